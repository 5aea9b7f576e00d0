import AtomicCore
import Foundation
import Testing

@testable import Persistence

/// The policy's rule for stored copies that cannot be decoded: absent online, ``CachePolicyError/unreadable(key:)``
/// offline, and never the fetch's fault.
@Suite struct UnreadableEntryPolicyTests {
    private struct Document: Codable, Equatable {
        var name: String
    }

    private let key = CacheKey(rawValue: "GET https://api.test/doc")
    private let decode: @Sendable (Data) throws -> Document = { try JSONDecoder().decode(Document.self, from: $0) }

    private func storeWithDamagedEntry() async throws -> SQLiteCacheStore {
        let store = try await SQLiteCacheStore.inMemory()
        try await store.write { [key] writer in
            try writer.saveCacheEntry(
                CacheEntry(
                    key: key, fetchedAt: TestClock().now, validators: CacheValidators(etag: #""old""#),
                    payload: Data("{not json".utf8)))
        }
        return store
    }

    @Test func offlineAnUndecodableBodyIsUnreadable() async throws {
        let store = try await storeWithDamagedEntry()
        let policy = CachePolicy(store: store, clock: TestClock(), mode: .offline)

        await #expect(throws: CachePolicyError.unreadable(key: key)) {
            _ = try await policy.loadBody(key: key, decode: decode) { _ in
                Issue.record("offline must not fetch")
                return .notModified
            }
        }
        #expect(
            CachePolicyError.unreadable(key: key).message
                == "offline, and the cached copy of GET https://api.test/doc cannot be read")
    }

    @Test func onlineAnUndecodableBodyIsFetchedWithoutValidatorsAndReplaced() async throws {
        let store = try await storeWithDamagedEntry()
        let policy = CachePolicy(store: store, clock: TestClock(), mode: .online)
        let server = FakeServer<Data>([.modified(Data(#"{"name":"new"}"#.utf8), CacheValidators(etag: #""new""#))])

        let answer = try await policy.loadBody(key: key, decode: decode, fetch: server.fetch)

        #expect(answer.value == Document(name: "new"))
        #expect(answer.freshness == .fresh)
        #expect(server.calls == [CacheValidators()])
        let stored = try await store.entry(for: key)
        #expect(stored?.payload == Data(#"{"name":"new"}"#.utf8))
        #expect(stored?.validators.etag == #""new""#)
    }

    @Test func aFreshDecodableBodyIsServedWithoutAFetch() async throws {
        let store = try await SQLiteCacheStore.inMemory()
        try await store.write { [key] writer in
            try writer.saveCacheEntry(
                CacheEntry(key: key, fetchedAt: TestClock().now, payload: Data(#"{"name":"kept"}"#.utf8)))
        }
        let policy = CachePolicy(store: store, clock: TestClock(), mode: .online)

        let answer = try await policy.loadBody(key: key, decode: decode) { _ in
            Issue.record("a fresh, readable entry needs no fetch")
            return .notModified
        }

        #expect(answer.value == Document(name: "kept"))
    }
}
