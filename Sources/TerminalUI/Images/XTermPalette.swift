/// The 240 fixed colours of the 256-colour xterm palette (16–255) and the nearest of them to a colour.
///
/// Indices 16–231 are the 6 × 6 × 6 cube with levels 0, 95, 135, 175, 215, 255; 232–255 are greys 8, 18, …, 238.
/// The 16 system colours (0–15) are left out: terminals redefine them.
public enum XTermPalette {
    /// The six levels of each cube axis.
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The sRGB colour of palette index `index` (16–255); indices below 16 give black.
    public static func color(of index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
        guard index >= 16 else { return (0, 0, 0) }
        if index >= 232 {
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        }
        let cube = Int(index) - 16
        return (UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6]))
    }

    /// The index (16–255) whose colour is nearest to the given one, by squared distance in sRGB values; of the
    /// nearest cube colour and the nearest grey, the closer wins (the cube on a tie).
    public static func nearestIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let (r, g, b) = (Int(red), Int(green), Int(blue))
        let cube = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        let cubeDistance = distance(
            r, g, b, cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2])
        let average = (r + g + b) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        let greyDistance = distance(r, g, b, grey, grey, grey)
        return UInt8(greyDistance < cubeDistance ? 232 + greyStep : cubeIndex)
    }

    private static func nearestLevel(_ value: Int) -> Int {
        var best = 0
        for (index, level) in cubeLevels.enumerated() where abs(level - value) < abs(cubeLevels[best] - value) {
            best = index
        }
        return best
    }

    private static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        (r1 - r2) * (r1 - r2) + (g1 - g2) * (g1 - g2) + (b1 - b2) * (b1 - b2)
    }
}
