/// How many colours the terminal shows, which decides how an image is drawn.
public enum ImageColorMode: Sendable, Hashable, CaseIterable {
    /// 24-bit colour (`COLORTERM=truecolor`): half blocks in the pixels' exact colours.
    case trueColor
    /// The 256 xterm colours: half blocks in the nearest palette colours.
    case palette256
    /// No colour (`NO_COLOR`, `--no-color`, a dumb terminal): shade characters ` ░▒▓█` by brightness.
    case none
}

extension ImageColorMode {
    /// The mode for a terminal of `colorDepth`: true colour, else the 256 colours (which the renderer reduces
    /// further on a 16-colour terminal), and shade characters without colour.
    public init(_ colorDepth: ColorDepth) {
        switch colorDepth {
        case .none: self = .none
        case .ansi16, .indexed256: self = .palette256
        case .trueColor: self = .trueColor
        }
    }
}
