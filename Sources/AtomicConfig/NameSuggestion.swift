/// The known name nearest to a mistyped one, for "did you mean" (`colour` → `colors`).
enum NameSuggestion {
    /// The name of `names` within an edit distance of 2 of `name` (a third of its length for short names, at least
    /// 1), the nearest first and, among equals, the first given; `nil` when none is that near.
    static func nearest(to name: String, in names: [String]) -> String? {
        let limit = max(1, min(2, name.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in names {
            let distance = editDistance(Array(name.lowercased()), Array(candidate))
            if distance <= limit, distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance of `a` and `b`: insertions, deletions and substitutions.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + [Int](repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
