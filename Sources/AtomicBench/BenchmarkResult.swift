import Foundation

/// The outcome of one benchmark: medians in the row's unit, their ratio, and whether it meets its goal.
struct BenchmarkResult {
    /// The benchmark's short name.
    let name: String
    /// What was measured.
    let title: String
    /// What the figures count (`ms`, `µs`, `MB`, `bytes`, `requests`).
    let unit: String
    /// Our median.
    let ours: Double
    /// The floor's median, or nil for a row judged by its ceiling alone.
    let floor: Double?
    /// The largest acceptable ratio, or nil for a row judged by its ceiling alone.
    let target: Double?
    /// The largest acceptable value of ours, for an absolute goal.
    let ceiling: Double?
    /// How many rounds each side ran (0 for a skipped row).
    let rounds: Int
    /// Why the row did not run (`gh not installed`), or nil when it ran; a skipped row neither passes nor misses.
    var skipped: String?

    /// A result of `rounds` rounds with medians `ours` and `floor`.
    init(
        name: String, title: String, unit: String, ours: Double, floor: Double?, target: Double?, ceiling: Double?,
        rounds: Int
    ) {
        self.name = name
        self.title = title
        self.unit = unit
        self.ours = ours
        self.floor = floor
        self.target = target
        self.ceiling = ceiling
        self.rounds = rounds
    }

    /// The result of a row that did not run, for `reason`: no figures, no rounds.
    init(name: String, title: String, unit: String, skipped reason: String, target: Double?, ceiling: Double?) {
        self.init(
            name: name, title: title, unit: unit, ours: 0, floor: nil, target: target, ceiling: ceiling, rounds: 0)
        skipped = reason
    }

    /// Ours / floor: lower is better, 1 is as good as the floor; nil without a floor.
    var ratio: Double? { floor.map { ours / max($0, 0.000_001) } }

    /// Whether the ratio is within the target and ours within the ceiling, where the row has them.
    var passes: Bool {
        let ratioPasses = target.map { target in ratio.map { $0 <= target } ?? false } ?? true
        let ceilingPasses = ceiling.map { ours <= $0 } ?? true
        return ratioPasses && ceilingPasses
    }

    /// One line: name, both medians, ratio, target or ceiling, pass or miss; name and `skipped: REASON` for a
    /// skipped row.
    var line: String {
        if let skipped {
            return name.padding(toLength: 20, withPad: " ", startingAt: 0) + " skipped: " + skipped
        }
        let unitText = unit.padding(toLength: 5, withPad: " ", startingAt: 0)
        let floorText = floor.map { String(format: "%10.3f", $0) } ?? String(repeating: " ", count: 9) + "-"
        let ratioText = ratio.map { String(format: "%6.2fx", $0) } ?? "     - "
        var goals: [String] = []
        if let target { goals.append(String(format: "ratio <= %.2fx", target)) }
        if let ceiling { goals.append(String(format: "ours <= %g %@", ceiling, unit)) }
        return String(
            format: "%@ ours %10.3f %@ floor %@ %@ ratio %@  %@  %@",
            name.padding(toLength: 20, withPad: " ", startingAt: 0), ours, unitText, floorText, unitText, ratioText,
            goals.joined(separator: ", "), passes ? "pass" : "MISS")
    }

    /// The result as a JSON object: `name`, `ours`, `floor`, `ratio`, `target`, `ceiling`, `unit`, `rounds`, `pass`
    /// (`floor`, `ratio`, `target` and `ceiling` are `null` where the row has none). A skipped row has `ours`,
    /// `floor`, `ratio` and `pass` `null`, `rounds` 0, and `skipped` saying why.
    var json: String {
        func number(_ value: Double?) -> String {
            value.map { String(format: "%.6g", $0) } ?? "null"
        }
        let name = self.name.replacingOccurrences(of: "\"", with: "")
        if let skipped {
            let reason = skipped.replacingOccurrences(of: "\"", with: "")
            return #"{"name":"\#(name)","ours":null,"floor":null,"ratio":null,"target":\#(number(target)),"#
                + #""ceiling":\#(number(ceiling)),"unit":"\#(unit)","rounds":0,"pass":null,"skipped":"\#(reason)"}"#
        }
        return #"{"name":"\#(name)","ours":\#(number(ours)),"floor":\#(number(floor)),"ratio":\#(number(ratio)),"#
            + #""target":\#(number(target)),"ceiling":\#(number(ceiling)),"unit":"\#(unit)","rounds":\#(rounds),"#
            + #""pass":\#(passes)}"#
    }
}
