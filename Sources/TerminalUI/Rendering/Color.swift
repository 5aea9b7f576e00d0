/// A foreground or background colour of a cell, in the richest form it was given.
///
/// The renderer writes it at the terminal's ``ColorDepth``: a true colour is reduced to the nearest of the 256
/// indexed colours or of the 16 ANSI colours when the terminal cannot show more, and no colour is written at
/// all under ``ColorDepth/none``.
public enum Color: Sendable, Hashable {
    /// The terminal's own default colour (SGR 39 for the foreground, 49 for the background).
    case `default`
    /// One of the 16 ANSI colours, 0–7 normal and 8–15 bright (SGR 30–37/90–97 and 40–47/100–107);
    /// values above 15 are taken modulo 16.
    case ansi(UInt8)
    /// One of the 256 indexed colours of xterm (SGR `38;5;n` and `48;5;n`).
    case indexed(UInt8)
    /// A 24-bit colour (SGR `38;2;r;g;b` and `48;2;r;g;b`).
    case rgb(UInt8, UInt8, UInt8)

    /// ANSI black (0).
    public static let black = Color.ansi(0)
    /// ANSI red (1).
    public static let red = Color.ansi(1)
    /// ANSI green (2).
    public static let green = Color.ansi(2)
    /// ANSI yellow (3).
    public static let yellow = Color.ansi(3)
    /// ANSI blue (4).
    public static let blue = Color.ansi(4)
    /// ANSI magenta (5).
    public static let magenta = Color.ansi(5)
    /// ANSI cyan (6).
    public static let cyan = Color.ansi(6)
    /// ANSI white (7), a light grey on most terminals.
    public static let white = Color.ansi(7)
    /// ANSI bright black (8), a dark grey on most terminals.
    public static let gray = Color.ansi(8)

    /// The colour in 32 bits, distinct for distinct colours: the case in the top byte, its values below.
    var packed: UInt32 {
        switch self {
        case .default: 0
        case .ansi(let index): 1 << 24 | UInt32(index)
        case .indexed(let index): 2 << 24 | UInt32(index)
        case .rgb(let red, let green, let blue): 3 << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }

    /// The red, green and blue components of the colour as xterm draws it; `nil` for ``default``.
    var components: (red: Int, green: Int, blue: Int)? {
        switch self {
        case .default:
            return nil
        case .ansi(let index):
            return Self.ansiComponents[Int(index % 16)]
        case .indexed(let index):
            let index = Int(index)
            if index < 16 { return Self.ansiComponents[index] }
            if index >= 232 {
                let level = 8 + (index - 232) * 10
                return (level, level, level)
            }
            let cube = index - 16
            return (Self.cubeLevels[cube / 36], Self.cubeLevels[cube / 6 % 6], Self.cubeLevels[cube % 6])
        case .rgb(let red, let green, let blue):
            return (Int(red), Int(green), Int(blue))
        }
    }

    /// The nearest of the 256 indexed colours: the 6×6×6 cube or the grey ramp; ANSI and indexed colours
    /// stay as they are.
    var indexedApproximation: Color {
        guard case .rgb = self, let (red, green, blue) = components else { return self }
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        let cube = 16 + 36 * level(red) + 6 * level(green) + level(blue)
        let average = (red + green + blue) / 3
        let grey = average > 238 ? 255 : 232 + max(0, (average - 3) / 10)
        let candidates = [cube, grey]
        let best = candidates.min { lhs, rhs in
            Color.indexed(UInt8(lhs)).distance(to: (red, green, blue))
                < Color.indexed(UInt8(rhs)).distance(to: (red, green, blue))
        }
        return .indexed(UInt8(best ?? cube))
    }

    /// The nearest of the 16 ANSI colours; ``default`` and ANSI colours stay as they are.
    var ansiApproximation: Color {
        switch self {
        case .default, .ansi: return self
        case .indexed(let index) where index < 16: return .ansi(index)
        default: break
        }
        guard let target = components else { return self }
        var best = 0
        var bestDistance = Int.max
        for index in 0..<16 {
            let distance = Color.ansi(UInt8(index)).distance(to: target)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return .ansi(UInt8(best))
    }

    private func distance(to target: (Int, Int, Int)) -> Int {
        guard let (red, green, blue) = components else { return Int.max }
        let (dr, dg, db) = (red - target.0, green - target.1, blue - target.2)
        return dr * dr + dg * dg + db * db
    }

    /// xterm's default palette for the 16 ANSI colours.
    private static let ansiComponents: [(red: Int, green: Int, blue: Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six levels of each component in xterm's colour cube.
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]
}
