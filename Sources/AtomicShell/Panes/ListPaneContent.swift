import Domain
import Foundation
import Presentation
import TerminalUI

/// A feature's list as the shell's list pane draws it: the words, the row of an item, its id and web page, and
/// what the list does beyond a `PagedListModel`'s intents (walking to a remembered row, prefetching avatars).
///
/// The pane is the same for every list: its chrome is the count ("30 users", "3 of 1,140 users"), the freshness
/// notice, the keys ↑↓ move, Enter open, `/` filter, `?` help, and the view model's rate-limit budget; it shows a
/// spinner while the first page or the next loads, "Loading users…" and "No users" before there are rows, a footer
/// row for loading more, a failed page or a filter that matches nothing; Enter opens the row, `/` filters, and the
/// next page loads near the end.
@MainActor
public protocol ListPaneContent: PaneContent {
    /// Where the list's pages come from.
    associatedtype Source: PagedListSource
    /// The view model the list is (a `PagedListModel` over ``Source``).
    associatedtype Model: PagedListModel<Source>

    /// The rows' noun, for exactly one ("user") and for any other count ("users"): the header's count, and
    /// "Loading users…" and "No users" before there are rows.
    static var noun: (singular: String, plural: String) { get }
    /// The name the selection is remembered under; the plural noun by default.
    static var selectionName: String? { get }
    /// The use case the view model calls, named by the inspector.
    static var useCase: Any.Type { get }

    /// The id a remembered selection is matched against.
    static func id(of item: Source.Item) -> String
    /// The row of `item` in a list `width` columns wide.
    static func row(for item: Source.Item, width: Int) -> ListRow
    /// The web page of `item` (for `o` and `y`), or `nil`.
    static func webURL(of item: Source.Item, context: PaneContext) -> URL?
    /// Starts loading until the row with id `itemID` is loaded; returns the started task, or `nil` (the default:
    /// every list but a walkable one loads nothing for it).
    static func reveal(_ itemID: String, in model: Model) -> Task<Void, Never>?
    /// Stops the loading ``reveal(_:in:)`` started; does nothing by default.
    static func stopRevealing(in model: Model)
    /// The avatar `item` shows on its own screen, for prefetching; `nil` (the default) for none.
    static func avatarURL(of item: Source.Item) -> URL?
    /// The cells an avatar takes on the row's own screen in a content `area`; `nil` (the default) when the list
    /// prefetches none.
    static func avatarCells(in area: Rect) -> TerminalSize?
}

extension ListPaneContent {
    /// The plural noun.
    public static var selectionName: String? { noun.plural }
    /// Loads nothing.
    public static func reveal(_ itemID: String, in model: Model) -> Task<Void, Never>? { nil }
    /// Nothing to stop.
    public static func stopRevealing(in model: Model) {}
    /// No avatar.
    public static func avatarURL(of item: Source.Item) -> URL? { nil }
    /// No avatars prefetched.
    public static func avatarCells(in area: Rect) -> TerminalSize? { nil }

    /// The list pane of `screen` when its view model is a ``Model``.
    public static func pane(for screen: Screen, context: PaneContext) -> (any Pane)? {
        screen.model(Model.self).map { PagedListPane<Self>(model: $0, context: context) }
    }
}

/// The one list pane: a `PagedListModel` drawn as its ``ListPaneContent`` says.
struct PagedListPane<Content: ListPaneContent>: ListPane {
    /// The list's view model.
    let model: Content.Model
    /// The web pages.
    let context: PaneContext

