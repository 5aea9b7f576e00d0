import AtomicTestSupport
import Foundation
import Testing

/// `atomic-bench --quick` runs every benchmark, so the harness cannot rot. No timing is asserted: only the shape of
/// what it prints.
@Suite struct BenchmarkHarnessTests {
    /// Runs `atomic-bench` (or `executable`) with `arguments` in this process's environment, under the watchdog the
    /// other binary tests have: a run still going after `timeout` is killed and recorded as a failure, so a
    /// benchmark that loops cannot hang the suite. Whole `--quick` runs take minutes on a loaded machine.
    private static func bench(
        _ arguments: [String], executable: URL? = nil, timeout: Duration = .seconds(900)
    ) async throws -> AtomicBinary.Outcome {
        let executable =
            try executable ?? BuildProducts.executable(named: "atomic-bench", override: "ATOMIC_BENCH_BINARY")
        return try await AtomicBinary.run(
            arguments, environment: ProcessInfo.processInfo.environment, timeout: timeout, program: executable)
    }

    @Test func aBenchmarkThatNeverEndsIsKilledByTheWatchdog() async throws {
        var outcome: AtomicBinary.Outcome?
        await withKnownIssue("the watchdog records the killed run as a failure") {
            // A program that never ends in place of atomic-bench, as a benchmark caught in a loop would.
            outcome = try await Self.bench(
                ["600"], executable: URL(fileURLWithPath: "/bin/sleep"), timeout: .seconds(1))
        }
        let run = try #require(outcome)
        #expect(run.timedOut)
        #expect(run.status != 0)
    }

