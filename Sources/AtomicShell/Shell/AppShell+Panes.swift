import Presentation

extension AppShell {
    /// The features' top screens, in home's order: the panes `Tab`, `Shift-Tab` and `Alt-1`… go to.
    var paneRoutes: [Route] { builder.homeEntries.map(\.route) }

    /// `Tab` and `Shift-Tab`: the feature's top screen `step` after the one shown (from home, the first or the
    /// last), wrapping around.
    func switchPane(by step: Int) {
        let tops = paneRoutes
        guard !tops.isEmpty else { return }
        let current = state.paneRoot.flatMap { tops.firstIndex(of: $0) } ?? (step > 0 ? -1 : tops.count)
        let next = ((current + step) % tops.count + tops.count) % tops.count
        switchPane(to: next)
    }

    /// `Alt-N`: the pane of the feature's top screen at `index` (from 0), where it was left, or opened afresh
    /// when it was not open; a message when there is no such pane.
    func switchPane(to index: Int) {
        let tops = paneRoutes
        guard tops.indices.contains(index) else {
            state.message = "no pane \(index + 1): Alt-1…\(tops.count) pick one"
            return
        }
        let target = tops[index]
        guard state.paneRoot != target else { return }
        state.filterInput = nil
        state.searchInput = nil
        state.textSearchInput = nil
        let left = state.activePane
        if let open = state.panes.indices.first(where: { ShellState.root(of: state.panes[$0]) == target }) {
            state.activePane = open
        } else {
            openPane(target)
        }
        // A pane left on home alone is not kept: home is one key away in every pane.
        if ShellState.root(of: state.panes[left]) == nil { closeOtherPanes(withRoot: nil) }
        state.message = "\(ShellState.title(of: target)) · pane \(index + 1) of \(tops.count)"
        save(state.place.remember(route: state.top))
        appearOnTop()
    }
}
