import Domain
import Persistence

/// `AppStateStore` over the cache database's `app_state` table (``AppStateSchema``).
///
/// The store must have been opened with ``FeatureMigrations/all``. With `ignoresStoredState` (the
/// `--fresh-start` flag) ``load()`` answers an empty state whatever is stored; saving still works, so the run
/// is remembered for the next one.
public struct SQLiteAppStateStore: AppStateStore {
    private let store: SQLiteCacheStore
    private let ignoresStoredState: Bool

    /// A state store in `store`'s database; `ignoresStoredState` makes ``load()`` answer an empty state.
    public init(store: SQLiteCacheStore, ignoresStoredState: Bool = false) {
        self.store = store
        self.ignoresStoredState = ignoresStoredState
    }

    /// The remembered route and selections; rows whose values are not text are left out.
    public func load() async throws(DomainError) -> AppState {
        guard !ignoresStoredState else { return AppState() }
        do {
            let rows = try await store.read { reader in
                try Row.fetchAll(reader, sql: "SELECT name, value FROM app_state ORDER BY name").compactMap { row in
                    (try? row.value("name", as: String.self)).flatMap { name in
                        (try? row.value("value", as: String.self)).map { (name, $0) }
                    }
                }
            }
            var state = AppState()
            for (name, value) in rows {
                if name == AppStateSchema.routeName {
                    state.route = value
                } else if name.hasPrefix(AppStateSchema.selectionPrefix) {
                    state.selections[String(name.dropFirst(AppStateSchema.selectionPrefix.count))] = value
                }
            }
            return state
        } catch {
            throw DomainErrorMapping.domainError(for: error)
        }
    }

    /// Remembers `route`; `nil` forgets it.
    public func saveRoute(_ route: String?) async throws(DomainError) {
        try await save(route, name: AppStateSchema.routeName)
    }

    /// Remembers `itemID` for `list`; `nil` forgets it.
    public func saveSelection(_ itemID: String?, inList list: String) async throws(DomainError) {
        try await save(itemID, name: AppStateSchema.selectionPrefix + list)
    }

    private func save(_ value: String?, name: String) async throws(DomainError) {
        do {
            try await store.write { writer in
                if let value {
                    try writer.execute(
                        sql: "INSERT INTO app_state (name, value) VALUES (?, ?) "
                            + "ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                        arguments: [name, value])
                } else {
                    try writer.execute(sql: "DELETE FROM app_state WHERE name = ?", arguments: [name])
                }
            }
        } catch {
            throw DomainErrorMapping.domainError(for: error)
        }
    }
}
