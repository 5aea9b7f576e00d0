import Domain
import Synchronization

/// An ``AppStateStore`` that starts with a given state and records every save, in order.
final class RecordingAppStateStore: AppStateStore {
    /// One save the shell asked for.
    enum Call: Sendable, Equatable {
        case route(String?)
        case selection(String?, list: String)
    }

    private let initial: AppState
    private let recorded = Mutex<[Call]>([])

    /// A store that loads `initial`.
    init(initial: AppState = AppState()) {
        self.initial = initial
    }

    /// The saves so far.
    var calls: [Call] { recorded.withLock { $0 } }

    func load() async throws(DomainError) -> AppState { initial }

    func saveRoute(_ route: String?) async throws(DomainError) {
        recorded.withLock { $0.append(.route(route)) }
    }

    func saveSelection(_ itemID: String?, inList list: String) async throws(DomainError) {
        recorded.withLock { $0.append(.selection(itemID, list: list)) }
    }
}
