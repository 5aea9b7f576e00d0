import Presentation

extension AppShell {
    /// Selects the remembered row of the list shown, once the list has loaded that item.
    func restoreSelection() {
        guard let list = listScreen?.selectionName, let itemID = memory.pendingSelections[list] else { return }
        guard let index = visibleItemIDs.firstIndex(of: itemID) else { return }
        _ = memory.takePendingSelection(of: list)
        views[list: top].selected = index
    }

    /// Saves the selected row of the list shown, as the person moved it.
    func rememberSelection() {
        guard let list = listScreen?.selectionName else { return }
        let index = views[list: top].selected
        let ids = visibleItemIDs
        memory.rememberSelection(index.flatMap { ids.indices.contains($0) ? ids[$0] : nil }, inList: list)
    }

    /// The ids the list shown keeps selections by (users' logins, posts' numbers); empty off a list.
    private var visibleItemIDs: [String] {
        listScreen?.itemIDs ?? []
    }

    /// The screen shown when it is a list.
    private var listScreen: (any ShellListScreen)? {
        shellScreen as? any ShellListScreen
    }
}
