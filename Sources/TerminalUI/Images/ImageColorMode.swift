/// How many colours the terminal shows, which decides how an image is drawn.
public enum ImageColorMode: Sendable, Hashable, CaseIterable {
    /// 24-bit colour (`COLORTERM=truecolor`): half blocks in the pixels' exact colours.
    case trueColor
    /// The 256 xterm colours: half blocks in the nearest palette colours.
    case palette256
    /// No colour (`NO_COLOR`, `--no-color`, a dumb terminal): shade characters ` ░▒▓█` by brightness.
    case none
}
