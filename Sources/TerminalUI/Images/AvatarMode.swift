/// How avatars are drawn, as a person chose it (`atomic` reads `--avatars=MODE`, `ATOMIC_AVATARS` and the config
/// file's `avatars`); ``auto`` resolves it for the terminal from its variables.
public enum AvatarMode: String, CaseIterable, Sendable {
    /// ``kitty`` where the terminal says it speaks kitty's graphics protocol, ``sixel`` where it says it shows
    /// sixel, else ``symbols`` (see ``resolved(environment:)``).
    case auto
    /// libchafa's symbols in cells: block, quadrant and box shapes in the terminal's colours; every terminal.
    case symbols
    /// kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    case kitty
    /// DEC sixel (xterm started with `-ti vt340`, foot, mlterm, WezTerm, Windows Terminal).
    case sixel
    /// No avatars: the initials stand in the avatar's box, and nothing is downloaded.
    case off

    /// The mode the config file's value `text` names, in any case: a mode's name, or a flag's word, which the
    /// file took before the modes: `true`, `yes`, `on` (``auto``), `false`, `no` (``off``); `nil` for anything else.
    public init?(configValue text: String) {
        switch text.lowercased() {
        case "true", "yes", "on": self = .auto
        case "false", "no": self = .off
        case let name: self.init(rawValue: name)
        }
    }

    /// The variables ``resolved(environment:)`` reads.
    public static let terminalVariables: Set<String> = ["TERM", "TERM_PROGRAM", "TMUX", "STY", "KITTY_WINDOW_ID"]

    /// The mode to draw in: this one, or for ``auto`` the one the terminal's variables in `environment` name.
    ///
    /// Inside tmux or screen (`TMUX`, `STY`, or a `TERM` of `screen…` or `tmux…`), ``auto`` is always ``symbols``:
    /// neither passes images on. Otherwise ``kitty`` for `TERM=xterm-kitty`, `KITTY_WINDOW_ID`, `TERM=xterm-ghostty`
    /// or `TERM_PROGRAM` of `WezTerm` or `ghostty`; ``sixel`` for a `TERM` of `foot…`, `mlterm…` or `yaft…`;
    /// else ``symbols``. A terminal that shows sixel under another `TERM` (xterm `-ti vt340`) needs
    /// `--avatars=sixel`.
    public func resolved(environment: [String: String]) -> AvatarMode {
        guard self == .auto else { return self }
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if !(environment["TMUX"] ?? "").isEmpty || !(environment["STY"] ?? "").isEmpty || term.hasPrefix("screen")
            || term.hasPrefix("tmux")
        {
            return .symbols
        }
        if term == "xterm-kitty" || term == "xterm-ghostty" || !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty
            || program == "WezTerm" || program == "ghostty"
        {
            return .kitty
        }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || term.hasPrefix("yaft") { return .sixel }
        return .symbols
    }
}
