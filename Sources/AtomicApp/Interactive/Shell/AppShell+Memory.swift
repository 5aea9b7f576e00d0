import Presentation

extension AppShell {
    /// Puts the selection of the list shown on its item: the one remembered from an earlier run, once the list has
    /// loaded it; else the item the selection was last put on, wherever the rows now have it (a refresh merged rows
    /// in, a filter was typed or cleared). An item not among the rows shown leaves the selection where it is.
    func restoreSelection() {
        guard let list = listScreen else { return }
        let route = top
        let ids = list.itemIDs
        if let name = list.selectionName, let itemID = memory.pendingSelections[name] {
            guard let index = ids.firstIndex(of: itemID) else { return }
            _ = memory.takePendingSelection(of: name)
            views[anchor: route] = itemID
            views[list: route].selected = index
            return
        }
        guard let anchor = views[anchor: route], let index = ids.firstIndex(of: anchor),
            views[list: route].selected != index
        else { return }
        views[list: route].selected = index
    }

    /// Saves the selected row of the list shown, as the person moved it: the selection now follows that item, a
    /// remembered one still being looked for no longer matters, and the next run selects it again.
    func rememberSelection() {
        guard let list = listScreen else { return }
        let index = views[list: top].selected
        let ids = list.itemIDs
        let itemID = index.flatMap { ids.indices.contains($0) ? ids[$0] : nil }
        views[anchor: top] = itemID
        list.stopRevealing()
        guard let name = list.selectionName else { return }
        memory.rememberSelection(itemID, inList: name)
    }

    /// Starts loading the list shown until it holds the item remembered for it from an earlier run, however deep;
    /// the load is the shell's pending one. Nothing when no item is remembered or the list has it already.
    func revealRememberedSelection() {
        guard let list = listScreen, let name = list.selectionName, let itemID = memory.pendingSelections[name],
            let reveal = list.reveal(itemID)
        else { return }
        pendingLoad = reveal
    }

    /// Filters the list shown by `text`; the selection stays on its item when the item still shows (typing a
    /// filter it matches, clearing the filter), else it goes to the first row. The item is kept, so that clearing
    /// the filter goes back to it.
    func applyFilter(_ text: String) {
        guard let list = listScreen, list.filter != nil else { return }
        let route = top
        if views[anchor: route] == nil, let index = views[list: route].selected, list.itemIDs.indices.contains(index) {
            views[anchor: route] = list.itemIDs[index]
        }
        list.applyFilter(text)
        if let anchor = views[anchor: route], let index = list.itemIDs.firstIndex(of: anchor) {
            views[list: route].selected = index
        } else {
            views[list: route].selectFirst(itemCount: 1)
        }
    }

    /// The screen shown when it is a list.
    private var listScreen: (any ShellListScreen)? {
        shellScreen as? any ShellListScreen
    }
}
