/// A small deterministic random number generator (SplitMix64): the tests that draw random inputs start it from a
/// fixed seed, so that every run sees the same inputs and a failure repeats.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The generator's state, advanced by each draw.
    public var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound` (`bound` at least 1), the next draw modulo `bound`.
    public mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
