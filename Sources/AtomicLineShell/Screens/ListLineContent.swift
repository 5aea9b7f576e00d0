import Domain
import Foundation
import Presentation

/// A feature's list as the line shell prints it: the rows' noun and the line of one row.
///
/// The screen is the same for every list: a page of numbered rows (numbers count from the list's first row, so
/// they stay the same from page to page), the freshness notice and the list's remarks once above them, a line
/// after them when loading more failed, and the prompt "users 1–30 of many" ("of 60" once the end is known). A
/// number opens its row, `n` and `p` turn the pages (the next page loads when the rows run out), `/ TEXT`
/// filters the rows loaded.
@MainActor
public protocol ListLineContent: LineContent {
    /// Where the list's pages come from.
    associatedtype Source: PagedListSource
    /// The view model the list is (a `PagedListModel` over ``Source``).
    associatedtype Model: PagedListModel<Source>

    /// The rows' noun, for exactly one ("user") and for any other count ("users").
    static var noun: (singular: String, plural: String) { get }
    /// The line of `item`, as the shell prints it after its number (sanitised by the screen).
    static func line(for item: Source.Item) -> String
    /// What a row that opens no screen says instead (a repository's web address); `nil` by default.
    static func address(of item: Source.Item) -> String?
}

extension ListLineContent {
    /// No address.
    public static func address(of item: Source.Item) -> String? { nil }

    /// The list screen of `screen` when its view model is a ``Model``.
    public static func lineScreen(for screen: Screen, pageSize: Int) -> (any LineScreen)? {
        screen.model(Model.self).map { ListLineScreen<Self>(model: $0, pageSize: pageSize) }
    }
}

/// The one list screen: a `PagedListModel` printed a page at a time as its ``ListLineContent`` says.
final class ListLineScreen<Content: ListLineContent>: LineScreen {
    /// The list's view model.
    let model: Content.Model
    /// Rows a page, at least 1.
    let pageSize: Int
    /// The page shown, from 0.
    private(set) var page = 0

    init(model: Content.Model, pageSize: Int) {
        self.model = model
        self.pageSize = max(1, pageSize)
    }

    var viewModel: any ScreenModel { model }
    var isList: Bool { true }

    /// How many rows of the list come before the first one held, which the numbers count from: the rows a window
    /// of pages let go of at the start (0 under a filter, whose rows are numbered among the matches).
    private var rowsBefore: Int {
        model.state.filter.trimmingCharacters(in: .whitespaces).isEmpty ? (model.state.itemsBefore ?? 0) : 0
    }

    /// The indices of the rows the page shows, among the rows the filter lets through.
    var shown: Range<Int> {
        let count = model.state.visibleItems.count
        let before = rowsBefore
        let start = min(max(page * pageSize - before, 0), count)
        return start..<min(max(page * pageSize + pageSize - before, start), count)
    }

    var status: String {
        let state = model.state
        let plural = Content.noun.plural
        guard state.phase.hasLoaded else { return plural }
        let matching = state.filter.isEmpty ? "" : " matching “\(LineText.line(state.filter))”"
        guard !shown.isEmpty else { return "no \(plural)\(matching)" }
        let known = state.reachedEnd || !state.filter.isEmpty
        let before = rowsBefore
        let total = known ? CountText.grouped(before + state.visibleItems.count) : "many"
        return "\(plural) \(before + shown.lowerBound + 1)–\(before + shown.upperBound) of \(total)\(matching)"
    }

    var commands: [String] {
        var commands: [String] = []
        if let first = model.state.visibleItems[shown].first {
            // A list whose rows open no screen (repositories) offers what a number does there instead.
            if model.onSelect != nil {
                commands.append("number to open")
            } else if Content.address(of: first) != nil {
                commands.append("number for its address")
            }
        }
        if hasNextPage { commands.append("n next page") }
        if page > 0 { commands.append("p previous page") }
        commands.append("/ filter")
        return commands
    }

