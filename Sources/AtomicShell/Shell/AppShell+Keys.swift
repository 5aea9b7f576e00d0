import Domain
import Foundation
import Presentation
import TerminalUI

extension AppShell {
    /// What `o` says with the demo data instead of opening a page.
    public static let noWebPageInDemo = "demo data has no web page; o opens pages without --demo"

    /// What `y` says with the demo data instead of copying an address.
    public static let noWebPageToCopyInDemo = "demo data has no web page; y copies addresses without --demo"

    /// The largest count a person can type before a command (`99999j`); digits past it are ignored.
    public static let maximumCount = 99_999

    /// Applies `key`: moves, opens, goes back, refreshes, filters or toggles help; returns what the loop must do
    /// beyond drawing the next frame. The open filter or search input takes printable keys first; Ctrl-C always
    /// quits and Ctrl-Z always suspends. Digits are counts (`5j`, `10G`), Alt with a digit picks a pane, and a key
    /// that starts a longer binding (`g` of `g g`) waits for the next.
    func handle(_ key: Key) -> ShellEffect? {
        if key == .control("c") { return .quit }
        if key == .control("z") { return .suspend }
        if state.filterInput != nil, handleFilter(key) { return nil }
        if state.searchInput != nil, handleSearch(key) { return nil }
        if state.textSearchInput != nil, handleTextSearch(key) { return nil }
        if key == .escape, state.count != nil || !state.pendingKeys.isEmpty {
            // Esc first drops a count or a half-typed binding, as vim does; the next Esc goes back.
            state.count = nil
            state.pendingKeys = []
            return nil
        }
        if !state.showsInspector, !state.showsHelp, state.pendingKeys.isEmpty {
            if case .alt(let character) = key, character.isASCII, let digit = character.wholeNumberValue, digit > 0 {
                state.count = nil
                state.message = ""
                switchPane(to: digit - 1)
                return nil
            }
            if case .character(let character) = key, character.isASCII, let digit = character.wholeNumberValue,
                digit > 0 || state.count != nil
            {
                let (product, overflow) = (state.count ?? 0).multipliedReportingOverflow(by: 10)
                state.count = overflow ? Self.maximumCount : min(product + digit, Self.maximumCount)
                return nil
            }
            if case .character(let character) = key, let current = state.current {
                if let related = current.related.first(where: { $0.key == character }) {
                    state.count = nil
                    state.message = ""
                    navigate { show(related) }
                    return nil
                }
                if let search = current.searches.first(where: { $0.key == character }) {
                    state.count = nil
                    state.message = ""
                    state.searchInput = (LineInput(text: ""), search)
                    return nil
                }
            }
        }
        let typed = state.pendingKeys + [key]
        switch state.keyMap.resolve(typed) {
        case .prefix:
            state.pendingKeys = typed
            return nil
        case .none:
            guard state.pendingKeys.isEmpty else {
                // `g` then `j`: the `g` is dropped and the `j` counts on its own.
                state.pendingKeys = []
                return handle(key)
            }
            state.count = nil
            return nil
        case .command(let command):
            state.pendingKeys = []
            let count = state.count
            state.count = nil
            return perform(command, count: count)
        }
    }

    /// Does `command`, `count` times or at row `count` where the command takes a count.
    private func perform(_ command: KeyCommand, count: Int?) -> ShellEffect? {
        if state.showsInspector { return handleInInspector(command) }
        if state.showsHelp {
            switch command {
            case .help, .back: state.showsHelp = false
            case .up, .down, .halfPageUp, .halfPageDown, .pageUp, .pageDown:
                // On a small terminal the keys scroll; the overlay clamps the offset as it draws.
                state.helpOffset = max(0, state.helpOffset + Self.distance(command, count: count, page: 3))
            case .first: state.helpOffset = 0
            case .last: state.helpOffset = Int.max / 2
            case .quit: return .quit
            case .redraw: return .redraw
            default: break
            }
            return nil
        }
        state.message = ""
        switch command {
        case .quit: return .quit
        case .redraw: return .redraw
        case .suspend: return .suspend
        case .help:
            state.showsHelp = true
            state.helpOffset = 0
        case .inspect: openInspector()
        case .back: back()
        case .up, .down, .halfPageUp, .halfPageDown, .pageUp, .pageDown, .first, .last: move(command, count: count)
        case .nextPane: switchPane(by: 1)
        case .previousPane: switchPane(by: -1)
        case .nextPart: selectPart(by: count ?? 1)
        case .previousPart: selectPart(by: -(count ?? 1))
        case .nextMatch: moveMatch(by: count ?? 1)
        case .previousMatch: moveMatch(by: -(count ?? 1))
        case .open:
            var opened = true
            navigate { opened = openSelected() }
            // A row that opens no screen opens its web page, as `o` does.
            if !opened { return openInBrowser() }
        case .refresh: start(state.pane?.refresh())
        case .filter: openFilter()
        case .openInBrowser: return openInBrowser()
        case .copyURL:
            // A part's own text (a commenter's e-mail) is the data shown, so the demo copies it too.
            if let part = state.selectedPart, let text = part.copiedText {
                return .copyText(text, noun: part.copiedNoun)
            }
            // The same page `o` refuses: the demo profile's address does not exist on GitHub.
            guard !state.isDemo else {
                state.message = Self.noWebPageToCopyInDemo
                return nil
            }
            return state.currentURL.map(ShellEffect.copy)
        }
        return nil
    }

