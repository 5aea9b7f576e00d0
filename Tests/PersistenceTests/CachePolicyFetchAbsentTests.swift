import AtomicCore
import Foundation
import Testing

@testable import Persistence

/// `fetchAbsent`: the fetch-and-store half of the policy, for data the caller knows is not stored.
@Suite struct CachePolicyFetchAbsentTests {
    private let key = CacheKey(rawValue: "GET https://api.github.com/users?per_page=5")

    @Test func aModifiedAnswerIsStoredWithItsEntryInOneTransaction() async throws {
        let store = try await SQLiteCacheStore.inMemory()
        let clock = TestClock()
        let policy = CachePolicy(store: store, clock: clock)
        let sentValidators = Locked<[CacheValidators]>([])

        let answer = try await policy.fetchAbsent(
            key: key,
            fetch: { validators in
                sentValidators.withLock { $0.append(validators) }
                return .modified("page", validators: CacheValidators(etag: "\"v1\""))
            },
            replace: { _, payload in payload.uppercased() })

        #expect(answer.value == "PAGE")
        #expect(answer.freshness == .fresh)
        #expect(answer.fetchedAt == clock.now)
        #expect(sentValidators.withLock { $0 } == [CacheValidators()])
        let entry = try await store.entry(for: key)
        #expect(entry?.validators.etag == "\"v1\"")
        #expect(entry?.payload == nil)
    }

    @Test func offlineIsNotCachedWithoutFetching() async throws {
        let policy = CachePolicy(store: try await SQLiteCacheStore.inMemory(), clock: TestClock(), mode: .offline)
        let fetched = Locked(false)
        await #expect(throws: CachePolicyError.notCached(key: key)) {
            _ = try await policy.fetchAbsent(
                key: key,
                fetch: { (_) async throws -> RevalidationResult<String> in
                    fetched.withLock { $0 = true }
                    return .notModified
                },
                replace: { _, payload in payload })
        }
        #expect(fetched.withLock { $0 } == false)
    }

    @Test func aNotModifiedAnswerWithNothingStoredIsAnError() async throws {
        let policy = CachePolicy(store: try await SQLiteCacheStore.inMemory(), clock: TestClock())
        await #expect(throws: CachePolicyError.notModifiedWithoutCache(key: key)) {
            _ = try await policy.fetchAbsent(
                key: key, fetch: { (_) async throws -> RevalidationResult<String> in .notModified },
                replace: { _, payload in payload })
        }
    }
}
