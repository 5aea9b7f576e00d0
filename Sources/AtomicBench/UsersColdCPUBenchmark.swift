import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CPU a cold bulk fetch costs: `atomic users --limit N --json` over an empty cache against
/// `gh api --paginate '/users?per_page=100'`, both fetching the same ``BenchmarkUsers`` pages from one loopback
/// server (``UsersJSONColdBenchmark/server(over:)``), in interleaved rounds, output to `/dev/null`. Each side's
/// figure is the user + system CPU time of its process (`wait4`'s `rusage`), in ms.
///
/// `gh` (2.23, as Debian ships it) speaks plain HTTP only to the host `github.localhost`, whose REST API it
/// reaches at `http://api.github.localhost/`: it is given that host and an HTTP proxy at the loopback server, so it
/// never looks a name up; the server answers the proxy's absolute-form request itself, and its `Link` headers
/// lead `gh` straight to `127.0.0.1`, which Go does not send through a proxy. Without `gh` on `PATH` the row is
/// skipped (``Benchmark/Skipped``).
enum UsersColdCPUBenchmark {
    /// The row over `pageCount` pages of ``BenchmarkUsers/pageSize`` users, with its runs under `folder`.
    static func make(pageCount: Int, folder: URL) -> Benchmark {
        let count = pageCount * BenchmarkUsers.pageSize
        return Benchmark(
            name: "users-cold-100k",
            title: "CPU of cold atomic users --limit \(count) --json vs gh api --paginate (loopback)",
            target: 1.0
        ) {
            guard let gh = executable(named: "gh") else { throw Benchmark.Skipped(reason: "gh not installed") }
            let run = try await UsersJSONColdBenchmark.ColdRun.prepare(pageCount: pageCount, folder: folder)
            let home = folder.appendingPathComponent("gh-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let proxy = "http://127.0.0.1:\(run.server.port)"
            let ghCommand = UsersJSONBenchmark.Command(
                executable: gh, arguments: ["api", "--paginate", "/users?per_page=\(BenchmarkUsers.pageSize)"],
                environment: [
                    "PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "GH_HOST": "github.localhost",
                    "GH_TOKEN": "dummy", "GH_NO_UPDATE_NOTIFIER": "1", "GH_CONFIG_DIR": home.path,
                    "HTTP_PROXY": proxy, "HTTPS_PROXY": proxy, "NO_PROXY": "",
                ])
            // gh prints the pages one after another: every user of every page must be there.
            run.server.resetCount("/users")
            let printed = String(decoding: try ghCommand.output(), as: UTF8.self)
            let users = printed.components(separatedBy: #""login":"#).count - 1
            guard users == count, run.server.count("/users") >= pageCount else {
                throw BenchmarkError(
                    "gh api --paginate printed \(users) users in \(run.server.count("/users")) requests; expected \(count)"
                )
            }
            return Benchmark.Sides(
                measuringOurs: { try cpuMilliseconds(of: run.freshCommand()) },
                floor: { try cpuMilliseconds(of: ghCommand) })
        }
    }

    /// The first executable file called `name` in the directories of this process's `PATH`, or nil.
    static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `command` with its standard output on `/dev/null` and returns the user + system CPU time of its process
    /// in ms; throws unless it exits 0.
    static func cpuMilliseconds(of command: UsersJSONBenchmark.Command) throws -> Double {
        let name = command.executable.lastPathComponent
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] =
            ([command.executable.path] + command.arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] =
            command.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, command.executable.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw BenchmarkError("cannot start \(name): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        // Exited (no signal) with status 0.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw BenchmarkError("\(name) exited with status \(status)")
        }
        func milliseconds(_ time: timeval) -> Double {
            Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000
        }
        return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    }
}
