import AtomicTestSupport
import Foundation
import Testing

/// One cache folder used with two GitHub APIs: the built binary never answers one API's user list with the
/// other's rows, online or offline.
@Suite struct EndToEndUserOriginTests {
    /// A sandbox whose cache holds `atomic users --limit 3` from a first server (users 1–50), now stopped.
    private static func firstServerCached() async throws -> (EndToEndSandbox, TestHTTPServer) {
        let first = try TestHTTPServer.gitHubUsers(ids: Array(1...50), sendsLink: true)
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["users", "--limit", "3"], gitHub: first)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        first.stop()
        return (sandbox, first)
    }

    private static func logins(_ output: String) -> [String] {
        // Tab-separated records (output is a pipe): id, login, profile.
        output.split(separator: "\n").compactMap { line in
            line.split(separator: "\t").dropFirst().first.map(String.init)
        }
    }

    @Test func aSecondServerIsAskedForItsOwnUsers() async throws {
        let (sandbox, _) = try await Self.firstServerCached()
        let second = try TestHTTPServer.gitHubUsers(ids: Array(101...150), sendsLink: true)
        defer { second.stop() }

        let run = try await sandbox.atomic(["users", "-L", "3"], gitHub: second)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(Self.logins(run.output) == ["user101", "user102", "user103"], "stdout: \(run.output)")
        #expect(second.requestCount == 1)
    }

    @Test func offlineASecondServerHasNothingCached() async throws {
        let (sandbox, _) = try await Self.firstServerCached()
        let second = try TestHTTPServer()
        second.stop()

        let run = try await sandbox.atomic(["--offline", "users", "-L", "3"], gitHub: second)

        #expect(run.status == 1, "stdout: \(run.output)")
        #expect(run.output == "")
        #expect(run.errorOutput.hasPrefix("error: "), "stderr: \(run.errorOutput)")
    }

    @Test func offlineAnotherGitHubHostHasNothingCached() async throws {
        let (sandbox, first) = try await Self.firstServerCached()

        let run = try await sandbox.atomicExactly(
            ["--offline", "users", "--cache-dir", sandbox.cacheDirectory.path],
            environment: ["GH_HOST": "ghe.example.com"])

        #expect(run.status == 1, "stdout: \(run.output)")
        #expect(run.output == "")
        #expect(run.errorOutput.hasPrefix("error: "), "stderr: \(run.errorOutput)")
        let back = try await sandbox.atomic(["--offline", "users", "-L", "3"], gitHub: first)
        #expect(Self.logins(back.output) == ["user1", "user2", "user3"], "stdout: \(back.output)")
    }
}
