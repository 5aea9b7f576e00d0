import Data
import Foundation

/// `atomic --offline users --limit N --json` over a warm cache of N users, as a whole process (start-up
/// included), against `atomic-bench-floor users-json`, which prints the same bytes from the same file with raw
/// sqlite3. Both write to `/dev/null` while timed; their outputs are compared once beforehand.
enum UsersJSONBenchmark {
    /// The benchmark over `pageCount` pages of users, with the cache under `folder`; the executables are looked
    /// for next to this one.
    static func make(pageCount: Int, folder: URL) -> Benchmark {
        let count = pageCount * BenchmarkUsers.pageSize
        return Benchmark(
            name: "users-json", title: "atomic --offline users --limit \(count) --json (whole process)", target: 1.5
        ) {
            let cacheDirectory = folder.appendingPathComponent("json-cache")
            let path = try await BenchmarkUsers(pageCount: pageCount).warmCache(in: cacheDirectory)
            let executables = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            let ours = Command.atomic(
                offlineOver: cacheDirectory, home: folder, ["users", "--limit", String(count), "--json"])
            let floor = Command(
                executable: executables.appendingPathComponent("atomic-bench-floor"),
                arguments: ["users-json", path, String(count)], environment: [:])
            let oursOutput = try ours.output()
            let floorOutput = try floor.output()
            guard oursOutput == floorOutput, oursOutput.count > count * 50 else {
                throw BenchmarkError(
                    "atomic printed \(oursOutput.count) bytes and the floor \(floorOutput.count): they must be the same"
                )
            }
            return Benchmark.Sides(ours: { try ours.timedRun() }, floor: { try floor.timedRun() })
        }
    }

    /// A process to run.
    struct Command {
        let executable: URL
        let arguments: [String]
        let environment: [String: String]

        /// The `atomic` built next to this executable, offline over the cache in `cacheDirectory`, with `arguments`
        /// after those options, and only `PATH`, `HOME` (`home`) and `LANG` set.
        static func atomic(offlineOver cacheDirectory: URL, home: URL, _ arguments: [String]) -> Command {
            let executables = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            return Command(
                executable: executables.appendingPathComponent("atomic"),
                arguments: ["--offline", "--cache-dir", cacheDirectory.path] + arguments,
                environment: ["PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8"])
        }

        /// A process for the executable, or a ``BenchmarkError`` naming the product to build when it is not there.
        private func process() throws -> Process {
            let name = executable.lastPathComponent
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                throw BenchmarkError(
                    "\(name) is not built next to atomic-bench; build it with "
                        + "`swift build -c release --product \(name)` (see the README's benchmarks section)")
            }
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.environment = environment
            return process
        }

        /// Runs it and returns its standard output; throws unless it exits 0.
        func output() throws -> Data {
            let process = try process()
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw BenchmarkError("\(executable.lastPathComponent) exited with \(process.terminationStatus)")
            }
            return data
        }

        /// Runs it with its output going to `/dev/null` and returns the wall time from start to exit.
        func timedRun() throws -> Duration {
            let process = try process()
            process.standardOutput = FileHandle.nullDevice
            let clock = ContinuousClock()
            let start = clock.now
            try process.run()
            process.waitUntilExit()
            let elapsed = clock.now - start
            guard process.terminationStatus == 0 else {
                throw BenchmarkError("\(executable.lastPathComponent) exited with \(process.terminationStatus)")
            }
            return elapsed
        }
    }
}