    @Test func quickJSONHasEveryRowWithItsFields() async throws {
        let run = try await Self.bench(["--quick", "--json"])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]], "stdout: \(run.output)")
        #expect(
            rows.compactMap { $0["name"] as? String }
                == [
                    "row-replacement", "posts-feed", "users-write", "users-read", "users-json", "users-json-cold-10k",
                    "users-json-cold-100k", "users-json-cold-rss", "users-cold-100k", "followers-write",
                    "followers-read", "http-28kb-urlsession",
                    "http-94kb-urlsession", "http-28kb-curl", "http-94kb-curl", "http-28kb-curl-thread",
                    "http-94kb-curl-thread", "startup-sqlite", "startup-swift", "demo-users-startup", "render-frame",
                    "render-scroll",
                    "users-memory", "coalescing", "image-downscale", "image-cache-hit", "image-disk-store",
                ])
        for row in rows {
            // A row comparing with a program this machine lacks (gh) says so, and has no figures.
            if let skipped = row["skipped"] as? String {
                #expect(skipped == "gh not installed" && row["name"] as? String == "users-cold-100k", "\(row)")
                #expect(row["ours"] is NSNull && row["pass"] is NSNull && row["rounds"] as? Int == 0, "\(row)")
                continue
            }
            let ours = try #require(row["ours"] as? Double)
            #expect(ours > 0, "\(row)")
            if let floor = row["floor"] as? Double {
                let ratio = try #require(row["ratio"] as? Double)
                #expect(floor > 0)
                #expect(abs(ratio - ours / floor) <= 0.001 * max(1, ratio), "\(row)")
            } else {
                #expect(row["floor"] is NSNull && row["ratio"] is NSNull, "\(row)")
            }
            // Every row has a goal: a ratio target, an absolute ceiling, or both.
            #expect(row["target"] as? Double != nil || row["ceiling"] as? Double != nil, "\(row)")
            #expect(["ms", "us", "MB", "bytes", "req"].contains(row["unit"] as? String ?? ""), "\(row)")
            #expect(row["rounds"] as? Int == 2)
            #expect(row["pass"] is Bool)
        }
    }

    @Test func filterRunsOneRowAsALine() async throws {
        let run = try await Self.bench(["--quick", "--filter", "users-read", "--rounds", "1"])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let lines = run.output.split(separator: "\n").filter { $0.hasPrefix("users-") }
        #expect(lines.count == 1, "stdout: \(run.output)")
        #expect(lines.first?.contains("ratio <= 1.50x") == true)
        #expect(lines.first.map { $0.contains(" pass ") || $0.contains(" MISS ") } == true)
    }

    @Test func theGHRowIsSkippedWithoutGHOnThePath() async throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-bench-no-gh-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = empty.path
        let executable = try BuildProducts.executable(named: "atomic-bench", override: "ATOMIC_BENCH_BINARY")
        let arguments = ["--quick", "--filter", "users-cold-100k", "--rounds", "1"]

        let text = try await AtomicBinary.run(
            arguments, environment: environment, timeout: .seconds(300), program: executable)
        #expect(text.status == 0, "stderr: \(text.errorOutput)")
        let line = text.output.split(separator: "\n").first { $0.hasPrefix("users-cold-100k") }
        #expect(line?.contains(" skipped: gh not installed   CPU of cold") == true, "stdout: \(text.output)")
        let json = try await AtomicBinary.run(
            arguments + ["--json"], environment: environment, timeout: .seconds(300), program: executable)
        #expect(json.status == 0, "stderr: \(json.errorOutput)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(rows.count == 1 && rows.first?["skipped"] as? String == "gh not installed", "\(json.output)")
    }

    @Test func sideRunsOneSideOfARowAsOneLine() async throws {
        let run = try await Self.bench(["--quick", "--filter", "users-read", "--rounds", "1", "--side", "floor"])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let lines = run.output.split(separator: "\n").filter { $0.hasPrefix("users-") }
        #expect(lines.count == 1, "stdout: \(run.output)")
        let words = lines.first?.split(separator: " ") ?? []
        #expect(words.count == 4 && words[1] == "floor" && Double(words[2]) != nil && words[3] == "ms", "\(words)")
        #expect(!run.output.contains("ratio"))
        let bad = try await Self.bench(["--side", "both"])
        #expect(bad.status == 2)
        #expect(bad.errorOutput == "atomic-bench: --side needs ours or floor\n")
    }

    @Test func startUpRowsSayHowEachSideLinksTheSwiftRuntime() async throws {
        let run = try await Self.bench(["--quick", "--filter", "startup-swift", "--rounds", "1"])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let line = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("startup-swift") })
        // The tests' own build is a debug build, where every executable loads libswiftCore.so; a release
        // atomic-bench given through ATOMIC_BENCH_BINARY sits next to an atomic with the runtime inside.
        var expected = [" (Swift runtime: atomic dynamic, floor dynamic)"]
        if ProcessInfo.processInfo.environment["ATOMIC_BENCH_BINARY"] != nil {
            expected.append(" (Swift runtime: atomic static, floor dynamic)")
        }
        #expect(expected.contains { line.hasSuffix($0) }, "\(line)")
    }

    @Test func badUsageIsOneLineAndExitStatus2() async throws {
        let unknown = try await Self.bench(["--fast"])
        #expect(unknown.status == 2)
        #expect(unknown.errorOutput.hasPrefix("atomic-bench: unknown option --fast; usage: atomic-bench [--json]"))
        #expect(unknown.errorOutput.filter { $0 == "\n" }.count == 1)
        let missing = try await Self.bench(["--filter", "nothing-by-this-name", "--quick"])
        #expect(missing.status == 2)
        #expect(
            missing.errorOutput.hasPrefix(
                "atomic-bench: no benchmark is named nothing-by-this-name; the names are: row-replacement, "))
        #expect(missing.errorOutput.filter { $0 == "\n" }.count == 1)
    }

    @Test func aProgramNotBuiltNextToItIsNamedWithTheCommandThatBuildsIt() async throws {
        let built = try BuildProducts.executable(named: "atomic-bench", override: "ATOMIC_BENCH_BINARY")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-bench-alone-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A symbolic link, not a copy: atomic-bench looks for its siblings next to the path it was started by, and
        // a copy written by this process could be inherited open for writing by a program another test starts at
        // that moment, making this exec fail with "Text file busy".
        let alone = folder.appendingPathComponent("atomic-bench")
        try FileManager.default.createSymbolicLink(at: alone, withDestinationURL: built)

        let run = try await Self.bench(["--quick", "--filter", "users-json", "--rounds", "1"], executable: alone)

        #expect(run.status == 1)
        #expect(
            run.errorOutput
                == "atomic-bench: atomic is not built next to atomic-bench; build it with "
                + "`swift build -c release --product atomic` (see the README's benchmarks section)\n")
    }

    @Test func helpListsEveryBenchmarkAndRunsNothing() async throws {
        let run = try await Self.bench(["--help"])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(
            run.output.hasPrefix(
                "usage: atomic-bench [--json] [--quick] [--filter NAME] [--rounds N] [--side ours|floor] [--help]\n"))
        #expect(run.output.contains("\n  --side ours|floor "))
        #expect(run.output.contains("\n  users-json "))
        #expect(run.output.contains("\n  image-cache-hit "))
        #expect(!run.output.contains("ratio"), "help runs no benchmark: \(run.output)")
    }
}
