import Data
import Foundation

/// Start-up: the whole-process wall time of `atomic --offline users --limit 30` on a warm cache of
/// `pageCount` pages of users, against `atomic-bench-floor users-json` reading the same 30 rows with raw sqlite3
/// (`floor: .sqlite`), or against `atomic-bench-floor-swift`, a program that only links Foundation and
/// FoundationNetworking (`floor: .swift`). All write to `/dev/null` while timed. The title says how each side links
/// the Swift runtime (``SwiftRuntimeLinkage``), because that alone moves a start-up by several milliseconds.
enum StartupBenchmark {
    /// The floor of a start-up row.
    enum Floor: String {
        /// The raw sqlite3 floor program.
        case sqlite
        /// The Swift program that only links FoundationNetworking.
        case swift
    }

    /// The row for `floor`, over a cache of `pageCount` pages under `folder`.
    static func make(floor: Floor, pageCount: Int, folder: URL) -> Benchmark {
        let executables = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let floorProgram = executables.appendingPathComponent(
            floor == .sqlite ? "atomic-bench-floor" : "atomic-bench-floor-swift")
        let linkage = [executables.appendingPathComponent("atomic"), floorProgram].map {
            SwiftRuntimeLinkage(executable: $0).rawValue
        }
        let title =
            "atomic --offline users --limit 30, warm cache of \(pageCount * BenchmarkUsers.pageSize) users, vs "
            + (floor == .sqlite ? "raw sqlite3 reading the same rows" : "a Swift program linking FoundationNetworking")
            + " (Swift runtime: atomic \(linkage[0]), floor \(linkage[1]))"
        return Benchmark(name: "startup-\(floor.rawValue)", title: title, target: floor == .sqlite ? 2.5 : 1.2) {
            let cacheDirectory = folder.appendingPathComponent("startup-\(floor.rawValue)")
            let path = try await BenchmarkUsers(pageCount: pageCount).warmCache(in: cacheDirectory)
            let ours = UsersJSONBenchmark.Command.atomic(
                offlineOver: cacheDirectory, home: folder, ["users", "--limit", "30"])
            let other =
                floor == .sqlite
                ? UsersJSONBenchmark.Command(
                    executable: floorProgram, arguments: ["users-json", path, "30"], environment: [:])
                : UsersJSONBenchmark.Command(executable: floorProgram, arguments: [], environment: [:])
            guard try ours.output().count > 30 * 20, try !other.output().isEmpty else {
                throw BenchmarkError("atomic or the floor printed too little")
            }
            return Benchmark.Sides(ours: { try ours.timedRun() }, floor: { try other.timedRun() })
        }
    }
}