    /// Handles `key` in the filter input; false when the input ignores it, so it acts as a command.
    private func handleFilter(_ key: Key) -> Bool {
        guard var input = state.filterInput else { return false }
        switch input.handle(key) {
        case .ignored:
            // A character the line has no room for is dropped, never taken for a command (`q` would quit).
            if case .character = key { return true }
            return false
        case .changed:
            state.filterInput = input
            applyFilter(input.text)
        case .submitted:
            state.filterInput = nil
        case .cancelled:
            state.filterInput = nil
            applyFilter("")
        }
        return true
    }

    /// Handles `key` in a search's line; false when the line ignores it, so it acts as a command. Enter opens the
    /// search of the text typed (nothing for white space only), Esc closes the line.
    private func handleSearch(_ key: Key) -> Bool {
        guard var input = state.searchInput else { return false }
        switch input.line.handle(key) {
        case .ignored:
            // A character the line has no room for is dropped, never taken for a command (`q` would quit).
            if case .character = key { return true }
            return false
        case .changed:
            state.searchInput = input
        case .submitted:
            state.searchInput = nil
            if let route = input.search.route(input.line.text) { navigate { show(route) } }
        case .cancelled:
            state.searchInput = nil
        }
        return true
    }

    /// `/`: the list's filter, or on a text (a profile, a post) the search of its text.
    private func openFilter() {
        if state.pane is any TextPane {
            state.textSearchInput = LineInput(text: "")
            return
        }
        guard let filter = state.listPane?.filter else { return }
        state.filterInput = LineInput(text: filter)
    }

    /// Back one screen; on a filtered list, Esc first clears the filter.
    private func back() {
        if let filter = state.listPane?.filter, !filter.isEmpty { return applyFilter("") }
        navigate { goBack() }
    }

    /// Opens the selected row of a list, or the route of the selected part of a text; false when the list's rows
    /// open no screen.
    func openSelected() -> Bool {
        if let route = state.selectedPart?.route {
            show(route)
            return true
        }
        guard let current = state.current, let list = current.pane as? any ListPane,
            let index = current.list.selected
        else { return true }
        return list.open(at: index)
    }

    /// Moves the selection among the text's parts by `step` (Tab, Shift-Tab), stopping at the first and the last,
    /// and scrolls the next frame so that the part shows; nothing on a screen without parts.
    private func selectPart(by step: Int) {
        guard var current = state.current, let text = current.pane as? any TextPane else { return }
        let parts = text.parts
        guard !parts.isEmpty else { return }
        current.list.moveSelection(by: step, itemCount: parts.count)
        current.scroll.highlight(current.list.selected.map { parts[min($0, parts.count - 1)].paragraph })
        state.current = current
    }

    /// The web page of the profile, post or row shown, unless the data is the demo's.
    func openInBrowser() -> ShellEffect? {
        // The page is the real one on GitHub or JSONPlaceholder, not the demo data shown (as `--web` says).
        guard !state.isDemo else {
            state.message = Self.noWebPageInDemo
            return nil
        }
        return state.currentURL.map(ShellEffect.openInBrowser)
    }

