import Foundation
import Presentation

extension AppShell {
    /// The least time between two writes of a list's selection: 1 second.
    public static let selectionSaveInterval: TimeInterval = 1

    /// Puts the selection of the list shown on its item: the one remembered from an earlier run, once the list has
    /// loaded it; else the item the selection was last put on, wherever the rows now have it (a refresh merged rows
    /// in, a filter was typed or cleared). An item not among the rows shown leaves the selection where it is.
    func restoreSelection() {
        guard var current = state.current, let list = current.listPane else { return }
        if let name = list.selectionName, let itemID = state.place.pendingSelections[name] {
            guard let index = list.index(ofItemID: itemID) else { return }
            state.place.pendingSelections[name] = nil
            current.anchor = itemID
            current.list.selected = index
            state.current = current
            return
        }
        // The selection on its item already (each key of a held arrow) is found without looking through the rows.
        guard let anchor = current.anchor, current.list.selected.flatMap(list.itemID(at:)) != anchor,
            let index = list.index(ofItemID: anchor), current.list.selected != index
        else { return }
        // The rows around the item moved with it (a window let go of its first pages, a refresh merged rows in):
        // the list scrolls by as much, so that what is on the screen stays where it was.
        if let old = current.list.selected { current.list.offset = max(0, current.list.offset + index - old) }
        current.list.selected = index
        state.current = current
    }

    /// Waits for `jump` (a list's window moving, started by a key) as the shell's pending load, then sends
    /// ``ShellAction/listJumped(_:_:)`` for the list on `route`; the pending load also waits for `load`, which runs
    /// meanwhile.
    func land(
        _ jump: Task<Void, Never>, on route: Route, at landing: ListLanding, alongside load: Task<Void, Never>? = nil
    ) {
        start(
            Task { [weak self] in
                await jump.value
                self?.deliver(.listJumped(route, landing))
                await load?.value
            })
    }

    /// Puts the selection of the list shown where `landing` says, when it is still the list on `route` that
    /// jumped, remembers it, and loads on from there when it is near an end of the rows held. A landing on the last
    /// row leaves the selection alone while its row is still held: the window did not move (nothing was stored
    /// past it), and the selection went to the last row when the key was pressed. A landing on a row the rows held
    /// do not include (the jump failed, or found no such row) leaves the selection alone too.
    func land(on route: Route, at landing: ListLanding) {
        guard var current = state.current, current.route == route, let list = current.listPane else { return }
        if landing == .last, let anchor = current.anchor, list.index(ofItemID: anchor) != nil { return }
        let rows = list.itemCount
        switch landing {
        case .last:
            current.list.selectLast(itemCount: rows)
        case .row(let row):
            guard let before = list.itemsBefore, (0..<rows).contains(row - before) else { return }
            current.list.selected = row - before
        }
        state.current = current
        rememberSelection()
        if let index = current.list.selected, let load = list.loadMore(near: index) { start(load) }
    }

    /// Saves the selected row of the list shown, as the person moved it: the selection now follows that item, a
    /// remembered one still being looked for no longer matters, and the next run selects it again.
    ///
    /// A selection is written at most once per ``AppShell/selectionSaveInterval`` (by the shell's clock): one made
    /// sooner waits, and is written when the wait is over, when the screen changes or at quit, whichever comes
    /// first; holding a key down through a list writes twice, not once per row.
    func rememberSelection() {
        guard var current = state.current, let list = current.listPane else { return }
        let itemID = state.selectedItemID
        current.anchor = itemID
        state.current = current
        list.stopRevealing()
        guard let name = list.selectionName, let save = state.place.remember(selection: itemID, inList: name) else {
            return
        }
        let elapsed = state.place.lastSelectionSave.map { state.now.timeIntervalSince($0) }
        if let elapsed, elapsed >= 0, elapsed < Self.selectionSaveInterval {
            state.place.unsavedSelections[name] = .some(itemID)
            scheduleSelectionSave(after: Self.selectionSaveInterval - elapsed)
        } else {
            state.place.unsavedSelections[name] = nil
            state.place.lastSelectionSave = state.now
            self.save(save)
        }
    }

    /// Writes the selections that wait (``RememberedPlace/unsavedSelections``), in the order of their lists' names.
    func saveUnsavedSelections() {
        let waiting = state.place.unsavedSelections.sorted { $0.key < $1.key }
        guard !waiting.isEmpty else { return }
        state.place.unsavedSelections = [:]
        state.place.lastSelectionSave = state.now
        for (list, itemID) in waiting {
            save(.selection(itemID, list: list))
        }
    }

    /// Has ``ShellAction/selectionSaveDue`` arrive in `seconds`, unless it is on its way already.
    private func scheduleSelectionSave(after seconds: TimeInterval) {
        guard !state.place.selectionSaveScheduled else { return }
        state.place.selectionSaveScheduled = true
        Task { [weak self] in
            try? await Task.sleep(for: .seconds(seconds))
            self?.deliver(.selectionSaveDue)
        }
    }

    /// Starts loading the list shown until it holds the item remembered for it from an earlier run, however deep;
    /// the load is the shell's pending one. Nothing when no item is remembered or the list has it already.
    func revealRememberedSelection() {
        guard let list = state.listPane, let name = list.selectionName,
            let itemID = state.place.pendingSelections[name], let reveal = list.reveal(itemID)
        else { return }
        start(reveal)
    }

    /// Filters the list shown by `text`; the selection stays on its item when the item still shows (typing a
    /// filter it matches, clearing the filter), else it goes to the first row. The item is kept, so that clearing
    /// the filter goes back to it.
    func applyFilter(_ text: String) {
        guard var current = state.current, let list = current.listPane, list.filter != nil else { return }
        if current.anchor == nil, let index = current.list.selected {
            let ids = list.itemIDs
            if ids.indices.contains(index) { current.anchor = ids[index] }
        }
        list.applyFilter(text)
        if let anchor = current.anchor, let index = list.itemIDs.firstIndex(of: anchor) {
            current.list.selected = index
        } else {
            current.list.selectFirst(itemCount: 1)
        }
        state.current = current
    }
}
