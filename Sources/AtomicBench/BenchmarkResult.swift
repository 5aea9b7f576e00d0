import Foundation

/// The outcome of one benchmark: medians in milliseconds, their ratio, and whether it meets its target.
struct BenchmarkResult {
    /// The benchmark's short name.
    let name: String
    /// What was measured.
    let title: String
    /// Our median, in milliseconds.
    let ours: Double
    /// The floor's median, in milliseconds.
    let floor: Double
    /// The largest acceptable ratio.
    let target: Double
    /// How many timed rounds each side ran.
    let rounds: Int

    /// Ours / floor: lower is better, 1 is as fast as the floor.
    var ratio: Double { ours / max(floor, 0.000_001) }

    /// Whether the ratio is within the target.
    var passes: Bool { ratio <= target }

    /// One line: name, both medians, ratio, target, pass or miss.
    var line: String {
        String(
            format: "%@  ours %9.2f ms  floor %9.2f ms  ratio %5.2fx  target <= %.2fx  %@",
            name.padding(toLength: 18, withPad: " ", startingAt: 0), ours, floor, ratio, target,
            passes ? "pass" : "MISS")
    }

    /// The result as a JSON object: `name`, `ours`, `floor`, `ratio`, `target`, `unit` (`ms`), `rounds`.
    var json: String {
        let name = self.name.replacingOccurrences(of: "\"", with: "")
        return String(
            format: #"{"name":"%@","ours":%.3f,"floor":%.3f,"ratio":%.3f,"target":%.2f,"unit":"ms","rounds":%d}"#,
            name, ours, floor, ratio, target, rounds)
    }
}
