import Domain
import Foundation
import Presentation
import TerminalUI

extension AppShell {
    /// Applies `key`: moves, opens, goes back, refreshes, filters or toggles help; returns what the loop must do
    /// beyond drawing the next frame. The open filter input takes printable keys first; Ctrl-C always quits.
    func handle(_ key: Key) -> ShellEffect? {
        if key == .control("c") { return .quit }
        if key == .control("z") { return .suspend }
        if filterInput != nil, handleFilter(key) { return nil }
        guard let command = KeyCommand(key: key) else { return nil }
        if showsInspector { return handleInInspector(command) }
        if showsHelp {
            switch command {
            case .help, .back: showsHelp = false
            case .quit: return .quit
            case .redraw: return .redraw
            default: break
            }
            return nil
        }
        message = ""
        switch command {
        case .quit: return .quit
        case .redraw: return .redraw
        case .suspend: return .suspend
        case .help: showsHelp = true
        case .inspect: openInspector()
        case .back: back()
        case .up, .down, .pageUp, .pageDown, .first, .last: move(command)
        case .open: navigate { openSelected() }
        case .refresh: refresh()
        case .filter: openFilter()
        case .openInBrowser:
            // The page is the real one on GitHub or JSONPlaceholder, not the demo data shown (as `--web` says).
            guard !builder.status.isDemo else {
                message = Self.noWebPageInDemo
                return nil
            }
            return currentURL.map(ShellEffect.openInBrowser)
        case .copyURL:
            // The same page `o` refuses: the demo profile's address does not exist on GitHub.
            guard !builder.status.isDemo else {
                message = Self.noWebPageToCopyInDemo
                return nil
            }
            return currentURL.map(ShellEffect.copy)
        }
        return nil
    }

    /// What `o` says with the demo data instead of opening a page.
    static let noWebPageInDemo = "demo data has no web page; o opens pages without --demo"

    /// What `y` says with the demo data instead of copying an address.
    static let noWebPageToCopyInDemo = "demo data has no web page; y copies addresses without --demo"

    /// The profile or post the screen shows or has selected, as a web address.
    var currentURL: URL? {
        shellScreen?.webURL(selected: views[list: top].selected)
    }

    /// Handles `key` in the filter input; false when the input ignores it, so it acts as a command.
    private func handleFilter(_ key: Key) -> Bool {
        guard var input = filterInput else { return false }
        switch input.handle(key) {
        case .ignored:
            return false
        case .changed:
            filterInput = input
            applyFilter(input.text)
        case .submitted:
            filterInput = nil
        case .cancelled:
            filterInput = nil
            applyFilter("")
        }
        return true
    }

    private func openFilter() {
        guard let filter = (shellScreen as? any ShellListScreen)?.filter else { return }
        filterInput = LineInput(text: filter)
    }

    /// Back one screen; on a filtered list, Esc first clears the filter.
    private func back() {
        if let filter = (shellScreen as? any ShellListScreen)?.filter, !filter.isEmpty { return applyFilter("") }
        navigate { coordinator.back() }
    }

    /// Runs `change`; when the screen shown changed, forgets the views of closed screens and starts the new
    /// screen's load.
    private func navigate(_ change: () -> Void) {
        let before = routes.stack
        change()
        guard routes.stack != before else { return }
        filterInput = nil
        views.keep(only: routes.stack)
        memory.rememberRoute(top)
        appearOnTop()
    }

    /// Opens the selected row of a list; on a screen of text, the route another feature adds to it, if any.
    private func openSelected() {
        switch shellScreen {
        case let list as any ShellListScreen:
            if let index = views[list: top].selected { list.open(at: index) }
        case is any ShellTextScreen:
            if let related = relatedRoute { coordinator.show(related.route) }
        default:
            break
        }
    }

    private func refresh() {
        guard let shellScreen else { return }
        pendingLoad = shellScreen.refresh()
    }

    private func move(_ command: KeyCommand) {
        defer { rememberSelection() }
        let route = top
        switch shellScreen {
        case let list as any ShellListScreen:
            move(&views[list: route], command, count: list.itemCount)
            if let index = views[list: route].selected, let load = list.loadMore(near: index) {
                pendingLoad = load
            }
        case is any ShellTextScreen:
            scroll(&views[text: route], command)
        default:
            break
        }
    }

    private func move(_ list: inout TerminalUI.ListState, _ command: KeyCommand, count: Int) {
        switch command {
        case .up: list.moveSelection(by: -1, itemCount: count)
        case .down: list.moveSelection(by: 1, itemCount: count)
        case .pageUp: list.moveSelection(by: -pageHeight, itemCount: count)
        case .pageDown: list.moveSelection(by: pageHeight, itemCount: count)
        case .first: list.selectFirst(itemCount: count)
        case .last: list.selectLast(itemCount: count)
        default: break
        }
    }

    private func scroll(_ text: inout TextScrollState, _ command: KeyCommand) {
        switch command {
        case .up: text.scroll(by: -1)
        case .down: text.scroll(by: 1)
        case .pageUp: text.scroll(by: -pageHeight)
        case .pageDown: text.scroll(by: pageHeight)
        case .first: text.offset = 0
        // The text's own area, as last drawn, is what the bottom depends on, not the shell's content height.
        case .last: text.scrollToBottom()
        default: break
        }
    }
}
