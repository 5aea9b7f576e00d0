import AtomicCore
import AtomicLogger
import Foundation
import Testing

@testable import Persistence

private let start = Date(timeIntervalSince1970: 1_767_225_600)
private let bodyKey = CacheKey(rawValue: "GET https://api.github.com/users/octocat")
private let oldValidators = CacheValidators(etag: "\"old\"", lastModified: "Wed, 31 Dec 2025 00:00:00 GMT")
private let newValidators = CacheValidators(etag: "\"new\"")

/// One row of the policy table for raw-body caching.
struct BodyScenario: Sendable, CustomTestStringConvertible {
    enum Expected: Sendable {
        /// An answer with this body and freshness; `refetched` says whether `fetchedAt` moved to now.
        case answer(body: String, freshness: CacheFreshness, refetched: Bool, carriesError: Bool)
        case networkError
        case notCached
        case notModifiedWithoutCache
    }

    let testDescription: String
    /// How old the stored body is when the request is made; `nil` when nothing is stored.
    let storedAge: TimeInterval?
    let mode: CacheMode
    /// The server's answer; `nil` when the policy must not fetch.
    let outcome: FakeServer<Data>.Outcome?
    let expected: Expected
}

private let bodyScenarios: [BodyScenario] = [
    BodyScenario(
        testDescription: "fresh at 299 s: from the database, no network", storedAge: 299, mode: .online, outcome: nil,
        expected: .answer(body: "old", freshness: .fresh, refetched: false, carriesError: false)),
    BodyScenario(
        testDescription: "stale at 300 s, 304: fetch time moves", storedAge: 300, mode: .online, outcome: .notModified,
        expected: .answer(body: "old", freshness: .revalidated, refetched: true, carriesError: false)),
    BodyScenario(
        testDescription: "stale at 300 s, 200: body replaced", storedAge: 300, mode: .online,
        outcome: .modified(Data("new".utf8), newValidators),
        expected: .answer(body: "new", freshness: .fresh, refetched: true, carriesError: false)),
    BodyScenario(
        testDescription: "stale, network fails: stale answer with its age", storedAge: 720, mode: .online,
        outcome: .failure(FakeNetworkError(reason: "offline")),
        expected: .answer(body: "old", freshness: .stale(age: 720), refetched: false, carriesError: true)),
    BodyScenario(
        testDescription: "nothing stored, network fails: the error", storedAge: nil, mode: .online,
        outcome: .failure(FakeNetworkError(reason: "offline")), expected: .networkError),
    BodyScenario(
        testDescription: "nothing stored, 200: stored and fresh", storedAge: nil, mode: .online,
        outcome: .modified(Data("new".utf8), newValidators),
        expected: .answer(body: "new", freshness: .fresh, refetched: true, carriesError: false)),
    BodyScenario(
        testDescription: "nothing stored, 304: a typed error", storedAge: nil, mode: .online, outcome: .notModified,
        expected: .notModifiedWithoutCache),
    BodyScenario(
        testDescription: "offline, young: fresh without network", storedAge: 10, mode: .offline, outcome: nil,
        expected: .answer(body: "old", freshness: .fresh, refetched: false, carriesError: false)),
    BodyScenario(
        testDescription: "offline, old: stale without network", storedAge: 1_000, mode: .offline, outcome: nil,
        expected: .answer(body: "old", freshness: .stale(age: 1_000), refetched: false, carriesError: false)),
    BodyScenario(
        testDescription: "offline, nothing stored: not cached", storedAge: nil, mode: .offline, outcome: nil,
        expected: .notCached),
]

/// A titles table standing for a feature that keeps typed rows next to its cache entry.
private let titlesTable = Migration(
    version: 2, name: "create titles", sql: "CREATE TABLE titles (position INTEGER PRIMARY KEY, title TEXT NOT NULL);")
private let titlesKey = CacheKey(rawValue: "GET https://jsonplaceholder.typicode.com/posts")

@Sendable private func readTitles(_ reader: Database) throws -> [String]? {
    let titles = try Row.fetchAll(reader, sql: "SELECT title FROM titles ORDER BY position").map {
        try $0.value(at: 0, as: String.self)
    }
    return titles.isEmpty ? nil : titles
}

@Sendable private func saveTitles(_ writer: Database, _ titles: [String]) throws {
    try writer.execute(sql: "DELETE FROM titles")
    let insert = try writer.makeStatement(sql: "INSERT INTO titles (position, title) VALUES (?, ?)")
    for (position, title) in titles.enumerated() {
        try insert.execute(arguments: [position, title])
    }
}

