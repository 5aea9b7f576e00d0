import AtomicTestSupport
import Foundation
import Testing

/// A stored token that expires (a GitHub App's user token) is renewed end to end with the built binary: before
/// it expires, once after a 401, and never twice by two processes; a refused refresh token signs the host out.
@Suite struct EndToEndTokenRefreshTests {
    static let oldToken = "ghu_oldTokenThatHasExpired0123456789"
    static let newToken = "ghu_newTokenFromTheRefresh0123456789"
    static let oldRefresh = "ghr_theFirstRefreshToken0123456789"
    static let newRefresh = "ghr_theRotatedRefreshToken01234567"

    /// A sandbox whose credentials file holds `token` for `gitHub`'s host, expiring at `expiresAt`.
    static func sandbox(
        gitHub: TestHTTPServer, token: String = oldToken, expiresAt: String
    ) throws -> (EndToEndSandbox, [String: String], URL) {
        let sandbox = try EndToEndSandbox()
        let config = sandbox.home.appendingPathComponent("config")
        let folder = config.appendingPathComponent("atomic")
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: config.path)
        let base = gitHub.baseURL.absoluteString
        let host = "127.0.0.1:\(gitHub.baseURL.port ?? 0)"
        let file = folder.appendingPathComponent("credentials.json")
        let text = """
            {"version": 1, "hosts": {"\(host)": {"token": "\(token)", "refresh_token": "\(oldRefresh)",
             "expires_at": "\(expiresAt)", "refresh_token_expires_at": "2099-01-01T00:00:00Z",
             "client_id": "Iv1.test", "api_url": "\(base)", "web_url": "\(base)", "login": "octocat"}}}
            """
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        return (sandbox, ["XDG_CONFIG_HOME": config.path], file)
    }

    /// A GitHub whose users list answers only `newToken`, and whose token endpoint trades `oldRefresh` for it.
    static func gitHub(refreshDelay: Duration? = nil) throws -> TestHTTPServer {
        let gitHub = try TestHTTPServer()
        gitHub.route("POST", "/login/oauth/access_token") { request in
            let form = String(decoding: request.body, as: UTF8.self)
            guard form.contains("grant_type=refresh_token"), form.contains("refresh_token=\(oldRefresh)") else {
                return .json(
                    #"{"error":"bad_refresh_token","error_description":"The refresh token passed is incorrect or expired."}"#
                )
            }
            var answer = TestResponse.json(
                #"{"access_token":"\#(newToken)","expires_in":28800,"refresh_token":"\#(newRefresh)","refresh_token_expires_in":15811200}"#
            )
            answer.delay = refreshDelay
            return answer
        }
        gitHub.route("/users") { request in
            request.header("Authorization") == "Bearer \(newToken)"
                ? .json(#"[{"login":"octocat","id":1,"avatar_url":"","html_url":"","type":"User","site_admin":false}]"#)
                : .json(#"{"message":"Bad credentials"}"#, status: 401)
        }
        return gitHub
    }

    @Test func anExpiredTokenIsRenewedBeforeTheRequestAndTheRotatedRefreshTokenIsStored() async throws {
        let gitHub = try Self.gitHub()
        defer { gitHub.stop() }
        let (sandbox, environment, file) = try Self.sandbox(gitHub: gitHub, expiresAt: "2020-01-01T00:00:00Z")

        let run = try await sandbox.atomic(["users", "--limit", "1"], gitHub: gitHub, environment: environment)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(gitHub.requestCount(to: "/login/oauth/access_token") == 1)
        let users = gitHub.requests(to: "/users")
        #expect(users.count == 1)
        #expect(users.first?.header("Authorization") == "Bearer \(Self.newToken)")
        #expect(gitHub.requests(to: "/login/oauth/access_token").first?.header("Authorization") == nil)
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored.contains(Self.newToken) && stored.contains(Self.newRefresh))
        #expect(!stored.contains(Self.oldRefresh))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        for secret in [Self.oldToken, Self.newToken, Self.oldRefresh, Self.newRefresh] {
            #expect(!run.output.contains(secret) && !run.errorOutput.contains(secret))
        }
    }

    @Test func aTokenRefusedWithA401IsRenewedOnceAndTheRequestSentAgain() async throws {
        let gitHub = try Self.gitHub()
        defer { gitHub.stop() }
        let (sandbox, environment, _) = try Self.sandbox(gitHub: gitHub, expiresAt: "2099-01-01T00:00:00Z")

        let run = try await sandbox.atomic(["users", "--limit", "1"], gitHub: gitHub, environment: environment)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(gitHub.requestCount(to: "/login/oauth/access_token") == 1)
        #expect(
            gitHub.requests(to: "/users").map { $0.header("Authorization") } == [
                "Bearer \(Self.oldToken)", "Bearer \(Self.newToken)",
            ])
    }

    @Test func aRefusedRefreshTokenSignsTheHostOut() async throws {
        let gitHub = try Self.gitHub()
        defer { gitHub.stop() }
        let (sandbox, environment, file) = try Self.sandbox(gitHub: gitHub, expiresAt: "2020-01-01T00:00:00Z")
        // The file's refresh token is not the one the server trades.
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: Self.oldRefresh, with: "ghr_aRefreshTokenAlreadySpent0123")
        try Data(text.utf8).write(to: file)

        let run = try await sandbox.atomic(["users", "--limit", "1"], gitHub: gitHub, environment: environment)

        #expect(run.status == 1)
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("error: signed out:"), "\(run.errorOutput)")
        #expect(run.errorOutput.contains("run atomic auth login"))
        #expect(!FileManager.default.fileExists(atPath: file.path), "the refused entry is still stored")
        let status = try await sandbox.atomic(["auth", "status"], gitHub: gitHub, environment: environment)
        #expect(status.output.contains("not signed in"))
    }

    @Test func twoProcessesWithAnExpiredTokenRenewItOnce() async throws {
        // The refresh takes a while, so the second process waits on the lock while the first holds it.
        let gitHub = try Self.gitHub(refreshDelay: .milliseconds(500))
        defer { gitHub.stop() }
        let (sandbox, environment, file) = try Self.sandbox(gitHub: gitHub, expiresAt: "2020-01-01T00:00:00Z")

        let arguments = ["users", "--limit", "1"] + sandbox.options(gitHub: gitHub)
        let processEnvironment = sandbox.environment(environment)
        async let first = AtomicBinary.run(arguments, environment: processEnvironment)
        async let second = AtomicBinary.run(arguments, environment: processEnvironment)
        let runs = try await [first, second]

        for run in runs { #expect(run.status == 0, "stderr: \(run.errorOutput)") }
        #expect(gitHub.requestCount(to: "/login/oauth/access_token") == 1)
        #expect(gitHub.requests(to: "/users").allSatisfy { $0.header("Authorization") == "Bearer \(Self.newToken)" })
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored.contains(Self.newRefresh))
    }

    @Test func aReadOnlyCredentialsFolderSendsNoRefreshAndSaysWhy() async throws {
        let gitHub = try Self.gitHub()
        defer { gitHub.stop() }
        let (sandbox, environment, file) = try Self.sandbox(gitHub: gitHub, expiresAt: "2020-01-01T00:00:00Z")
        let folder = file.deletingLastPathComponent().path
        // The lock file exists, so the lock can be had read-only: the refresh itself must not be sent.
        #expect(
            FileManager.default.createFile(
                atPath: folder + "/credentials.lock", contents: nil, attributes: [.posixPermissions: 0o600]))
        // In a mount namespace of its own, the folder is bound read-only over itself, then atomic runs there.
        let script = "mount --bind \"$0\" \"$0\" && mount -o remount,bind,ro \"$0\" && exec \"$@\""
        let atomic = try AtomicBinary.executableURL().path
        let run = try await AtomicBinary.run(
            ["-m", "sh", "-c", script, folder, atomic, "users", "--limit", "1"] + sandbox.options(gitHub: gitHub),
            environment: sandbox.environment(environment), program: URL(fileURLWithPath: "/usr/bin/unshare"))

        #expect(run.status == 1)
        #expect(run.errorOutput.contains("cannot renew the sign-in:"), "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.contains("Read-only file system"))
        #expect(gitHub.requestCount(to: "/login/oauth/access_token") == 0, "a refresh was spent")
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored.contains(Self.oldRefresh))
    }

    @Test func statusSaysAnExpiredStoredTokenIsRenewedOnItsNextUseAndRenewsNothing() async throws {
        let gitHub = try Self.gitHub()
        defer { gitHub.stop() }
        let (sandbox, environment, _) = try Self.sandbox(gitHub: gitHub, expiresAt: "2020-01-01T00:00:00Z")
        let run = try await sandbox.atomic(["auth", "status"], gitHub: gitHub, environment: environment)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.contains("renewed on its next use"), "\(run.output)")
        #expect(gitHub.requestCount(to: "/login/oauth/access_token") == 0)
    }
}