    private func move(_ command: KeyCommand, count: Int?) {
        defer { rememberSelection() }
        guard var current = state.current else { return }
        let height = state.pageHeight
        switch current.pane {
        case let list as any ListPane:
            let jump = Self.jump(for: command, count: count, in: list)
            if let (jump, landing) = jump, landing != .last {
                // `gg` and `10G` land where the rows held do not reach: the selection moves once they are there.
                return land(jump, on: current.route, at: landing)
            }
            Self.move(&current.list, command, count: count, rows: list.itemCount, page: height)
            if let count, command == .first || command == .last, let before = list.itemsBefore, before > 0 {
                // `10G` numbers rows in the whole list: the window holds that row (no jump was needed), or no page
                // can be named for it and the nearest row held is selected.
                current.list.selected = list.itemCount > 0 ? min(max(0, count - 1 - before), list.itemCount - 1) : nil
            }
            state.current = current
            let load = current.list.selected.flatMap { list.loadMore(near: $0) }
            if let (jump, landing) = jump {
                // `G` goes to the last row held at once, loading on from there, and again to the last row once the
                // window has jumped to the end of what is stored (a jump cancels that load when it lands).
                land(jump, on: current.route, at: landing, alongside: load)
            } else if let load {
                start(load)
            }
        case is any TextPane:
            Self.scroll(&current.scroll, command, count: count, page: height)
            state.current = current
        default:
            break
        }
    }

    /// The rows or lines `command` moves by, `count` times (once without a count); a half page is at least one.
    private static func distance(_ command: KeyCommand, count: Int?, page: Int) -> Int {
        let times = max(1, count ?? 1)
        let (product, overflow): (Int, Bool) =
            switch command {
            case .up: (-times, false)
            case .down: (times, false)
            case .halfPageUp: (-max(1, page / 2)).multipliedReportingOverflow(by: times)
            case .halfPageDown: max(1, page / 2).multipliedReportingOverflow(by: times)
            case .pageUp: (-page).multipliedReportingOverflow(by: times)
            case .pageDown: page.multipliedReportingOverflow(by: times)
            default: (0, false)
            }
        return overflow ? (product < 0 ? Int.max : Int.min) : product
    }

    /// The jump `command` needs on a list that holds a window of pages, and where the selection then lands: `gg`
    /// to the list's first page when the window starts past it, `G` to the end of what is stored beyond the
    /// window, `10G` to the page that starts with row 10 when the window does not hold it. `nil` when the rows
    /// held are enough: the selection moves at once.
    private static func jump(for command: KeyCommand, count: Int?, in list: any ListPane) -> (
        Task<Void, Never>, ListLanding
    )? {
        guard command == .first || command == .last else { return nil }
        if let count {
            return list.jump(toRow: count - 1).map { ($0, .row(count - 1)) }
        }
        if command == .first {
            return list.jumpToStart().map { ($0, .row(0)) }
        }
        return list.jumpToEnd().map { ($0, .last) }
    }

    private static func move(_ list: inout ListSelection, _ command: KeyCommand, count: Int?, rows: Int, page: Int) {
        switch command {
        case .first, .last:
            // With a count, `10G` and `10gg` go to row 10 (the last there is, when fewer are loaded).
            if let count {
                list.selected = rows > 0 ? min(count, rows) - 1 : nil
            } else if command == .first {
                list.selectFirst(itemCount: rows)
            } else {
                list.selectLast(itemCount: rows)
            }
        default:
            list.moveSelection(by: distance(command, count: count, page: page), itemCount: rows)
        }
    }

    private static func scroll(_ text: inout TextScrollState, _ command: KeyCommand, count: Int?, page: Int) {
        switch command {
        case .first, .last:
            if let count {
                text.offset = count - 1
            } else if command == .first {
                text.offset = 0
            } else {
                // The text's own area, as last laid out, is what the bottom depends on, not the content height.
                text.scrollToBottom()
            }
        default:
            text.scroll(by: distance(command, count: count, page: page))
        }
    }
}

@MainActor
extension ShellState {
    /// The profile or post the screen shows or has selected, as a web address.
    public var currentURL: URL? {
        pane?.webURL(selected: stack.last?.list.selected)
    }

    /// The selected part of the text shown (the first until Tab moves the selection), or `nil` on a screen
    /// without parts.
    public var selectedPart: TextPart? {
        guard let current = stack.last, let text = current.pane as? any TextPane else { return nil }
        let parts = text.parts
        guard !parts.isEmpty else { return nil }
        return parts[min(max(current.list.selected ?? 0, 0), parts.count - 1)]
    }
}
