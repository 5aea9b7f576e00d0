import AtomicTestSupport
import Foundation
import Persistence
import Testing

/// The cache folder trusted only as far as it deserves, as a user meets it: the built binary against a loopback
/// GitHub, with an oversized page, another program's database, a log path that is not a file, and a fetch time
/// in the future.
@Suite struct EndToEndCacheTrustTests {
    /// A GitHub that ignores `per_page` and always sends users 1...1000 after `since`, with a `Link` to the
    /// page after the 1000th user.
    private static func oversizedPager(port: Int) -> @Sendable (RecordedRequest) -> TestResponse {
        { request in
            let since = request.queryValue("since").flatMap { Int($0) } ?? 0
            let ids = (since + 1)...(since + 1_000)
            let next = "http://127.0.0.1:\(port)/users?per_page=100&since=\(since + 1_000)"
            return .json(EndToEndFixtures.gitHubUsersJSON(ids: ids), headers: [("Link", "<\(next)>; rel=\"next\"")])
        }
    }

    private static func ids(in output: String) throws -> [Int] {
        let items = try #require(EndToEndFixtures.json(output) as? [[String: Any]], "stdout: \(output)")
        return items.compactMap { $0["id"] as? Int }
    }

    @Test func anOversizedPageIsCutToPerPageAndLogged() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users", handler: Self.oversizedPager(port: server.port))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(
            ["users", "--limit", "5", "--per-page", "5", "--json", "--log-level", "warning"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(try Self.ids(in: run.output) == [1, 2, 3, 4, 5])
        let log = try String(contentsOf: sandbox.logFile, encoding: .utf8)
        let lines = log.split(separator: "\n").filter { $0.contains("more users than asked for") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains(#""received":"1000""#) == true, "log: \(log)")
        #expect(lines.first?.contains(#""perPage":"5""#) == true, "log: \(log)")
        #expect(lines.first?.contains(#""level":"warning""#) == true, "log: \(log)")

        // The next page continues after the last user kept, not after the last user sent.
        let more = try await sandbox.atomic(["users", "--limit", "10", "--per-page", "5", "--json"], gitHub: server)
        #expect(more.status == 0, "stderr: \(more.errorOutput)")
        #expect(try Self.ids(in: more.output) == Array(1...10))
        #expect(server.requests(to: "/users").map { $0.queryValue("since") } == [nil, "5"])
    }

    @Test func usersWithALimitOfFiveAndTheDefaultPageSizePrintsFive() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users", handler: Self.oversizedPager(port: server.port))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["users", "--limit", "5", "--json"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(try Self.ids(in: run.output).count == 5)
    }

    @Test func anotherProgramsDatabaseIsMovedAsideWithOneWarning() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 1)))
        let sandbox = try EndToEndSandbox()
        try FileManager.default.createDirectory(at: sandbox.cacheDirectory, withIntermediateDirectories: true)
        let path = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite").path
        let foreign = try DatabaseQueue(path: path)
        try await foreign.write { writer in
            try writer.execute(sql: "CREATE TABLE bookmarks (url TEXT)")
            try writer.execute(sql: "INSERT INTO bookmarks VALUES ('https://example.test')")
            try writer.execute(sql: "PRAGMA application_id = 42")
        }
        await foreign.close()
        let original = try Data(contentsOf: URL(fileURLWithPath: path))

        let run = try await sandbox.atomic(["user", "octocat"], gitHub: server)
        let clear = try await sandbox.atomic(["cache", "clear"])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(clear.status == 0, "stderr: \(clear.errorOutput)")
        let lines = run.errorOutput.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(run.errorOutput)")
        #expect(lines.first?.hasPrefix("warning: the file at \(path) is not an AtomicArch cache") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path)
        // The file itself, not a companion moved with it (`-wal`, `-shm`, `-checked`).
        let moved = try #require(
            names.first { $0.hasPrefix("cache.sqlite.foreign-") && $0.hasSuffix("Z") }, "files: \(names)")
        let movedPath = sandbox.cacheDirectory.appendingPathComponent(moved).path
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedPath)) == original)
    }

    @Test func aSymbolicLinkAtTheLogPathIsNotFollowed() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 1)))
        let sandbox = try EndToEndSandbox()
        try FileManager.default.createDirectory(at: sandbox.cacheDirectory, withIntermediateDirectories: true)
        let target = sandbox.root.appendingPathComponent("victim.txt")
        try Data("keep me\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: sandbox.logFile, withDestinationURL: target)

        let run = try await sandbox.atomic(["user", "octocat", "--log-level", "debug"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(try Data(contentsOf: target) == Data("keep me\n".utf8))
        #expect(
            run.errorOutput
                == "warning: the log file \(sandbox.logFile.path) is not a regular file (a symbolic link); "
                + "logging is off for this run\n")
    }

    @Test func aFIFOAtTheLogPathDoesNotHang() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 1)))
        let sandbox = try EndToEndSandbox()
        try FileManager.default.createDirectory(at: sandbox.cacheDirectory, withIntermediateDirectories: true)
        #expect(mkfifo(sandbox.logFile.path, 0o600) == 0)

        let run = try await sandbox.atomic(["user", "octocat", "--log-level", "debug"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.hasSuffix("logging is off for this run\n"))
        #expect(run.errorOutput.split(separator: "\n").count == 1)
    }

    @Test func anEntryDatedInTheFutureIsStaleInCacheInfoAndInTheCommands() async throws {
        let server = try TestHTTPServer.gitHubUsers(ids: Array(1...5), sendsLink: false)
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.atomic(["users", "--limit", "5", "--per-page", "5", "--json"], gitHub: server)
        let database = try DatabaseQueue(path: sandbox.cacheDirectory.appendingPathComponent("cache.sqlite").path)
        let future = Date().addingTimeInterval(86_400 * 365)
        try await database.write { try $0.execute(sql: "UPDATE cache_entries SET fetched_at = ?", arguments: [future]) }
        await database.close()

        let info = try await sandbox.atomic(["cache", "info", "--json"])
        let again = try await sandbox.atomic(["users", "--limit", "5", "--per-page", "5", "--json"], gitHub: server)

        #expect(info.status == 0, "stderr: \(info.errorOutput)")
        let report = try #require(EndToEndFixtures.json(info.output) as? [String: Any], "stdout: \(info.output)")
        let endpoints = try #require(report["endpoints"] as? [[String: Any]])
        #expect(endpoints.count == 1)
        #expect(endpoints.first?["fresh"] as? Bool == false)
        #expect(endpoints.first?["ageSeconds"] as? Int == 0)
        #expect(again.status == 0, "stderr: \(again.errorOutput)")
        #expect(server.requestCount(to: "/users") == 2, "a future-dated entry is not fresh for the commands either")
    }

    @Test(arguments: ["--json", "--plain"])
    func cacheInfoListsExtremeFetchTimesWithoutTrapping(format: String) async throws {
        let sandbox = try EndToEndSandbox()
        let store = try await SQLiteCacheStore.openOrRecover(
            at: CacheLocation(directoryPath: sandbox.cacheDirectory.path))
        let times: [any DatabaseValueConvertible & Sendable] = [Int64.max, Int64.min, -1e19, 1e308, -1.0, Int64(-1)]
        try await store.write { writer in
            for (index, time) in times.enumerated() {
                try writer.execute(
                    sql: "INSERT INTO cache_entries (key, fetched_at) VALUES (?, ?)",
                    arguments: ["GET http://x.test/\(index)", time])
            }
        }
        await store.close()

        let run = try await sandbox.atomic(["cache", "info"] + (format == "--json" ? ["--json"] : []))

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        for index in times.indices {
            #expect(run.output.contains("http://x.test/\(index)"))
        }
        if format == "--json" {
            let report = try #require(EndToEndFixtures.json(run.output) as? [String: Any], "stdout: \(run.output)")
            let endpoints = try #require(report["endpoints"] as? [[String: Any]])
            #expect(endpoints.allSatisfy { $0["fresh"] as? Bool == false })
        }
    }
}
