import Domain
import Foundation
import Presentation
import TerminalUI

/// One screen as the terminal shell drives it: a view model and the terminal view that draws it, made once when
/// its route is pushed and kept, with the route, in the shell's state (``RouteState``) until the route is closed.
///
/// A feature gives its panes to the shell through its ``FeaturePanes``; the shell asks the pane, never the view
/// model's type, what to draw and what a key does. A pane is a ``ListPane`` (rows to select, open and filter) or a
/// ``TextPane`` (text to scroll). Drawing only reads: a pane's `render` writes nothing but the buffer and the
/// selection or scroll position it is given.
@MainActor
public protocol Pane {
    /// The view model the pane draws, for the inspector and for the shell to tell screens apart.
    var viewModel: any ScreenModel { get }
    /// The header's right-hand text, the notice, the key hints and the badge.
    var chrome: PaneChrome { get }
    /// Whether the pane waits for something, so a spinner turns.
    var isBusy: Bool { get }
    /// What the inspector says about the pane's last answer; `nil` before one, or for home.
    var provenance: Provenance? { get }
    /// The use case the view model calls, named by the inspector.
    var useCase: Any.Type { get }
    /// Starts the pane's first load when it is shown (again); returns the started task, if any.
    func appear() -> Task<Void, Never>?
    /// Retries what failed, else refreshes (the `r` key); returns the started task, if any.
    func refresh() -> Task<Void, Never>?
    /// The web page of what the pane shows, or of the row at `selected` (for `o` and `y`); `nil` when none.
    func webURL(selected: Int?) -> URL?
    /// The avatars the pane draws or is about to draw in a content `area`, the row at `selected` chosen; none by
    /// default.
    func avatars(in area: Rect, selected: Int?) -> AvatarDemand
}

extension Pane {
    /// No avatars.
    public func avatars(in area: Rect, selected: Int?) -> AvatarDemand { AvatarDemand() }
}

/// A pane of rows: moved through, opened with Enter, filtered with `/`, and remembered between runs.
@MainActor
public protocol ListPane: Pane {
    /// The number of rows shown, which the selection moves through.
    var itemCount: Int { get }
    /// The ids of the rows shown, in order: what a remembered selection is matched against.
    var itemIDs: [String] { get }
    /// The id of the row at `index` (what ``itemIDs`` holds there), or `nil` when there is no such row; it makes
    /// no other row's id, so the shell asks it at each key.
    func itemID(at index: Int) -> String?
    /// The index of the first row whose id is `itemID` (what ``itemIDs`` would give), or `nil` when no row has it;
    /// it stops at that row and keeps no list of ids.
    func index(ofItemID itemID: String) -> Int?
    /// Whether the last row of the list is loaded, so that the header can say "row 212 of 1,830" rather than
    /// "row 212 of many".
    var reachedEnd: Bool { get }
    /// Whether rows come before the first one held (the list keeps a window of pages), so that a row's number in
    /// the whole list is not known.
    var hasEarlierItems: Bool { get }
    /// How many rows of the list come before the first one held: 0 when the first row held is the list's first,
    /// `nil` when that is not known (a window of pages that jumped, or a filter over a window that starts past the
    /// first row), so that the header can number the selected row in the whole list.
    var itemsBefore: Int? { get }
    /// Moves a list that holds a window of pages back to its first page when the window starts past it; the
    /// started task, or `nil` when the first row is held (or the list holds no window).
    func jumpToStart() -> Task<Void, Never>?
    /// Moves a list that holds a window of pages to the last page of what is stored beyond it, without loading
    /// the rows in between; the started task, or `nil` when there is no window to move.
    func jumpToEnd() -> Task<Void, Never>?
    /// Moves a list that holds a window of pages to the page that starts with the `row`-th row of the whole list
    /// (0 for the first), when the window does not hold it; the started task, or `nil` when it holds the row or
    /// there is no window to move.
    func jump(toRow row: Int) -> Task<Void, Never>?
    /// How many rows the whole list has, as its source says (a search's `total_count`); `nil` when unknown.
    var totalCount: Int? { get }
    /// The name the selection is remembered under ("users"), or `nil` when it is not remembered.
    var selectionName: String? { get }
    /// The filter typed, or `nil` when the list cannot be filtered.
    var filter: String? { get }
    /// Filters the rows by `text`; the empty text shows them all.
    func applyFilter(_ text: String)
    /// Opens the row at `index` (the view model's selection); false when the list's rows open no screen (a row of
    /// repositories, whose page is on the web), so that Enter opens its web page instead.
    @discardableResult
    func open(at index: Int) -> Bool
    /// The route the row at `index` opens, for the preview beside a list on a wide terminal; `nil` when the row
    /// opens no screen.
    func route(at index: Int) -> Route?
    /// Loads the next page when the row at `index` is near the end; returns the started task, if any.
    func loadMore(near index: Int) -> Task<Void, Never>?
    /// Loads what is needed until the row with id `itemID` is among the rows (a selection remembered from an
    /// earlier run, however deep); returns the started task, or `nil` when nothing needs loading or it cannot be.
    func reveal(_ itemID: String) -> Task<Void, Never>?
    /// Stops the loading ``reveal(_:)`` started, as the person moved.
    func stopRevealing()
    /// Draws the rows into `area`, scrolled so that `list.selected` shows.
    func render(into buffer: inout CellBuffer, area: Rect, list: inout ListSelection, drawing: PaneDrawing)
    /// The row ``render(into:area:list:drawing:)`` drew on `line` of `area` (0 is the area's top) with `list`, for
    /// a click; nil on a line no row is on.
    func item(atLine line: Int, in area: Rect, list: ListSelection) -> Int?
}

