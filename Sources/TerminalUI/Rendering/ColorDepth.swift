/// How many colours the terminal shows, which decides how the renderer writes a ``Color``.
public enum ColorDepth: Sendable, Hashable, CaseIterable {
    /// No colour at all: only attributes (bold, dim, underline, reverse) are written.
    case none
    /// The 16 ANSI colours (SGR 30–37, 90–97, 40–47, 100–107).
    case ansi16
    /// The 256 indexed colours of xterm (SGR `38;5;n`).
    case indexed256
    /// 24-bit colour (SGR `38;2;r;g;b`).
    case trueColor

    /// The depth for a terminal described by `environment`:
    /// - ``none`` when `noColor` is true (the `--no-color` option) or `NO_COLOR` is set to a non-empty value
    ///   (see no-color.org), or `TERM` is `dumb`;
    /// - ``trueColor`` when `COLORTERM` is `truecolor` or `24bit`;
    /// - ``indexed256`` when `TERM` contains `256color` (as `xterm-256color`, `tmux-256color`);
    /// - ``ansi16`` otherwise.
    public static func detect(environment: [String: String], noColor: Bool = false) -> ColorDepth {
        if noColor { return .none }
        if let value = environment["NO_COLOR"], !value.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.contains("256color") { return .indexed256 }
        return .ansi16
    }
}
