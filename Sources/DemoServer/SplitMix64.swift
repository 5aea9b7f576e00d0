/// A small, fast, seeded pseudo-random generator (SplitMix64) whose sequence is the same on every
/// platform and toolchain, so generated demo data never changes unless its seed does.
///
/// The helpers below derive numbers from ``next()`` with plain arithmetic instead of the standard
/// library's `random(in:using:)`, whose way of consuming the generator is not promised to stay fixed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Starts the sequence for `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The generator of the `index`-th item of a collection made from `seed`: its own sequence, so that any item
    /// can be made alone, in any order, with the same result.
    init(seed: UInt64, index: Int) {
        state = Self.mix(seed ^ Self.mix(UInt64(truncatingIfNeeded: index) &+ 0x632B_E59B_D9B4_E019))
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// SplitMix64's finaliser: 64 bits that look random for each `value`, the same on every platform.
    static func mix(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range`, close to uniform (the bias is below 2⁻³² for the small ranges used here).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        guard span != 0 else { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound + Int(next() % span)
    }

    /// `true` with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    /// One element of a non-empty `list`.
    mutating func pick<Element>(_ list: [Element]) -> Element {
        list[int(in: 0...(list.count - 1))]
    }

    /// A number in `range` skewed towards its low end, as follower and repository counts are.
    mutating func skewed(in range: ClosedRange<Int>) -> Int {
        let unit = Double(next() >> 11) / Double(UInt64(1) << 53)
        let span = Double(range.upperBound - range.lowerBound)
        return range.lowerBound + Int(span * unit * unit * unit)
    }
}
