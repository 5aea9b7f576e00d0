import AtomicCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `atomic users --limit N --json` over an empty cache, against a loopback GitHub (``LoopbackServer``) that answers
/// `GET /users?since=S` with the ``BenchmarkUsers`` page after `S` and a `Link` to the next: how soon the first byte
/// of output comes, and how much memory the whole run takes, as a whole process with a fresh cache folder each round.
///
/// Each run goes through this executable as a child (`--child first-byte ATOMIC ARGUMENTS…`), which starts `atomic`
/// with its standard output on a pipe, reads it to the end, and prints when the first byte came (nanoseconds of
/// `CLOCK_MONOTONIC`, the clock the server stamps requests with), how many bytes came, and the peak resident set of
/// `atomic` (`wait4`'s `ru_maxrss`, which counts the small child's own memory at the `exec` too, so it is never less
/// than that: a few MB, below `atomic`'s own).
enum UsersJSONColdBenchmark {
    /// The time-to-first-byte row at `pageCount` pages of ``BenchmarkUsers/pageSize`` users, named `name`: ours is
    /// the time from the first request reaching the server to the first byte of output, in ms; the floor is one
    /// page's worth, the time between the first request and the last divided by the pages after the first. A
    /// list written page by page as each page is stored starts after about one page; one held to the end, after
    /// all of them.
    static func firstByte(name: String, pageCount: Int, folder: URL) -> Benchmark {
        let count = pageCount * BenchmarkUsers.pageSize
        return Benchmark(
            name: name,
            title: "time to the first byte of cold atomic users --limit \(count) --json after the first request vs"
                + " one page's worth (loopback)",
            target: 2
        ) {
            let run = try await ColdRun.prepare(pageCount: pageCount, folder: folder)
            // Both figures come from the same run: the floor side hands on the page's worth of ours' last run.
            let pageWorth = Locked<Double?>(nil)
            return Benchmark.Sides(
                measuringOurs: {
                    let outcome = try run.measure()
                    pageWorth.withLock { $0 = outcome.pageMilliseconds }
                    return outcome.firstByteMilliseconds
                },
                floor: {
                    if let value = pageWorth.withLock({ $0.take() }) { return value }
                    return try run.measure().pageMilliseconds
                })
        }
    }

    /// The memory row: ours is the peak resident set of a cold run of `manyPages` pages, the floor that of
    /// `fewPages` pages, in MB. Output written as it comes keeps the peak flat in the number of users.
    static func memory(fewPages: Int, manyPages: Int, folder: URL) -> Benchmark {
        let (few, many) = (fewPages * BenchmarkUsers.pageSize, manyPages * BenchmarkUsers.pageSize)
        return Benchmark(
            name: "users-json-cold-rss",
            title: "peak RSS of cold atomic users --limit \(many) --json vs --limit \(few) (loopback)",
            unit: "MB", target: 1.2, ceiling: nil
        ) {
            let manyRun = try await ColdRun.prepare(pageCount: manyPages, folder: folder)
            let fewRun = manyRun.limited(to: fewPages)
            return Benchmark.Sides(
                measuringOurs: { try manyRun.measure().peakMegabytes },
                floor: { try fewRun.measure().peakMegabytes })
        }
    }

    /// What one cold run came to.
    struct Outcome {
        /// From the first request reaching the server to the first byte of output.
        let firstByteMilliseconds: Double
        /// The time between the first request and the last, over the pages after the first.
        let pageMilliseconds: Double
        /// `atomic`'s peak resident set.
        let peakMegabytes: Double
    }

    /// Cold runs of `atomic users --limit N --json` against one loopback server.
    struct ColdRun {
        let server: LoopbackServer
        let pageCount: Int
        let folder: URL

        /// A server over `pageCount` pages, and one run whose output is checked: JSON of the size expected, and
        /// the bytes a warm run over the cache it filled prints.
        static func prepare(pageCount: Int, folder: URL) async throws -> ColdRun {
            let run = ColdRun(
                server: try UsersJSONColdBenchmark.server(over: BenchmarkUsers(pageCount: pageCount)),
                pageCount: pageCount,
                folder: folder.appendingPathComponent("cold-\(UUID().uuidString)"))
            let cold = try run.freshCommand().output()
            let warm = try run.command(offline: true).output()
            let count = pageCount * BenchmarkUsers.pageSize
            guard cold == warm, cold.count > count * 50 else {
                throw BenchmarkError(
                    "cold atomic printed \(cold.count) bytes and warm \(warm.count): they must be the same")
            }
            return run
        }

        /// The same server, asked for the first `pageCount` pages only.
        func limited(to pageCount: Int) -> ColdRun {
            ColdRun(
                server: server, pageCount: pageCount,
                folder: folder.deletingLastPathComponent().appendingPathComponent("cold-\(UUID().uuidString)"))
        }

