import Foundation
import Persistence
import Testing

@Suite struct CacheReportTests {
    private static let now = Date(timeIntervalSince1970: 1_000_000)

    private static func entry(_ path: String, fetchedAt: Date?, etag: String? = nil) -> CacheEntrySummary {
        CacheEntrySummary(
            key: CacheKey(url: URL(string: "https://api.github.com\(path)")!), fetchedAt: fetchedAt, etag: etag,
            lastModified: nil, payloadSize: 0)
    }

    @Test func eachEntryHasItsAgeAndFreshnessAtTheMoment() {
        let info = CacheInfo(
            path: "/tmp/cache.sqlite", sizeInBytes: 4096,
            entries: [
                Self.entry("/users/a", fetchedAt: Self.now.addingTimeInterval(-299.6), etag: "\"e\""),
                Self.entry("/users/b", fetchedAt: Self.now.addingTimeInterval(-301)),
            ])
        let report = CacheReport(info, now: Self.now, timeToLive: 300)
        #expect(report.info == info)
        let (a, b) = (report.endpoints[0], report.endpoints[1])
        #expect(a.key == "GET https://api.github.com/users/a" && b.key == "GET https://api.github.com/users/b")
        #expect(a.fetchedAt == Self.now.addingTimeInterval(-299.6) && b.fetchedAt == Self.now.addingTimeInterval(-301))
        #expect(a.ageSeconds == 299 && b.ageSeconds == 301)
        #expect(a.isFresh && !b.isFresh)
        #expect(a.etag == "\"e\"" && b.etag == nil)
    }

    @Test func anEntryDatedInTheFutureIsNotFresh() {
        let info = CacheInfo(
            path: ":memory:", sizeInBytes: 0,
            entries: [Self.entry("/users", fetchedAt: Self.now.addingTimeInterval(60))])
        let endpoint = CacheReport(info, now: Self.now, timeToLive: 300).endpoints.first
        #expect(endpoint?.isFresh == false)
        #expect(endpoint?.ageSeconds == 0)
    }

    @Test func theMostRecentComeFirstAndUnreadableTimesLastInKeyOrder() {
        let info = CacheInfo(
            path: ":memory:", sizeInBytes: 0,
            entries: [
                Self.entry("/users/z", fetchedAt: nil),
                Self.entry("/users/old", fetchedAt: Self.now.addingTimeInterval(-900)),
                Self.entry("/users/y", fetchedAt: nil),
                Self.entry("/users/new", fetchedAt: Self.now.addingTimeInterval(-1)),
            ])
        let report = CacheReport(info, now: Self.now, timeToLive: 300)
        #expect(report.endpoints.map { $0.key.split(separator: "/").last } == ["new", "old", "y", "z"])
        #expect(report.endpoints.last?.ageSeconds == nil && report.endpoints.last?.isFresh == false)
    }
}
