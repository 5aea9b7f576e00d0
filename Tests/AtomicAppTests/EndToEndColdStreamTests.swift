import AtomicCore
import AtomicTestSupport
import Foundation
import Testing

/// `atomic users` over an empty cache writes each page as it is stored: the same bytes as a list written at the
/// end when every page arrives, the first bytes before the last page is served, and, when a later page fails,
/// what was fetched, still whole (a closed JSON array), with one `error:` line and status 1.
@Suite struct EndToEndColdStreamTests {
    /// Five pages of 30 users, ids 1 to 150.
    static let ids = Array(1...150)
    static let perPage = 30
    static let arguments = ["users", "--limit", "150", "--per-page", "30"]

    /// The `since` of page `number` (from 1).
    static func since(ofPage number: Int) -> String? {
        number == 1 ? nil : String(ids[(number - 1) * perPage - 1])
    }

    /// The compact `--json` document of the users with `ids`, as `atomic` has always printed it.
    static func json(_ ids: some Sequence<Int>) -> String {
        let items = ids.map { id in
            #"{"login":"user\#(id)","id":\#(id),"avatarUrl":"\#(EndToEndFixtures.avatarBase)/\#(id)?v=4","#
                + #""htmlUrl":"https://github.com/user\#(id)"}"#
        }
        return "[" + items.joined(separator: ",") + "]\n"
    }

    /// The tab-separated records of the users with `ids`.
    static func records(_ ids: some Sequence<Int>) -> String {
        ids.map { "\($0)\tuser\($0)\thttps://github.com/user\($0)\n" }.joined()
    }

    /// A GitHub over ``ids`` whose page 3 always answers 500.
    static func serverFailingPageThree() throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        let pager = EndToEndFixtures.usersPager(ids: ids, port: server.port, sendsLink: true)
        let failing = since(ofPage: 3)
        server.route("/users") { request in
            request.queryValue("since") == failing
                ? .json(#"{"message":"Server Error"}"#, status: 500) : pager(request)
        }
        return server
    }

    @Test func everyPageArrivingPrintsTheSameBytesAsTheWholeList() async throws {
        let server = try TestHTTPServer.gitHubUsers(ids: Self.ids, sendsLink: true)
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let cold = try await sandbox.atomic(Self.arguments + ["--json"], gitHub: server)
        #expect(cold.status == 0, "stderr: \(cold.errorOutput)")
        #expect(cold.errorOutput == "")
        #expect(cold.output == Self.json(Self.ids))
        #expect(server.requests(to: "/users").map { $0.queryValue("since") } == (1...5).map(Self.since(ofPage:)))
        // The warm run reads the same users from the cache: byte for byte what the cold run wrote.
        let warm = try await sandbox.atomic(Self.arguments + ["--json"], gitHub: server)
        #expect(warm.output == cold.output)

        let fields = try await EndToEndSandbox().atomic(Self.arguments + ["--json=id,login"], gitHub: server)
        #expect(fields.status == 0, "stderr: \(fields.errorOutput)")
        #expect(
            fields.output == "[" + Self.ids.map { #"{"login":"user\#($0)","id":\#($0)}"# }.joined(separator: ",")
                + "]\n")

        let plain = try await EndToEndSandbox().atomic(Self.arguments, gitHub: server)
        #expect(plain.status == 0, "stderr: \(plain.errorOutput)")
        #expect(plain.errorOutput == "")
        #expect(plain.output == Self.records(Self.ids))
    }

    @Test func aLaterPageFailingLeavesValidJSONWithTheUsersFetched() async throws {
        let server = try Self.serverFailingPageThree()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(Self.arguments + ["--json"], gitHub: server)

        #expect(run.status == 1)
        #expect(run.output == Self.json(1...60))
        let items = try #require(EndToEndFixtures.json(run.output) as? [[String: Any]], "stdout: \(run.output)")
        #expect(items.compactMap { $0["id"] as? Int } == Array(1...60))
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorLines.first?.hasPrefix("error: the server could not answer (HTTP 500") == true)
        // The list stopped at the page that failed: nothing was asked after it.
        #expect(server.requests(to: "/users").allSatisfy { $0.queryValue("since") != Self.since(ofPage: 4) })
    }

    @Test func aLaterPageFailingLeavesTheRecordsFetched() async throws {
        let server = try Self.serverFailingPageThree()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(Self.arguments, gitHub: server)

        #expect(run.status == 1)
        #expect(run.output == Self.records(1...60))
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorLines.first?.hasPrefix("error: ") == true)
    }

    @Test func aLaterPageFailingOnATerminalShowsTheTableOfTheUsersFetched() async throws {
        let server = try Self.serverFailingPageThree()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(Self.arguments, gitHub: server, onTerminal: true)

        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.contains { $0.contains("ID") && $0.contains("LOGIN") })
        #expect(lines.contains { $0.hasSuffix("user60") || $0.contains("user60 ") })
        #expect(!run.output.contains("user61"))
        #expect(lines.filter { $0.hasPrefix("error: ") }.count == 1, "output: \(run.output)")
    }

    @Test func jqFiltersTheUsersFetchedWhenALaterPageFails() async throws {
        let server = try Self.serverFailingPageThree()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(Self.arguments + ["--json=id", "--jq", "length, .[-1].id"], gitHub: server)

        #expect(run.status == 1)
        #expect(run.output == "60\n60\n")
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorLines.first?.hasPrefix("error: the server could not answer") == true)
    }

    /// The last page is held until `atomic` has written something to the file its standard output goes to: a list
    /// written as each page is stored has, a list written at the end has not (the server then gives up waiting and
    /// answers, and the test fails on what it saw).
    @Test(arguments: [["--json"], ["--json=id,login"], []])
    func theFirstBytesComeBeforeTheLastPageIsServed(format: [String]) async throws {
        let sandbox = try EndToEndSandbox()
        let outputFile = sandbox.root.appendingPathComponent("stdout")
        let server = try TestHTTPServer()
        defer { server.stop() }
        let pager = EndToEndFixtures.usersPager(ids: Self.ids, port: server.port, sendsLink: true)
        let last = Self.since(ofPage: 5)
        let sawOutput = Locked<Bool?>(nil)
        server.route("/users") { request in
            if request.queryValue("since") == last {
                // At most 15 s in 10 ms checks, counted rather than timed, then the page is served either way.
                var written = false
                for _ in 0..<1_500 {
                    let size = (try? FileManager.default.attributesOfItem(atPath: outputFile.path)[.size]) as? Int
                    written = (size ?? 0) > 0
                    if written { break }
                    Thread.sleep(forTimeInterval: 0.01)
                }
                sawOutput.withLock { $0 = written }
            }
            return pager(request)
        }
        let atomic = try AtomicBinary.executableURL()
        let script = #"out=$1; shift; exec "$@" > "$out""#
        let run = try await AtomicBinary.run(
            ["-c", script, "sh", outputFile.path, atomic.path] + Self.arguments + format
                + sandbox.options(gitHub: server),
            environment: sandbox.environment(), timeout: .seconds(60), program: URL(fileURLWithPath: "/bin/sh"))

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(sawOutput.withLock { $0 } == true)
        let written = try String(contentsOf: outputFile, encoding: .utf8)
        if format == ["--json"] {
            #expect(written == Self.json(Self.ids))
        } else if format.isEmpty {
            #expect(written == Self.records(Self.ids))
        } else {
            #expect(written.hasPrefix(#"[{"login":"user1","id":1},"#) && written.hasSuffix("}]\n"))
        }
    }
}
