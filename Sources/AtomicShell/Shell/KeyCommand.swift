import TerminalUI

/// What a key means in the app, whatever the screen. Which keys give which command is the ``KeyMap``'s to say
/// (``KeyMap/standard`` unless the config file remaps them); a command that does nothing on a screen is not
/// listed by that screen's help.
public enum KeyCommand: String, Sendable, Hashable, CaseIterable {
    /// The row above, or scroll up a line.
    case up
    /// The row below, or scroll down a line.
    case down
    /// Half a page up.
    case halfPageUp = "half_page_up"
    /// Half a page down.
    case halfPageDown = "half_page_down"
    /// A page up.
    case pageUp = "page_up"
    /// A page down.
    case pageDown = "page_down"
    /// The first row, the top; with a count, row N.
    case first
    /// The last row, the bottom; with a count, row N.
    case last
    /// The next feature's top screen (users, posts), where it was left.
    case nextPane = "next_pane"
    /// The feature's top screen before.
    case previousPane = "previous_pane"
    /// Select the next part of a text (a post's author, then each comment).
    case nextPart = "next_part"
    /// Select the part before.
    case previousPart = "previous_part"
    /// Open the selected row, or what the selected part of a text names.
    case open
    /// Back to the screen before.
    case back
    /// Refresh, or retry what failed.
    case refresh
    /// Filter what is loaded; on a profile or a post, search its text.
    case filter
    /// The next match of the text searched.
    case nextMatch = "next_match"
    /// The match before.
    case previousMatch = "previous_match"
    /// Show or hide the keys.
    case help
    /// Show or hide the inspector, how the screen's data was made.
    case inspect
    /// Open the profile or post in the browser.
    case openInBrowser = "open_in_browser"
    /// Copy the profile or post URL to the clipboard, or the selected part's text (a commenter's e-mail).
    case copyURL = "copy_url"
    /// Draw the whole screen again.
    case redraw
    /// Suspend the app and go back to the shell, as Ctrl-Z does to any program; `fg` brings it back.
    case suspend
    /// Quit.
    case quit

    /// The command's name in the config file's `keys` section: `half_page_down`, `open_in_browser`.
    public var name: String { rawValue }

    /// What the command does, in a few words, for the help overlay.
    public var action: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .halfPageUp: "half a page up"
        case .halfPageDown: "half a page down"
        case .pageUp: "page up"
        case .pageDown: "page down"
        case .first: "first / top (N: row N)"
        case .last: "last / bottom (N: row N)"
        case .nextPane: "next pane"
        case .previousPane: "pane before"
        case .nextPart: "next part"
        case .previousPart: "previous part"
        case .open: "open"
        case .back: "back"
        case .refresh: "refresh, retry"
        case .filter: "filter the list"
        case .nextMatch: "next match"
        case .previousMatch: "match before"
        case .help: "these keys"
        case .inspect: "inspector"
        case .openInBrowser: "open in browser"
        case .copyURL: "copy URL or e-mail (OSC 52)"
        case .redraw: "redraw"
        case .suspend: "suspend (fg resumes)"
        case .quit: "quit"
        }
    }

    /// Whether a count typed before the command (`5j`, `10G`) repeats it or names a row.
    public var takesCount: Bool {
        switch self {
        case .up, .down, .halfPageUp, .halfPageDown, .pageUp, .pageDown, .first, .last, .nextPart, .previousPart,
            .nextMatch, .previousMatch:
            true
        default: false
        }
    }
}
