import Domain
import Presentation

/// What the shell remembers between runs, through Domain's ``AppStateStore``: the route shown and each list's
/// selected row.
///
/// Saving never makes the shell wait: each save runs in a task, after the one before it, so the store sees them
/// in order. The selections remembered at start wait here until their list has loaded the item.
@MainActor
final class ShellMemory {
    /// Where the state is kept; `nil` remembers nothing.
    private let store: (any AppStateStore)?
    /// Each list's remembered item id, until the list has loaded that item or the person moves.
    private(set) var pendingSelections: [String: String]
    private var savedRoute: String?
    private var savedSelections: [String: String]
    /// The last save started; the app waits for it only when it quits.
    private(set) var lastSave: Task<Void, Never>?

    /// A memory over `store`, holding `remembered` (what the store had at start).
    init(store: (any AppStateStore)? = nil, remembered: AppState = AppState()) {
        self.store = store
        pendingSelections = remembered.selections
        savedRoute = remembered.route
        savedSelections = remembered.selections
    }

    /// Saves `route` as the route shown, unless it is the one saved last.
    func rememberRoute(_ route: Route) {
        let text = route.rememberedText
        guard let store, text != savedRoute else { return }
        savedRoute = text
        enqueue { try? await store.saveRoute(text) }
    }

    /// Saves `itemID` as the selection of `list`, unless it is the one saved last; the person chose it, so a
    /// selection remembered at start no longer applies.
    func rememberSelection(_ itemID: String?, inList list: String) {
        pendingSelections[list] = nil
        guard let store, itemID != savedSelections[list] else { return }
        savedSelections[list] = itemID
        enqueue { try? await store.saveSelection(itemID, inList: list) }
    }

    /// The item id remembered for `list` and not yet restored; forgets it, as it is being restored.
    func takePendingSelection(of list: String) -> String? {
        pendingSelections.removeValue(forKey: list)
    }

    /// Waits for every save started so far.
    func flush() async {
        await lastSave?.value
    }

    private func enqueue(_ save: @escaping @Sendable () async -> Void) {
        let previous = lastSave
        lastSave = Task {
            await previous?.value
            await save()
        }
    }
}
