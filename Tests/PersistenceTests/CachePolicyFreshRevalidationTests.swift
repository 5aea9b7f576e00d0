import AtomicCore
import Foundation
import Testing

@testable import Persistence

@Suite("CachePolicy revalidating fresh entries")
struct CachePolicyFreshRevalidationTests {
    private let start = Date(timeIntervalSince1970: 1_767_225_600)
    private let key = CacheKey(rawValue: "GET https://api.github.com/users/octocat")
    private let validators = CacheValidators(etag: "\"v1\"")

    private func policy(
        _ outcome: FakeServer<Data>.Outcome?, mode: CacheMode = .online
    ) async throws -> (CachePolicy, FakeServer<Data>, TestClock) {
        let store = try await SQLiteCacheStore.inMemory()
        let clock = TestClock(start: start)
        let entry = CacheEntry(key: key, fetchedAt: start, validators: validators, payload: Data("old".utf8))
        try await store.write { try $0.saveCacheEntry(entry) }
        clock.advance(by: 10)
        let server = FakeServer<Data>(outcome.map { [$0] } ?? [])
        let policy = CachePolicy(store: store, clock: clock, mode: mode).revalidatingFreshEntries()
        return (policy, server, clock)
    }

    @Test("a fresh entry is revalidated with its validators; a 304 renews it")
    func freshEntryRevalidated() async throws {
        let (policy, server, clock) = try await policy(.notModified)

        let answer = try await policy.loadBody(key: key) { try await server.fetch($0) }

        #expect(server.calls == [validators])
        #expect(answer.freshness == .revalidated)
        #expect(answer.fetchedAt == clock.now)
    }

    @Test("when that fails, the fresh entry is served, stale, with the failure")
    func failedRevalidationServesStored() async throws {
        let (policy, server, _) = try await policy(.failure(FakeNetworkError(reason: "offline")))

        let answer = try await policy.loadBody(key: key) { try await server.fetch($0) }

        #expect(String(decoding: answer.value, as: UTF8.self) == "old")
        #expect(answer.freshness == .stale(age: 10))
        #expect(answer.revalidationError as? FakeNetworkError == FakeNetworkError(reason: "offline"))
    }

    @Test("offline nothing changes, and the setting survives a change of mode")
    func offlineUnchanged() async throws {
        let (policy, server, _) = try await policy(nil, mode: .offline)

        let answer = try await policy.loadBody(key: key) { try await server.fetch($0) }

        #expect(server.calls.isEmpty)
        #expect(answer.freshness == .fresh)
        #expect(policy.with(mode: .online).revalidatesFreshEntries)
    }
}
