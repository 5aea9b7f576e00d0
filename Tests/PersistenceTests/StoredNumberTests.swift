import AtomicCore
import Foundation
import Testing

@testable import Persistence

/// Numbers read back from the database saturate or are rejected; none of them traps.
@Suite struct StoredNumberTests {
    private static let now = Date(timeIntervalSince1970: 1_767_225_600)
    private static let past = Date.distantPast
    private static let future = Date.distantFuture

    /// Stored fetch times and the date they read as.
    static let storedTimes: [(DatabaseValue, Date?)] = [
        (.integer(Int64.max), future),
        (.integer(Int64.min), past),
        (.real(-1e19), past),
        (.real(1e308), future),
        (.real(-1e308), past),
        (.real(.infinity), future),
        (.real(-.infinity), past),
        (.real(.nan), nil),
        (.real(-1), Date(timeIntervalSince1970: -1)),
        (.integer(-1), Date(timeIntervalSince1970: -1)),
        (.integer(1_767_225_600), now),
        (.text("garbage"), nil),
        (.text(""), nil),
        (.null, nil),
    ]

    @Test(arguments: storedTimes)
    func storedTimesSaturateToTheDateRange(stored: DatabaseValue, expected: Date?) {
        #expect(Date.fromDatabaseValue(stored) == expected)
    }

    /// Fetch times (seconds since 1970), and the age and freshness (ttl 300 s) they have at ``now``.
    ///
    /// The arguments are numbers, not dates: Foundation's `Date.description` itself traps on a date as far off
    /// as 1e308 seconds, which is why stored times are saturated when they are read.
    static let ages: [(TimeInterval, TimeInterval, Bool)] = [
        (0, 1_767_225_600, false),
        (1_767_225_600, 0, true),
        (1_767_225_600 - 299, 299, true),
        (1_767_225_600 - 300, 300, false),
        (1_767_225_601, 0, false),
        (future.timeIntervalSince1970, 0, false),
        (past.timeIntervalSince1970, now.timeIntervalSince(past), false),
        (-1e308, CacheAge.maximum, false),
        (1e308, 0, false),
        (.nan, CacheAge.maximum, false),
        (-.infinity, CacheAge.maximum, false),
        (.infinity, 0, false),
    ]

    @Test(arguments: ages)
    func agesSaturateAndTheFutureIsNeverFresh(fetchedAtSeconds: TimeInterval, age: TimeInterval, fresh: Bool) {
        let fetchedAt = Date(timeIntervalSince1970: fetchedAtSeconds)
        let entry = CacheEntry(key: CacheKey(rawValue: "k"), fetchedAt: fetchedAt)
        let summary = CacheEntrySummary(
            key: entry.key, fetchedAt: fetchedAt, etag: nil, lastModified: nil, payloadSize: 0)
        #expect(entry.age(at: Self.now) == age)
        #expect(summary.age(at: Self.now) == age)
        #expect(entry.isFresh(at: Self.now, timeToLive: 300) == fresh)
        #expect(summary.isFresh(at: Self.now, timeToLive: 300) == fresh)
        #expect(Int(exactly: entry.age(at: Self.now).rounded(.down)) != nil)
    }

    @Test(arguments: [TimeInterval.nan, -1, 0, -TimeInterval.infinity])
    func noTimeToLiveMakesAnythingFresh(timeToLive: TimeInterval) {
        #expect(!CacheAge.isFresh(fetchedAt: Self.now, now: Self.now, timeToLive: timeToLive))
    }

    static let busyTimeouts: [(Duration, Int32)] = [
        (.seconds(Int64.max), Int32.max),
        (.seconds(Int64.min), 0),
        (.seconds(-1), 0),
        (.milliseconds(-1), 0),
        (.zero, 0),
        (.milliseconds(1_500), 1_500),
        (.seconds(2_147_483), Int32.max),
        (.seconds(2_147_482), 2_147_482_000),
    ]

    @Test(arguments: busyTimeouts)
    func busyTimeoutsSaturate(duration: Duration, milliseconds: Int32) {
        #expect(Connection.milliseconds(duration) == milliseconds)
    }

    @Test(arguments: [Duration.seconds(Int64.max), Duration.seconds(Int64.min)])
    func aDatabaseOpensWithAnExtremeBusyTimeout(timeout: Duration) async throws {
        let folder = try TemporaryDirectory()
        let database = try DatabaseQueue(
            path: folder.file("extreme.sqlite"), configuration: DatabaseConfiguration(busyTimeout: timeout))
        #expect(try await database.read { try Int.fetchOne($0, sql: "SELECT 1") } == 1)
        await database.close()
    }

    @Test(arguments: [-1, Int.min, 0, 7])
    func payloadSizesAreNeverNegative(size: Int) {
        let summary = CacheEntrySummary(
            key: CacheKey(rawValue: "k"), fetchedAt: Self.now, etag: nil, lastModified: nil, payloadSize: size)
        #expect(summary.payloadSize == max(0, size))
    }

    /// Fetch times written straight into the table, as a damaged or tampered file could hold them.
    static let rawFetchTimes: [any DatabaseValueConvertible & Sendable] = [
        Int64.max, Int64.min, -1e19, 1e308, -1e308, Double.infinity, -1, Int64(-1),
    ]

    @Test func extremeFetchTimesAreServedAndListedWithoutTrapping() async throws {
        let store = try await SQLiteCacheStore.inMemory()
        try await store.write { writer in
            for (index, time) in Self.rawFetchTimes.enumerated() {
                try writer.execute(
                    sql: "INSERT INTO cache_entries (key, fetched_at, payload) VALUES (?, ?, ?)",
                    arguments: ["GET /\(index)", time, Data("body".utf8)])
            }
        }
        let clock = TestClock(start: Self.now)
        let offline = CachePolicy(store: store, clock: clock, mode: .offline)
        let online = CachePolicy(store: store, clock: clock, mode: .online)

        let info = try await store.info()
        #expect(info.entries.count == Self.rawFetchTimes.count)
        for entry in info.entries {
            #expect((0...CacheAge.maximum).contains(try #require(entry.age(at: Self.now))))
            #expect(!entry.isFresh(at: Self.now, timeToLive: 300))
            let answer = try await offline.loadBody(key: entry.key) { _ in
                Issue.record("offline must not fetch")
                return .notModified
            }
            #expect(answer.value == Data("body".utf8))
            #expect(answer.freshness.isStale)
            let refreshed = try await online.loadBody(key: entry.key) { _ in
                .modified(Data("new".utf8), validators: CacheValidators())
            }
            #expect(refreshed.value == Data("new".utf8))
            #expect(refreshed.freshness == .fresh)
        }
    }
}