    private var items: [Content.Source.Item] { model.state.visibleItems }
    /// Whether no filter hides rows (a filter of spaces hides none): only then are rows numbered in the whole list.
    private var isUnfiltered: Bool {
        let filter = model.state.filter
        return filter.isEmpty || filter.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var viewModel: any ScreenModel { model }

    var chrome: PaneChrome {
        let state = model.state
        // Without a filter the count takes in the rows a window of pages let go of at either end, and says nothing
        // when the rows before it are not counted (after a jump the store could not count); a filter sees only the
        // rows held.
        let unfiltered = isUnfiltered
        let before = unfiltered ? state.itemsBefore : 0
        let around = (before ?? 0) + (unfiltered ? state.itemsAfter : 0)
        let count =
            before == nil
            ? ""
            : ListTexts.count(
                shown: around + state.visibleItems.count, loaded: around + state.items.count,
                noun: Content.noun.plural, singular: Content.noun.singular, phase: state.phase)
        // A count below zero from a server is no count.
        let total = state.totalCount.map { " · \(CountText.grouped(max($0, 0))) found" } ?? ""
        return PaneChrome(
            trailing: count.isEmpty ? "" : count + total,
            notice: state.notice,
            remark: state.remarks.isEmpty ? nil : state.remarks.joined(separator: " · "),
            commandHints: [
                CommandHint([.up, .down], "move"), CommandHint(.open, "open"), CommandHint(.filter, "filter"),
                CommandHint(.help, "help"),
            ],
            rateLimit: state.rateLimit)
    }

    var isBusy: Bool { model.state.phase == .loading || model.state.isLoadingMore }
    var provenance: Provenance? { model.state.provenance }
    var useCase: Any.Type { Content.useCase }
    var itemCount: Int { items.count }
    var itemIDs: [String] { items.map { Content.id(of: $0) } }
    func itemID(at index: Int) -> String? { item(at: index).map { Content.id(of: $0) } }
    func index(ofItemID itemID: String) -> Int? { items.firstIndex { Content.id(of: $0) == itemID } }
    var reachedEnd: Bool { model.state.reachedEnd }
    var hasEarlierItems: Bool { model.state.hasEarlierItems }
    /// The rows before the window, while no filter hides rows; under a filter only a window that starts at the
    /// first row is counted.
    var itemsBefore: Int? {
        let state = model.state
        return isUnfiltered || state.itemsBefore == 0
            ? state.itemsBefore : nil
    }
    var totalCount: Int? { model.state.totalCount }
    var selectionName: String? { Content.selectionName }
    var filter: String? { model.state.filter }

    func appear() -> Task<Void, Never>? { model.appear() }
    func refresh() -> Task<Void, Never>? { model.retry() ?? model.refresh() }
    func applyFilter(_ text: String) { model.filter(text) }

    func webURL(selected: Int?) -> URL? {
        item(at: selected).flatMap { Content.webURL(of: $0, context: context) }
    }

    @discardableResult
    func open(at index: Int) -> Bool {
        guard model.onSelect != nil else { return false }
        if let item = item(at: index) { model.select(item) }
        return true
    }

    func route(at index: Int) -> Route? {
        item(at: index).flatMap { item in model.destination?(item) }
    }

    func loadMore(near index: Int) -> Task<Void, Never>? {
        item(at: index).flatMap { model.loadMoreIfNeeded(currentItem: $0) }
    }

    func reveal(_ itemID: String) -> Task<Void, Never>? { Content.reveal(itemID, in: model) }
    func jumpToStart() -> Task<Void, Never>? { model.jumpToStart() }
    func jumpToEnd() -> Task<Void, Never>? { model.jumpToEnd() }
    /// A row by its number in the whole list; none under a filter, whose rows are numbered among the matches.
    func jump(toRow row: Int) -> Task<Void, Never>? {
        isUnfiltered ? model.jump(toRow: row) : nil
    }
    func stopRevealing() { Content.stopRevealing(in: model) }

    func render(into buffer: inout CellBuffer, area: Rect, list: inout ListSelection, drawing: PaneDrawing) {
        let state = model.state
        let phase = PhaseView(
            phase: state.phase, loadingText: "Loading \(Content.noun.plural)…", emptyText: "No \(Content.noun.plural)",
            tick: drawing.tick, theme: drawing.theme)
        guard phase.showsContent else { return phase.render(into: &buffer, area: area) }
        let items = state.visibleItems
        let footer = ListTexts.footer(
            isLoadingMore: state.isLoadingMore, loadMoreError: state.loadMoreError, noMatches: items.isEmpty,
            filter: state.filter, tick: drawing.tick, theme: drawing.theme)
        // Only the rows that show are made: a key press costs the screen's rows, not the list's.
        ListView.render(
            rowCount: items.count, footer: footer, theme: drawing.theme, into: &buffer, area: area, state: &list
        ) { Content.row(for: items[$0], width: area.width) }
    }

    /// The row on `line`, as `ListView` drew it; none while the list shows its phase (loading, empty, failed).
    func item(atLine line: Int, in area: Rect, list: ListSelection) -> Int? {
        guard model.state.phase == .content else { return nil }
        return ListView.item(atLine: line, state: list, itemCount: itemCount)
    }

    /// The avatars of the next screenful of rows below `selected`, at the size their own screen draws them in an
    /// `area` like this one; rows no longer in that screenful stop being prefetched. Nothing while the list has
    /// no rows to show, or when the area has no room for a picture.
    func avatars(in area: Rect, selected: Int?) -> AvatarDemand {
        guard model.state.phase == .content, let cells = Content.avatarCells(in: area) else {
            return AvatarDemand()
        }
        let items = model.state.visibleItems
        let start = min(items.count, max(0, (selected ?? 0) + 1))
        let end = min(items.count, start + max(1, area.height))
        let requests = items[start..<end].compactMap { Content.avatarURL(of: $0) }.map {
            AvatarRequest(url: $0, cells: cells)
        }
        return AvatarDemand(prefetched: requests)
    }

    private func item(at index: Int?) -> Content.Source.Item? {
        guard let index, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
