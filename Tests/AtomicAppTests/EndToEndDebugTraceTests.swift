import AtomicTestSupport
import Foundation
import Testing

/// `ATOMIC_DEBUG` and `GH_DEBUG` on the built binary: each request and each cache decision traced on standard
/// error, never the token, and nothing on standard output changed.
@Suite struct EndToEndDebugTraceTests {
    static let token = "ghp_traceS3cretT0kenValue0123456789abcdefXY"

    private static func server() throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        server.route(
            "/users/octocat",
            .json(
                #"{"login":"octocat","id":1,"html_url":"https://github.com/octocat","type":"User","public_repos":0,"public_gists":0,"followers":0,"following":0}"#
            ))
        return server
    }

    @Test func eachRequestAndCacheDecisionIsTracedWithoutTheToken() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let environment = ["ATOMIC_DEBUG": "1", "GITHUB_TOKEN": Self.token]

        let first = try await sandbox.atomic(["user", "octocat"], gitHub: server, environment: environment)
        let second = try await sandbox.atomic(["user", "octocat"], gitHub: server, environment: environment)
        let quiet = try await sandbox.atomic(
            ["user", "octocat"], gitHub: server, environment: ["GITHUB_TOKEN": Self.token])

        #expect(first.status == 0 && second.status == 0, "\(first.errorOutput)")
        #expect(
            first.errorOutput.contains("GET \(server.baseURL.absoluteString)/users/octocat → 200 in "),
            "\(first.errorOutput)")
        #expect(first.errorOutput.contains("Stored a new answer in the cache"))
        // The second run is answered within the time to live: a cache decision, no request.
        #expect(second.errorOutput.contains("Answered from the cache without the network"), "\(second.errorOutput)")
        #expect(!second.errorOutput.contains("→ 200"))
        #expect(server.requestCount(to: "/users/octocat") == 1)
        // Standard output is the same with and without the trace; the token is in neither stream.
        #expect(first.output == quiet.output && second.output == quiet.output)
        #expect(quiet.errorOutput.isEmpty, "\(quiet.errorOutput)")
        for run in [first, second] {
            #expect(!run.errorOutput.contains(Self.token) && !run.output.contains(Self.token))
            #expect(!run.errorOutput.contains("Authorization"))
        }
    }

    @Test(
        "gh's variable traces too; empty, 0 and false do not",
        arguments: [
            ("GH_DEBUG", "api", true), ("GH_DEBUG", "1", true), ("ATOMIC_DEBUG", "", false),
            ("ATOMIC_DEBUG", "0", false),
            ("GH_DEBUG", "false", false),
        ])
    func theVariablesValues(name: String, value: String, traces: Bool) async throws {
        let server = try Self.server()
        defer { server.stop() }
        let run = try await EndToEndSandbox().atomic(["user", "octocat"], gitHub: server, environment: [name: value])

        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.errorOutput.contains("/users/octocat → 200") == traces, "\(run.errorOutput)")
    }

    @Test func theLogFileKeepsItsOwnLevelBesideTheTrace() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(
            ["user", "octocat", "--log-level", "error"], gitHub: server, environment: ["ATOMIC_DEBUG": "1"])

        #expect(run.status == 0 && run.errorOutput.contains("→ 200"), "\(run.errorOutput)")
        let log = (try? String(contentsOf: sandbox.logFile, encoding: .utf8)) ?? ""
        #expect(!log.contains("→ 200"), "\(log)")
    }
}
