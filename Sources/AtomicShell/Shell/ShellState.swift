import Domain
import Foundation
import Presentation
import TerminalUI

/// Everything the interactive app shows, as one value: the stack of routes with their panes and positions, the
/// overlays, the status bar's message, the size, the time, the avatars and the remembered place.
///
/// Only ``AppShell/send(_:)`` changes it (its setters are the library's own), and ``AppShell/frame(_:size:)``
/// draws it without changing anything, so that the same actions always give the same frames.
@MainActor
public struct ShellState {
    /// The panes open, each one feature's top screen (users, posts) with the routes the person opened over it,
    /// kept where they were left while another pane shows (`Tab`, `Shift-Tab`, `Alt-1`…); a pane of home alone
    /// before a feature was opened.
    public internal(set) var panes: [[RouteState]] = [[]]
    /// How many features' top screens there are to switch between (`Tab`, `Alt-1`…).
    public internal(set) var paneCount = 0
    /// The index in ``panes`` of the pane shown.
    public internal(set) var activePane = 0
    /// The routes shown, bottom first; the last is the screen on top. Empty before the shell has started.
    public internal(set) var stack: [RouteState] {
        get { panes[activePane] }
        set { panes[activePane] = newValue }
    }
    /// A note in the status bar ("URL copied"); cleared by the next key.
    public internal(set) var message = ""
    /// The filter being typed, while the `/` input is open.
    public internal(set) var filterInput: LineInput?
    /// The query being typed, while a search's line is open (`s` on the users list), with the search it is for.
    public internal(set) var searchInput: (line: LineInput, search: RelatedSearch)?
    /// The text being searched for, while the `/` input of a profile or post is open.
    public internal(set) var textSearchInput: LineInput?
    /// The keys typed so far of a longer binding (`g` of `g g`); empty when none waits.
    public internal(set) var pendingKeys: [Key] = []
    /// The count typed before a command (`5` of `5j`); `nil` when none.
    public internal(set) var count: Int?
    /// Which keys give which command.
    public let keyMap: KeyMap
    /// Whether the help overlay shows.
    public internal(set) var showsHelp = false
    /// The screen beside the list on a wide terminal (``AppShell/previewMinimumWidth`` columns or more): what the
    /// selected row opens, loaded once the selection rested on it; `nil` before, or on a narrower terminal.
    public internal(set) var preview: RouteState?
    /// Where the preview was last drawn; `nil` when none was.
    public internal(set) var previewArea: Rect?
    /// The help overlay's first line shown, when its keys are more than it shows at once.
    public internal(set) var helpOffset = 0
    /// Whether the inspector shows.
    public internal(set) var showsInspector = false
    /// The inspector's first row shown.
    public internal(set) var inspectorOffset = 0
    /// The terminal's size.
    public internal(set) var size: TerminalSize
    /// The time now, as the last action told it: the age of stale data and the inspector's reset time use it.
    public internal(set) var now: Date
    /// The spinners' frame number.
    public internal(set) var tick = 0
    /// The height of the content area at ``size``, for PgUp and PgDn.
    public internal(set) var pageHeight = 10
    /// The content area at ``size`` (below the header and the notice, above the input and the status bar).
    public internal(set) var contentArea = Rect(x: 0, y: 1, width: 0, height: 0)
    /// The avatars loaded or failed, by request.
    public internal(set) var avatars: [AvatarRequest: AvatarOutcome] = [:]
    /// The avatars being loaded ahead for the rows about to appear.
    public internal(set) var prefetchedAvatars: Set<AvatarRequest> = []
    /// The route and selections remembered between runs.
    public internal(set) var place = RememberedPlace()
    /// The last press of the mouse's left button on a row, for telling a double click.
    var lastPress: RowPress?
    /// Whether the data is the built-in demo data, which has no web pages.
    public let isDemo: Bool
    /// Where the run's GitHub token comes from: the status bar's "signed in as …" or "not signed in", and the
    /// inspector's Token line.
    public let token: TokenSource
    /// The styles every screen is drawn with.
    public let theme: Theme

    /// A state of `size` at `now`, before the shell starts, with `token` the run's token and `keyMap` its keys,
    /// drawn in `theme`.
    init(
        size: TerminalSize, now: Date, isDemo: Bool, token: TokenSource = .gitHubUnset, keyMap: KeyMap = .standard,
        theme: Theme = .dark
    ) {
        self.keyMap = keyMap
        self.size = size
        self.now = now
        self.isDemo = isDemo
        self.token = token
        self.theme = theme
    }

    /// What the status bar says when it has no message: the budget's badge and who is signed in ("GitHub 58/60 ·
    /// not signed in", "GitHub 4,999/5,000 · octocat"), or, before any budget is known, the sign-in in full ("not
    /// signed in · 60 requests an hour"); nothing of the sort with the demo data, which talks to no GitHub.
    var statusSummary: String {
        let badge = pane?.chrome.badge ?? ""
        guard !isDemo else { return badge }
        return badge.isEmpty ? token.signInSummary : "\(badge) · \(token.signInWord)"
    }

    /// The route shown: the top of the stack, or home before the shell has started.
    public var top: Route { stack.last?.route ?? .home }

    /// The feature's top screen the pane shown is on (the route above home), or `nil` on home.
    public var paneRoot: Route? { Self.root(of: stack) }

    /// The route above home in `stack`, or `nil` for home alone.
    static func root(of stack: [RouteState]) -> Route? {
        stack.count > 1 ? stack[1].route : nil
    }

    /// The routes of the stack, bottom first.
    public var routes: [Route] { stack.map(\.route) }

    /// The state of `route` when it is on the stack.
    public subscript(route: Route) -> RouteState? {
        stack.last { $0.route == route }
    }

    /// The pane of the route shown, if any.
    public var pane: (any Pane)? { stack.last?.pane }

    /// The pane of the route shown when it is a list.
    public var listPane: (any ListPane)? { stack.last?.listPane }

    /// The state of the route shown; setting it replaces the top of the stack.
    var current: RouteState? {
        get { stack.last }
        set {
            guard let newValue, !stack.isEmpty else { return }
            stack[stack.count - 1] = newValue
        }
    }

    /// The id of the selected row of the list shown, if any.
    public var selectedItemID: String? {
        guard let list = listPane, let index = stack.last?.list.selected else { return nil }
        return list.itemID(at: index)
    }

    /// Whether the pane shown waits for something, so a spinner turns.
    public var isBusy: Bool { pane?.isBusy ?? false }

    /// What a pane draws with.
    var drawing: PaneDrawing { PaneDrawing(tick: tick, avatars: avatars, theme: theme) }
}
