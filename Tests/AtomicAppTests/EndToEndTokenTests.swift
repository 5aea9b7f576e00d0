import AtomicTestSupport
import Foundation
import Testing

/// A GitHub token given in the environment goes to GitHub as a bearer token and nowhere else.
@Suite struct EndToEndTokenTests {
    static let token = "ghp_e2eS3cretT0kenValue0123456789abcdefXY"

    @Test func tokenReachesGitHubOnlyAndIsNeverWrittenAnywhere() async throws {
        let gitHub = try TestHTTPServer.gitHubUsers(ids: Array(1...12), sendsLink: true)
        defer { gitHub.stop() }
        let posts = try TestHTTPServer.postsFeed()
        defer { posts.stop() }
        let sandbox = try EndToEndSandbox()

        // Without a command and with stdout not a terminal, atomic prints the overview, which asks both APIs.
        let run = try await sandbox.atomic(
            ["--log-level", "trace"], gitHub: gitHub, posts: posts, environment: ["GITHUB_TOKEN": Self.token])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(gitHub.requestCount > 0)
        for request in gitHub.requests {
            #expect(request.header("Authorization") == "Bearer \(Self.token)", "\(request.target)")
        }
        #expect(posts.requestCount == 3)
        for request in posts.requests {
            #expect(request.header("Authorization") == nil, "\(request.target) carried the GitHub token")
            #expect(!request.headers.values.contains { $0.contains(Self.token) }, "\(request.target)")
        }
        #expect(!run.output.contains(Self.token))
        #expect(!run.errorOutput.contains(Self.token))
        let log = try String(contentsOf: sandbox.logFile, encoding: .utf8)
        #expect(log.contains("/users"), "the trace log does not mention the requests: \(log)")
        #expect(!log.contains(Self.token), "the log file holds the token")
    }

    @Test func tokenIsNotShownWhenGitHubRefusesIt() async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        gitHub.route(
            "/users/octocat",
            .json(
                #"{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}"#,
                status: 401))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(
            ["user", "octocat", "--log-level", "trace"], gitHub: gitHub, environment: ["GH_TOKEN": Self.token])

        #expect(run.status == 1)
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("error: "))
        #expect(gitHub.requests.first?.header("Authorization") == "Bearer \(Self.token)")
        #expect(!run.output.contains(Self.token))
        #expect(!run.errorOutput.contains(Self.token))
        let log = try String(contentsOf: sandbox.logFile, encoding: .utf8)
        #expect(!log.isEmpty)
        #expect(!log.contains(Self.token), "the log file holds the token")
    }

    @Test func ghTokenWinsOverGitHubToken() async throws {
        let gitHub = try TestHTTPServer.gitHubUsers(ids: Array(1...3), sendsLink: false)
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(
            ["users", "--limit", "2"], gitHub: gitHub,
            environment: ["GH_TOKEN": Self.token, "GITHUB_TOKEN": "ghp_theOtherOne"])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(gitHub.requestCount == 1)
        #expect(gitHub.requests.first?.header("Authorization") == "Bearer \(Self.token)")
    }

    @Test func theGitHubAPIURLOptionWinsOverGHHostAndTheHostsTokenIsSent() async throws {
        let gitHub = try TestHTTPServer.gitHubUsers(ids: Array(1...3), sendsLink: false)
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()

        // GH_HOST names a host that cannot be reached; the option sends every request to the loopback server,
        // with the token read for that host.
        let run = try await sandbox.atomic(
            ["users", "--limit", "2"], gitHub: gitHub,
            environment: [
                "GH_HOST": "ghe.invalid", "GH_ENTERPRISE_TOKEN": Self.token, "GH_TOKEN": "ghp_notForThisHost",
            ])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(gitHub.requestCount == 1)
        #expect(gitHub.requests.first?.header("Authorization") == "Bearer \(Self.token)")
        #expect(run.output.contains("user2"))
    }

    @Test func aRefusedTokenIsNamedByItsVariable() async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        gitHub.route("/users", .json(#"{"message":"Bad credentials"}"#, status: 401))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(
            ["users"], gitHub: gitHub, environment: ["GITHUB_TOKEN": Self.token])

        #expect(run.status == 1)
        #expect(run.errorOutput == "error: the token in GITHUB_TOKEN was refused\n")
    }
}