extension ListPane {
    /// One row per id.
    public var itemCount: Int { itemIDs.count }
    /// The id ``itemIDs`` holds at `index`.
    public func itemID(at index: Int) -> String? {
        let ids = itemIDs
        return ids.indices.contains(index) ? ids[index] : nil
    }
    /// The first index of `itemID` in ``itemIDs``.
    public func index(ofItemID itemID: String) -> Int? { itemIDs.firstIndex(of: itemID) }
    /// Every row is loaded at once.
    public var reachedEnd: Bool { true }
    /// No window: the first row is the list's first.
    public var hasEarlierItems: Bool { false }
    /// 0 without earlier rows, else not known.
    public var itemsBefore: Int? { hasEarlierItems ? nil : 0 }
    /// No window to move.
    public func jumpToStart() -> Task<Void, Never>? { nil }
    /// No window to move.
    public func jumpToEnd() -> Task<Void, Never>? { nil }
    /// No window to move.
    public func jump(toRow row: Int) -> Task<Void, Never>? { nil }
    /// Not known.
    public var totalCount: Int? { nil }
    /// Not filtered.
    public var filter: String? { nil }
    /// Does nothing.
    public func applyFilter(_ text: String) {}
    /// No route: nothing to preview.
    public func route(at index: Int) -> Route? { nil }
    /// Loads nothing.
    public func loadMore(near index: Int) -> Task<Void, Never>? { nil }
    /// Loads nothing: every row is loaded at once.
    public func reveal(_ itemID: String) -> Task<Void, Never>? { nil }
    /// Nothing to stop.
    public func stopRevealing() {}
    /// One row per line from `list.offset`, as a `ListView` draws them.
    public func item(atLine line: Int, in area: Rect, list: ListSelection) -> Int? {
        ListView.item(atLine: line, state: list, itemCount: itemCount)
    }
}

/// A pane of text, scrolled with the arrows and pages; its ``parts`` (a post's author and comments), if any, are
/// selected with Tab and Shift-Tab.
@MainActor
public protocol TextPane: Pane {
    /// The parts of the text a person can select, in the text's order; none by default (and before the text has
    /// loaded).
    var parts: [TextPart] { get }
    /// Draws the text into `area`, scrolled by `scroll`.
    func render(into buffer: inout CellBuffer, area: Rect, scroll: inout TextScrollState, drawing: PaneDrawing)
}

extension TextPane {
    /// No parts: the text only scrolls.
    public var parts: [TextPart] { [] }
}

/// What a pane draws with besides its view model, all read from the shell's state: the spinner's frame, the
/// avatars loaded so far and the theme.
public struct PaneDrawing: Sendable {
    /// The spinner's frame number.
    public var tick: Int
    /// The avatars loaded or failed so far, by request.
    public var avatars: [AvatarRequest: AvatarOutcome]
    /// The styles the pane draws with.
    public var theme: Theme

    /// What a pane draws with: frame `tick` of the spinners, the `avatars` there are and `theme`'s styles.
    public init(tick: Int = 0, avatars: [AvatarRequest: AvatarOutcome] = [:], theme: Theme = .dark) {
        self.tick = tick
        self.avatars = avatars
        self.theme = theme
    }

    /// The picture for `request` when it is loaded, else `nil` (the placeholder shows).
    public func picture(for request: AvatarRequest) -> TerminalPicture? {
        guard case .loaded(let picture)? = avatars[request] else { return nil }
        return picture
    }
}

/// What the shell gives every pane it makes: the web pages of the APIs.
public struct PaneContext: Sendable {
    /// The pages `o` and `y` use.
    public var links: ShellLinks

    /// A context with `links`.
    public init(links: ShellLinks = ShellLinks()) {
        self.links = links
    }
}

/// A feature's panes: the terminal view of each of its view models, as the contents the shell's panes draw. The
/// app lists one per feature (beside the feature's screen builder) and hands the list to ``AppShell``.
@MainActor
public protocol FeaturePanes {
    /// What the shell's panes draw for each of the feature's view models, tried in order.
    static var contents: [any PaneContent.Type] { get }
}

extension FeaturePanes {
    /// The pane of `screen` from the first of ``contents`` that draws its view model, else `nil`.
    public static func pane(for screen: Screen, context: PaneContext) -> (any Pane)? {
        for content in contents {
            if let pane = content.pane(for: screen, context: context) { return pane }
        }
        return nil
    }
}