        /// `atomic users --limit N --json` with ``folder`` as its cache and home, online or `offline`.
        private func command(offline: Bool = false) -> UsersJSONBenchmark.Command {
            let executables = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            let options =
                (offline ? ["--offline"] : []) + [
                    "--cache-dir", folder.appendingPathComponent("cache").path, "--github-api-url",
                    "http://127.0.0.1:\(server.port)",
                ]
            return UsersJSONBenchmark.Command(
                executable: executables.appendingPathComponent("atomic"),
                arguments: options + ["users", "--limit", String(pageCount * BenchmarkUsers.pageSize), "--json"],
                environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "LANG": "C.UTF-8"])
        }

        /// ``command(offline:)`` online, after making ``folder`` afresh (an empty cache).
        func freshCommand() throws -> UsersJSONBenchmark.Command {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            server.resetCount("/users")
            return command()
        }

        /// One cold run through the `first-byte` child, timed against the requests the server received.
        func measure() throws -> Outcome {
            let atomic = try freshCommand()
            let child = UsersJSONBenchmark.Command(
                executable: URL(fileURLWithPath: CommandLine.arguments[0]),
                arguments: ["--child", "first-byte", atomic.executable.path] + atomic.arguments,
                environment: atomic.environment)
            let text = String(decoding: try child.output(), as: UTF8.self)
            let words = text.split(whereSeparator: \.isWhitespace).compactMap { UInt64($0) }
            let arrivals = server.arrivalTimes("/users")
            guard words.count == 3, let first = arrivals.first, let last = arrivals.last, arrivals.count >= 2,
                words[0] >= first, words[1] > UInt64(pageCount * BenchmarkUsers.pageSize * 50)
            else {
                throw BenchmarkError("the first-byte child printed \(text) after \(arrivals.count) requests")
            }
            let pages = Double(arrivals.count - 1)
            return Outcome(
                firstByteMilliseconds: Double(words[0] - first) / 1e6,
                pageMilliseconds: Double(last - first) / pages / 1e6, peakMegabytes: Double(words[2]) / 1024)
        }
    }

    /// A loopback GitHub over `users`: `GET /users?since=S` answers the page after `S` with a `Link` to the next,
    /// and an empty list past the last page.
    static func server(over users: BenchmarkUsers) throws -> LoopbackServer {
        let port = Locked(0)
        let pages = users.pages
        var indexAfter: [Int: Int] = [0: 0]
        for (index, id) in users.lastIDs.enumerated() { indexAfter[id] = index + 1 }
        let lastIDs = users.lastIDs
        let after = indexAfter
        let route = LoopbackServer.Route { target in
            let query = URLComponents(string: target)?.queryItems ?? []
            let since = query.first { $0.name == "since" }?.value.flatMap { Int($0) } ?? 0
            guard let index = after[since], index < pages.count else { return (Data("[]".utf8), []) }
            let base = "http://127.0.0.1:\(port.withLock { $0 })/users"
            let link = "Link: <\(base)?per_page=\(BenchmarkUsers.pageSize)&since=\(lastIDs[index])>; rel=\"next\""
            return (pages[index], [link])
        }
        let server = try LoopbackServer(routes: ["/users": route])
        port.withLock { $0 = server.port }
        return server
    }

    /// The `first-byte` child: starts the program `arguments[0]` with the rest of `arguments` and this process's
    /// environment, reads its standard output to the end, and prints `FIRST BYTES PEAK`: when the first byte came
    /// (nanoseconds of `CLOCK_MONOTONIC`, 0 when none came), how many came, and its peak resident set in KB. Returns
    /// 0, or 1 when it could not be started or did not exit 0.
    static func runChild(_ arguments: [String]) -> Int32 {
        guard let program = arguments.first else { return 2 }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return 1 }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            FileHandle.standardError.write(Data("atomic-bench child: cannot start \(program): \(spawned)\n".utf8))
            return 1
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var firstByte: UInt64 = 0
        var bytes = 0
        while true {
            let got = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            if bytes == 0 { firstByte = MonotonicTime.nanoseconds() }
            bytes += got
        }
        close(ends[0])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        // Exited (no signal) with status 0.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { return 1 }
        #if canImport(Darwin)
            let peak = usage.ru_maxrss / 1024
        #else
            let peak = usage.ru_maxrss
        #endif
        print("\(firstByte) \(bytes) \(peak)")
        return 0
    }
}

/// Nanoseconds of `CLOCK_MONOTONIC`: one clock for every process on the machine, so that a child's times and the
/// server's can be compared.
enum MonotonicTime {
    /// Now.
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
