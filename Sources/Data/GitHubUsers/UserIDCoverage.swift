/// The range arithmetic of list segments: from a cursor, how far the stored rows are known to be complete.
///
/// Segments may be adjacent (one ends where the next starts), overlap, or leave gaps. Walking from `since`, each
/// step takes, among the segments that cover the position just after the current one (`segment.since ≤ position
/// < segment.end`), the one reaching furthest; adjacent and overlapping segments thereby merge into one contiguous
/// range, and a gap ends it.
struct UserIDCoverage: Sendable, Equatable {
    /// The end of the contiguous known range after `since`, inclusive; `nil` when it runs to the end of the list.
    /// Equal to `since` when nothing after `since` is known.
    let end: Int?
    /// The segments that make up the range, in walking order.
    let segments: [UserIDSegment]

    /// The coverage after `since` given every stored `segments`.
    init(after since: Int, in segments: [UserIDSegment]) {
        var position = since
        var chain: [UserIDSegment] = []
        var reachesEnd = false
        while !reachesEnd {
            let candidates = segments.filter { $0.since <= position && !$0.isEmptyRange && $0.contains(position + 1) }
            guard let best = candidates.max(by: { Self.reach($0) < Self.reach($1) }) else { break }
            chain.append(best)
            if let end = best.end {
                position = end
            } else {
                reachesEnd = true
            }
        }
        end = reachesEnd ? nil : position
        self.segments = chain
    }

    /// Merges `segments` into disjoint contiguous ranges `(since, end]` (`end == nil`: to the end of the list), in
    /// increasing order: adjacent and overlapping segments become one range.
    static func mergedRanges(of segments: [UserIDSegment]) -> [(since: Int, end: Int?)] {
        var ranges: [(since: Int, end: Int?)] = []
        for segment in segments.filter({ !$0.isEmptyRange }).sorted(by: { $0.since < $1.since }) {
            if let last = ranges.last, last.end.map({ segment.since <= $0 }) ?? true {
                let end: Int? = last.end.flatMap { lhs in segment.end.map { max(lhs, $0) } }
                ranges[ranges.count - 1] = (last.since, end)
            } else {
                ranges.append((segment.since, segment.end))
            }
        }
        return ranges
    }

    /// Whether the known range is empty.
    var isEmpty: Bool { segments.isEmpty }

    /// The segments that hold any id of `since < id ≤ lastID` (all of them when `lastID` is nil).
    func segments(through lastID: Int?) -> [UserIDSegment] {
        guard let lastID else { return segments }
        return segments.filter { $0.since < lastID }
    }

    private static func reach(_ segment: UserIDSegment) -> Int {
        segment.end ?? Int.max
    }
}