/// A store holding `titles` for ``titlesKey``, fetched at `start` with ``oldValidators``.
private func storeWithTitles(_ titles: [String]) async throws -> SQLiteCacheStore {
    let store = try await SQLiteCacheStore.inMemory(featureMigrations: [titlesTable])
    try await store.write { writer in
        try saveTitles(writer, titles)
        try writer.saveCacheEntry(CacheEntry(key: titlesKey, fetchedAt: start, validators: oldValidators))
    }
    return store
}

@Suite struct CachePolicyTests {
    @Test(arguments: bodyScenarios)
    func rawBodyPolicy(_ scenario: BodyScenario) async throws {
        let store = try await SQLiteCacheStore.inMemory()
        let clock = TestClock(start: start)
        if let age = scenario.storedAge {
            let stored = CacheEntry(
                key: bodyKey, fetchedAt: start, validators: oldValidators, payload: Data("old".utf8))
            try await store.write { try $0.saveCacheEntry(stored) }
            clock.advance(by: age)
        }
        let server = FakeServer<Data>(scenario.outcome.map { [$0] } ?? [])
        let policy = CachePolicy(store: store, clock: clock, mode: scenario.mode)

        let result: Result<CachedAnswer<Data>, any Error>
        do {
            result = .success(try await policy.loadBody(key: bodyKey) { try await server.fetch($0) })
        } catch {
            result = .failure(error)
        }

        let expectedCalls =
            scenario.outcome == nil ? [] : [scenario.storedAge == nil ? CacheValidators() : oldValidators]
        #expect(server.calls == expectedCalls)
        let entry = try await store.entry(for: bodyKey)

        switch (scenario.expected, result) {
        case (.answer(let body, let freshness, let refetched, let carriesError), .success(let answer)):
            #expect(String(decoding: answer.value, as: UTF8.self) == body)
            #expect(answer.freshness == freshness)
            #expect(answer.fetchedAt == (refetched ? clock.now : start))
            #expect(
                (answer.revalidationError as? FakeNetworkError)
                    == (carriesError ? FakeNetworkError(reason: "offline") : nil))
            #expect(entry?.fetchedAt == answer.fetchedAt)
            #expect(entry?.payload == answer.value)
            #expect(entry?.validators == (body == "new" ? newValidators : oldValidators))
        case (.networkError, .failure(let error)):
            #expect(error as? FakeNetworkError == FakeNetworkError(reason: "offline"))
            #expect(entry == nil)
        case (.notCached, .failure(let error)):
            #expect(error as? CachePolicyError == .notCached(key: bodyKey))
        case (.notModifiedWithoutCache, .failure(let error)):
            #expect(error as? CachePolicyError == .notModifiedWithoutCache(key: bodyKey))
            #expect(entry == nil)
        default:
            Issue.record("expected \(scenario.expected), got \(result)")
        }
    }

    @Test func a200ReplacesFeatureRowsInOneTransaction() async throws {
        let store = try await storeWithTitles(["a", "b", "c"])
        let clock = TestClock(start: start.addingTimeInterval(400))
        let server = FakeServer<[String]>([.modified(["x", "y"], newValidators)])
        let policy = CachePolicy(store: store, clock: clock)
        let commitsBefore = await store.committedTransactionCount

        let answer = try await policy.load(
            key: titlesKey, read: readTitles, fetch: { try await server.fetch($0) }, save: saveTitles)

        #expect(answer.value == ["x", "y"])
        #expect(answer.freshness == .fresh)
        #expect(await store.committedTransactionCount == commitsBefore + 1)
        #expect(try await store.read(readTitles) == ["x", "y"])
        #expect(try await store.entry(for: titlesKey)?.validators == newValidators)
        #expect(server.calls == [oldValidators])
    }

    @Test func a304KeepsTheRowsAndMovesOnlyTheFetchTime() async throws {
        let store = try await storeWithTitles(["a", "b", "c"])
        let clock = TestClock(start: start.addingTimeInterval(400))
        let server = FakeServer<[String]>([.notModified])
        let policy = CachePolicy(store: store, clock: clock)

        let answer = try await policy.load(
            key: titlesKey, read: readTitles, fetch: { try await server.fetch($0) }, save: saveTitles)

        #expect(answer.value == ["a", "b", "c"])
        #expect(answer.freshness == .revalidated)
        #expect(answer.fetchedAt == clock.now)
        #expect(try await store.read(readTitles) == ["a", "b", "c"])
        #expect(
            try await store.entry(for: titlesKey)
                == CacheEntry(key: titlesKey, fetchedAt: clock.now, validators: oldValidators))

        // Revalidated data is fresh again for a full time-to-live.
        clock.advance(by: 299)
        let again = try await policy.load(
            key: titlesKey, read: readTitles, fetch: { try await server.fetch($0) }, save: saveTitles)
        #expect(again.freshness == .fresh)
        #expect(server.calls.count == 1)
    }

    @Test func aFailingSaveChangesNothing() async throws {
        struct HalfWritten: Error {}
        let store = try await storeWithTitles(["a", "b", "c"])
        let clock = TestClock(start: start.addingTimeInterval(400))
        let server = FakeServer<[String]>([.modified(["x", "y"], newValidators)])
        let policy = CachePolicy(store: store, clock: clock)

        await #expect(throws: HalfWritten.self) {
            try await policy.load(
                key: titlesKey, read: readTitles, fetch: { try await server.fetch($0) },
                save: { writer, titles in
                    try saveTitles(writer, titles)
                    throw HalfWritten()
                })
        }
        #expect(try await store.read(readTitles) == ["a", "b", "c"])
        #expect(
            try await store.entry(for: titlesKey)
                == CacheEntry(key: titlesKey, fetchedAt: start, validators: oldValidators))
    }

    @Test func anEntryWithoutFeatureRowsCountsAsNotCached() async throws {
        let store = try await SQLiteCacheStore.inMemory(featureMigrations: [titlesTable])
        try await store.write {
            try $0.saveCacheEntry(CacheEntry(key: titlesKey, fetchedAt: start, validators: oldValidators))
        }
        let server = FakeServer<[String]>([.modified(["x"], newValidators)])
        let policy = CachePolicy(store: store, clock: TestClock(start: start))

        let answer = try await policy.load(
            key: titlesKey, read: readTitles, fetch: { try await server.fetch($0) }, save: saveTitles)

        #expect(answer.value == ["x"])
        #expect(server.calls == [CacheValidators()])
    }

    @Test func cancellationIsNeverTurnedIntoAStaleAnswer() async throws {
        let store = try await storeWithTitles(["a"])
        let server = FakeServer<[String]>([.failure(CancellationError())])
        let policy = CachePolicy(store: store, clock: TestClock(start: start.addingTimeInterval(400)))
        await #expect(throws: CancellationError.self) {
            try await policy.load(
                key: titlesKey, read: readTitles, fetch: { try await server.fetch($0) }, save: saveTitles)
        }
    }

    @Test func theTimeToLiveIsConfigurable() async throws {
        let store = try await storeWithTitles(["a"])
        let clock = TestClock(start: start.addingTimeInterval(59))
        let server = FakeServer<[String]>([.notModified])
        let policy = CachePolicy(store: store, clock: clock, timeToLive: 60)

        let young = try await policy.load(
            key: titlesKey, read: readTitles, fetch: { try await server.fetch($0) }, save: saveTitles)
        clock.advance(by: 1)
        let old = try await policy.load(
            key: titlesKey, read: readTitles, fetch: { try await server.fetch($0) }, save: saveTitles)

        #expect(young.freshness == .fresh)
        #expect(old.freshness == .revalidated)
        #expect(server.calls.count == 1)
    }

    @Test func answersMapWithoutLosingTheirFreshness() {
        let error = FakeNetworkError(reason: "offline")
        let answer = CachedAnswer(value: 2, freshness: .stale(age: 5), fetchedAt: start, revalidationError: error)
        let mapped = answer.map { String($0 * 21) }
        #expect(mapped.value == "42")
        #expect(mapped.freshness == .stale(age: 5))
        #expect(mapped.fetchedAt == start)
        #expect(mapped.revalidationError as? FakeNetworkError == error)
        #expect(mapped.freshness.isStale)
        #expect(!CacheFreshness.revalidated.isStale)
    }
}

@Suite struct CachePolicyLoggingTests {
    @Test func servingStaleDataAfterAFailureIsLogged() async throws {
        let sink = MemoryLogSink()
        let store = try await SQLiteCacheStore.inMemory()
        let key = CacheKey(rawValue: "GET https://api.github.com/users")
        let fetched = Date(timeIntervalSince1970: 1_767_225_600)
        try await store.write {
            try $0.saveCacheEntry(CacheEntry(key: key, fetchedAt: fetched, payload: Data("[]".utf8)))
        }
        let clock = TestClock(start: fetched.addingTimeInterval(600))
        let policy = CachePolicy(
            store: store, clock: clock, logger: Logger(label: "test", level: .debug, sinks: [sink]))

        let answer = try await policy.loadBody(key: key) { _ in throw FakeNetworkError(reason: "offline") }

        #expect(answer.freshness == .stale(age: 600))
        let notices = sink.records.filter { $0.level == .notice }
        #expect(notices.count == 1)
        #expect(notices.first?.metadata == ["key": key.rawValue, "age": "600"])
    }
}