    /// Whether `n` shows more: rows after the page, or more to load at the end of an unfiltered list.
    private var hasNextPage: Bool {
        let state = model.state
        if shown.upperBound < state.visibleItems.count { return true }
        return state.phase == .content && state.filter.isEmpty && !state.reachedEnd && state.loadMoreError == nil
    }

    func prepare() async {
        await model.appear()?.value
        await loadPage()
    }

    func refresh() async {
        await (model.retry() ?? model.refresh())?.value
        await loadPage()
    }

    func lines(now: Date) -> [String] {
        let state = model.state
        switch state.phase {
        case .loading: return ["Loading \(Content.noun.plural)…"]
        case .failed(let error): return LineText.failure(error)
        case .empty: return ["No \(Content.noun.plural)"] + notice(state, now: now)
        case .content: break
        }
        var lines = notice(state, now: now) + state.remarks.map(LineText.line)
        if state.visibleItems.isEmpty, !state.filter.isEmpty {
            lines.append("Nothing loaded matches “\(LineText.line(state.filter))”")
        }
        let before = rowsBefore
        for index in shown {
            lines.append("\(before + index + 1). \(LineText.line(Content.line(for: state.visibleItems[index])))")
        }
        if let error = state.loadMoreError {
            lines.append(LineText.line("could not load more: \(error.message) · r retries"))
        }
        return lines
    }

    func handle(_ command: LineCommand) async -> LineReply {
        switch command {
        case .open(let number): return open(number)
        case .nextPage:
            guard hasNextPage else { return .say(["this is the last page"]) }
            page += 1
            await loadPage()
            if shown.isEmpty {
                page -= 1
                let failure = model.state.loadMoreError.map { "could not load more: \($0.message) · r retries" }
                return .say([LineText.line(failure ?? "no more \(Content.noun.plural)")])
            }
            return .reprint
        case .previousPage:
            guard page > 0 else { return .say(["this is the first page"]) }
            page -= 1
            await loadPage()
            return .reprint
        case .filter(let text):
            model.filter(text)
            page = 0
            // Cleared, the list shows its first rows again, which a window of pages may have let go of.
            await loadPage()
            return .reprint
        default:
            return .say(["? lists the commands"])
        }
    }

    private func open(_ number: Int) -> LineReply {
        let items = model.state.visibleItems
        let before = rowsBefore
        guard items.indices.contains(number - 1 - before) else {
            let rows =
                shown.isEmpty ? "" : "; rows \(before + shown.lowerBound + 1)–\(before + shown.upperBound) are shown"
            return .say(["no row \(number) here\(rows)"])
        }
        let item = items[number - 1 - before]
        guard model.onSelect != nil else {
            let address = Content.address(of: item).map { "\(Content.noun.singular) \(number) is at \($0)" }
            return .say([LineText.line(address ?? "\(Content.noun.singular) \(number) opens no screen")])
        }
        model.select(item)
        return .reprint
    }

    /// Loads the pages the page shown needs, only without a filter (which never asks for more): at the end until
    /// the page is full, the list ends, or a load fails; at the start, while a window of pages let go of the rows
    /// the page begins with, until they are back or a load fails.
    private func loadPage() async {
        let start = page * pageSize
        while model.state.filter.isEmpty, model.state.phase == .content, rowsBefore > start,
            model.state.loadEarlierError == nil, let first = model.state.items.first,
            let load = model.loadMoreIfNeeded(currentItem: first)
        {
            await load.value
        }
        while rowsBefore + model.state.visibleItems.count < start + pageSize, model.state.filter.isEmpty,
            model.state.phase == .content, !model.state.reachedEnd, model.state.loadMoreError == nil,
            let last = model.state.items.last, let load = model.loadMoreIfNeeded(currentItem: last)
        {
            await load.value
        }
    }

    private func notice(_ state: ListState<Content.Source.Item>, now: Date) -> [String] {
        state.notice.map { [LineText.line($0.text(now: now, rateLimit: state.rateLimit))] } ?? []
    }
}
