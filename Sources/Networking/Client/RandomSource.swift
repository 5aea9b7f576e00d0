/// A source of random numbers in `0..<1`, injected where behaviour is random (retry jitter)
/// so that tests can fix the outcome.
public protocol RandomSource: Sendable {
    /// A number in `0..<1`.
    func nextUnit() -> Double
}

/// Random numbers from the system generator.
public struct SystemRandomSource: RandomSource {
    /// Creates the system random source.
    public init() {}

    /// A uniformly distributed number in `0..<1`.
    public func nextUnit() -> Double {
        Double.random(in: 0..<1)
    }
}
