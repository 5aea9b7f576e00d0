/// A source of random numbers in `0..<1`, injected where behaviour is random (retry jitter)
/// so that tests can fix the outcome.
public protocol RandomSource: Sendable {
    /// A number in `0..<1`.
    func nextUnit() -> Double
}
