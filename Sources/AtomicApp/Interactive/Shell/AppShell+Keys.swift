import Domain
import Foundation
import Presentation
import TerminalUI

extension AppShell {
    /// Applies `key`: moves, opens, goes back, refreshes, filters or toggles help; returns what the loop must do
    /// beyond drawing the next frame. The open filter input takes printable keys first; Ctrl-C always quits.
    func handle(_ key: Key) -> ShellEffect? {
        if key == .control("c") { return .quit }
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
        case .help: showsHelp = true
        case .inspect: openInspector()
        case .back: back()
        case .up, .down, .pageUp, .pageDown, .first, .last: move(command)
        case .open: navigate { openSelected() }
        case .refresh: refresh()
        case .filter: openFilter()
        case .openInBrowser: return currentURL.map(ShellEffect.openInBrowser)
        case .copyURL: return currentURL.map(ShellEffect.copy)
        }
        return nil
    }

    /// The profile or post the screen shows or has selected, as a web address.
    var currentURL: URL? {
        switch screen {
        case .usersList(let model)?:
            guard let user = selected(in: model.state.visibleItems) else { return nil }
            return ShellLinks.web(user.profileURL) ?? links.profile(login: user.login)
        case .userDetail(let model)?:
            return ShellLinks.web(model.state.value?.profileURL) ?? links.profile(login: model.login)
        case .postsList(let model)?:
            return selected(in: model.state.visibleItems).map { links.post(id: $0.id) }
        case .postDetail(let model)?:
            return links.post(id: model.id)
        case .home?, nil:
            return nil
        }
    }

    private func selected<Item>(in items: [Item]) -> Item? {
        guard let index = views[list: top].selected, items.indices.contains(index) else { return nil }
        return items[index]
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
        switch screen {
        case .usersList(let model)?: filterInput = LineInput(text: model.state.filter)
        case .postsList(let model)?: filterInput = LineInput(text: model.state.filter)
        default: break
        }
    }

    private func applyFilter(_ text: String) {
        switch screen {
        case .usersList(let model)?: model.filter(text)
        case .postsList(let model)?: model.filter(text)
        default: return
        }
        views[list: top].selectFirst(itemCount: 1)
    }

    /// Back one screen; on a filtered list, Esc first clears the filter.
    private func back() {
        switch screen {
        case .usersList(let model)? where !model.state.filter.isEmpty: return applyFilter("")
        case .postsList(let model)? where !model.state.filter.isEmpty: return applyFilter("")
        default: navigate { coordinator.back() }
        }
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

    private func openSelected() {
        switch screen {
        case .home(let model)?:
            if let feature = HomeScreenView(state: model.state).feature(at: views[list: top].selected) {
                model.select(feature)
            }
        case .usersList(let model)?:
            if let user = selected(in: model.state.visibleItems) { model.select(user) }
        case .postsList(let model)?:
            if let post = selected(in: model.state.visibleItems) { model.select(post) }
        case .userDetail?, .postDetail?, nil:
            break
        }
    }

    private func refresh() {
        switch screen {
        case .home(let model)?: pendingLoad = model.refresh()
        case .usersList(let model)?: pendingLoad = model.retry() ?? model.refresh()
        case .userDetail(let model)?: pendingLoad = model.retry() ?? model.refresh()
        case .postsList(let model)?: pendingLoad = model.retry() ?? model.refresh()
        case .postDetail(let model)?: pendingLoad = model.retry() ?? model.refresh()
        case nil: break
        }
    }

    private func move(_ command: KeyCommand) {
        defer { rememberSelection() }
        let route = top
        switch screen {
        case .home(let model)?:
            move(&views[list: route], command, count: model.state.features.count)
        case .usersList(let model)?:
            let items = model.state.visibleItems
            move(&views[list: route], command, count: items.count)
            if let user = selected(in: items), let load = model.loadMoreIfNeeded(currentItem: user) {
                pendingLoad = load
            }
        case .postsList(let model)?:
            let items = model.state.visibleItems
            move(&views[list: route], command, count: items.count)
            if let post = selected(in: items), let load = model.loadMoreIfNeeded(currentItem: post) {
                pendingLoad = load
            }
        case .userDetail?, .postDetail?:
            scroll(&views[text: route], command)
        case nil:
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
        case .last: text.offset = max(0, text.lineCount - pageHeight)
        default: break
        }
    }
}
