import Foundation
import Persistence
import Testing

@testable import Data

/// The range arithmetic of list segments: which ids after a cursor the stored pages prove, and how segments merge.
@Suite("User id coverage")
struct UserIDCoverageTests {
    private static func segment(_ since: Int, _ end: Int?) -> UserIDSegment {
        UserIDSegment(
            key: CacheKey(rawValue: "GET /users?since=\(since)"), since: since, end: end, pageSize: 5,
            fetchedAt: Date(timeIntervalSince1970: 0), validators: CacheValidators())
    }

    @Test("adjacent segments chain into one range")
    func adjacent() {
        let coverage = UserIDCoverage(after: 0, in: [Self.segment(0, 10), Self.segment(10, 20)])
        #expect(coverage.end == 20)
        #expect(coverage.segments.map(\.since) == [0, 10])
    }

    @Test("overlapping segments chain into one range, taking the one that reaches furthest")
    func overlapping() {
        let segments = [Self.segment(0, 10), Self.segment(5, 12), Self.segment(7, 30)]
        let coverage = UserIDCoverage(after: 0, in: segments)
        #expect(coverage.end == 30)
        #expect(coverage.segments.map(\.since) == [0, 7])
    }

    @Test("a gap between segments ends the range")
    func disjoint() {
        let coverage = UserIDCoverage(after: 0, in: [Self.segment(0, 10), Self.segment(11, 20)])
        #expect(coverage.end == 10)
        #expect(UserIDCoverage(after: 10, in: [Self.segment(0, 10), Self.segment(11, 20)]).isEmpty)
    }

    @Test("a since in the middle of a segment is covered to its end; at its last id, only by the next segment")
    func sinceInTheMiddleAndAtTheEnd() {
        let segments = [Self.segment(0, 10), Self.segment(10, 20)]
        #expect(UserIDCoverage(after: 4, in: segments).end == 20)
        #expect(UserIDCoverage(after: 10, in: segments).segments.map(\.since) == [10])
        #expect(UserIDCoverage(after: 20, in: segments).isEmpty)
        #expect(UserIDCoverage(after: 20, in: segments).end == 20)
    }

    @Test("the last page of the list covers every id above its since")
    func endOfList() {
        let coverage = UserIDCoverage(after: 3, in: [Self.segment(0, 10), Self.segment(10, nil)])
        #expect(coverage.end == nil)
        #expect(UserIDCoverage(after: 1_000_000, in: [Self.segment(10, nil)]).end == nil)
    }

    @Test("an empty range proves nothing")
    func emptyRange() {
        #expect(UserIDCoverage(after: 5, in: [Self.segment(5, 5)]).isEmpty)
        #expect(UserIDCoverage(after: 5, in: [Self.segment(5, 2)]).isEmpty)
    }

    @Test("merging: adjacent and overlapping segments become one range, disjoint ones stay apart")
    func merging() {
        let ranges = UserIDCoverage.mergedRanges(of: [
            Self.segment(40, 50), Self.segment(0, 10), Self.segment(10, 20), Self.segment(15, 25),
            Self.segment(60, nil), Self.segment(70, 80), Self.segment(30, 30),
        ])
        #expect(ranges.map(\.since) == [0, 40, 60])
        #expect(ranges.map(\.end) == [25, 50, nil])
    }

    @Test("the segments used for a page are those that hold any of its ids")
    func segmentsUsed() {
        let coverage = UserIDCoverage(after: 2, in: [Self.segment(0, 10), Self.segment(10, 20)])
        #expect(coverage.segments(through: 8).map(\.since) == [0])
        #expect(coverage.segments(through: 12).map(\.since) == [0, 10])
        #expect(coverage.segments(through: nil).map(\.since) == [0, 10])
    }
}
