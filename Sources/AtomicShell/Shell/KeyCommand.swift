import TerminalUI

/// What a key means in the app, whatever the screen: the one table of key bindings, shown by the help overlay
/// and the README.
public enum KeyCommand: Sendable, Hashable, CaseIterable {
    /// ↑ or k: the row above, or scroll up a line.
    case up
    /// ↓ or j: the row below, or scroll down a line.
    case down
    /// PgUp: a page up.
    case pageUp
    /// PgDn: a page down.
    case pageDown
    /// g or Home: the first row, the top.
    case first
    /// G or End: the last row, the bottom.
    case last
    /// Tab: select the next part of a text (a post's author, then each comment).
    case nextPart
    /// Shift-Tab (⇧Tab): select the part before.
    case previousPart
    /// Enter, → or l: open the selected row, or what the selected part of a text names.
    case open
    /// Esc, ←, h or Backspace: back to the screen before.
    case back
    /// r: refresh, or retry what failed.
    case refresh
    /// /: filter what is loaded.
    case filter
    /// ?: show or hide the keys.
    case help
    /// i: show or hide the inspector, how the screen's data was made.
    case inspect
    /// o: open the profile or post in the browser.
    case openInBrowser
    /// y: copy the profile or post URL to the clipboard, or the selected part's text (a commenter's e-mail).
    case copyURL
    /// Ctrl-L: draw the whole screen again.
    case redraw
    /// q or Ctrl-C: quit.
    case quit
    /// Ctrl-Z: suspend the app and go back to the shell, as Ctrl-Z does to any program; `fg` brings it back.
    case suspend

    /// The command `key` gives, or `nil` for a key that means nothing.
    public init?(key: Key) {
        switch key {
        case .up, .character("k"): self = .up
        case .down, .character("j"): self = .down
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .home, .character("g"): self = .first
        case .end, .character("G"): self = .last
        case .tab: self = .nextPart
        case .backTab: self = .previousPart
        case .enter, .right, .character("l"): self = .open
        case .escape, .left, .character("h"), .backspace: self = .back
        case .character("r"): self = .refresh
        case .character("/"): self = .filter
        case .character("?"): self = .help
        case .character("i"): self = .inspect
        case .character("o"): self = .openInBrowser
        case .character("y"): self = .copyURL
        case .control("l"): self = .redraw
        case .control("z"): self = .suspend
        case .character("q"), .control("c"): self = .quit
        default: return nil
        }
    }

    /// The keys as the help overlay shows them, in the order of the cases.
    public var keys: String {
        switch self {
        case .up: "↑ k"
        case .down: "↓ j"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .first: "g Home"
        case .last: "G End"
        case .nextPart: "Tab"
        case .previousPart: "⇧Tab"
        case .open: "Enter → l"
        case .back: "Esc ← h ⌫"
        case .refresh: "r"
        case .filter: "/"
        case .help: "?"
        case .inspect: "i"
        case .openInBrowser: "o"
        case .copyURL: "y"
        case .redraw: "Ctrl-L"
        case .suspend: "Ctrl-Z"
        case .quit: "q Ctrl-C"
        }
    }

    /// What the command does, in a few words.
    public var action: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .pageUp: "page up"
        case .pageDown: "page down"
        case .first: "first / top"
        case .last: "last / bottom"
        case .nextPart: "next part"
        case .previousPart: "previous part"
        case .open: "open"
        case .back: "back"
        case .refresh: "refresh, retry"
        case .filter: "filter the list"
        case .help: "these keys"
        case .inspect: "inspector"
        case .openInBrowser: "open in browser"
        case .copyURL: "copy URL or e-mail (OSC 52)"
        case .redraw: "redraw"
        case .suspend: "suspend (fg resumes)"
        case .quit: "quit"
        }
    }

    /// Every printable character that is one of the commands' keys: a feature's related route may not take one
    /// (see `AppBuilder.relatedRoutes(to:reserving:)`).
    public static let reservedCharacters: Set<Character> = Set(
        (UInt8(0x21)...0x7E).map { Character(Unicode.Scalar($0)) }.filter {
            KeyCommand(key: .character($0)) != nil
        })

    /// Every binding, for the help overlay.
    public static var helpEntries: [KeyHint] {
        allCases.map { KeyHint($0.keys, $0.action) }
    }
}
