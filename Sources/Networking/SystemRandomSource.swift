/// Random numbers from the system generator.
public struct SystemRandomSource: RandomSource {
    /// Creates the system random source.
    public init() {}

    /// A uniformly distributed number in `0..<1`.
    public func nextUnit() -> Double {
        Double.random(in: 0..<1)
    }
}
