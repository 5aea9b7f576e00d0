import Domain
import Foundation
import Persistence
import Testing

@testable import Data

@Suite("SQLiteAppStateStore")
struct SQLiteAppStateStoreTests {
    private static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("app-state-\(UUID().uuidString).sqlite").path
    }

    private static func remove(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    @Test("the route and each list's selection come back after the database is closed and opened again")
    func survivesReopening() async throws {
        let path = Self.temporaryPath()
        defer { Self.remove(path) }
        let first = try await SQLiteCacheStore.open(path: path, featureMigrations: FeatureMigrations.all)
        let saving = SQLiteAppStateStore(store: first)
        try await saving.saveRoute(#"{"user":{"login":"octocat"}}"#)
        try await saving.saveSelection("583231", inList: "users")
        try await saving.saveSelection("3", inList: "posts")
        await first.close()

        let second = try await SQLiteCacheStore.open(path: path, featureMigrations: FeatureMigrations.all)
        let state = try await SQLiteAppStateStore(store: second).load()
        await second.close()

        #expect(
            state
                == AppState(
                    route: #"{"user":{"login":"octocat"}}"#, selections: ["users": "583231", "posts": "3"]))
    }

    @Test("saving replaces, nil forgets, and an empty database remembers nothing")
    func replaceAndForget() async throws {
        let store = SQLiteAppStateStore(
            store: try await SQLiteCacheStore.inMemory(featureMigrations: FeatureMigrations.all))
        #expect(try await store.load().isEmpty)

        try await store.saveRoute("home")
        try await store.saveRoute("posts")
        try await store.saveSelection("1", inList: "posts")
        try await store.saveSelection("2", inList: "posts")
        #expect(try await store.load() == AppState(route: "posts", selections: ["posts": "2"]))

        try await store.saveRoute(nil)
        try await store.saveSelection(nil, inList: "posts")
        #expect(try await store.load().isEmpty)
    }

    @Test("a fresh start ignores what is stored, yet still remembers what it saves")
    func freshStartIgnoresStored() async throws {
        let cache = try await SQLiteCacheStore.inMemory(featureMigrations: FeatureMigrations.all)
        try await SQLiteAppStateStore(store: cache).saveRoute("posts")

        let freshStart = SQLiteAppStateStore(store: cache, ignoresStoredState: true)
        #expect(try await freshStart.load().isEmpty)
        try await freshStart.saveRoute("home")

        #expect(try await SQLiteAppStateStore(store: cache).load().route == "home")
    }

    @Test("a database without the table is a storage error, not a crash")
    func missingTableIsStorageError() async throws {
        let store = SQLiteAppStateStore(store: try await SQLiteCacheStore.inMemory())
        await #expect {
            try await store.load()
        } throws: { error in
            if case .storage = error as? DomainError { return true }
            return false
        }
    }
}
