/// The colour of one side of an image cell: 24-bit, or an index into the 256-colour xterm palette.
public enum ImageCellColor: Sendable, Hashable {
    /// A 24-bit sRGB colour (SGR `38;2;R;G;B` / `48;2;R;G;B`).
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
    /// An xterm palette index 16–255 (SGR `38;5;N` / `48;5;N`).
    case indexed(UInt8)

    /// The SGR parameters selecting this colour as foreground (`isForeground`) or background, such as `38;2;1;2;3`.
    func sgrParameters(isForeground: Bool) -> String {
        let prefix = isForeground ? "38" : "48"
        switch self {
        case .rgb(let red, let green, let blue): return "\(prefix);2;\(red);\(green);\(blue)"
        case .indexed(let index): return "\(prefix);5;\(index)"
        }
    }
}
