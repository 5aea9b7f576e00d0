import AtomicTestSupport
import Foundation
import Testing

/// `atomic auth` end to end with the built binary against a fake GitHub on loopback: the device flow, the
/// stored token used by the other commands, `status`, `token` and `logout`.
@Suite struct EndToEndAuthLoginTests {
    static let token = "ghu_16C7e42F292c6912E7710c838347Ae178B4a"
    static let refreshToken = "ghr_1B4a2e77838347a7E420ce178F2E7c6912E169246c34E1ccbF66C468"

    /// A fake GitHub whose device flow approves after one pending poll, and whose `/user` knows `token` only.
    static func fakeGitHub() throws -> TestHTTPServer {
        let gitHub = try TestHTTPServer()
        gitHub.route(
            "POST", "/login/device/code",
            .json(
                """
                {"device_code":"3584d83530557fdd1f46af8289938c8ef79f9dc5","user_code":"WDJB-MJHT",
                 "verification_uri":"\(gitHub.baseURL.absoluteString)/login/device","expires_in":900,"interval":0.1}
                """))
        gitHub.route(
            "POST", "/login/oauth/access_token",
            .json(#"{"error":"authorization_pending"}"#),
            .json(
                """
                {"access_token":"\(token)","token_type":"bearer","scope":"","expires_in":28800,
                 "refresh_token":"\(refreshToken)","refresh_token_expires_in":15811200}
                """))
        gitHub.route("/rate_limit") { request in
            request.header("Authorization") == "Bearer \(token)"
                ? .json(#"{"resources":{"core":{"limit":5000,"remaining":4998,"reset":1767225600,"used":2}}}"#)
                : .json(#"{"message":"Bad credentials"}"#, status: 401)
        }
        gitHub.route("/user") { request in
            request.header("Authorization") == "Bearer \(token)"
                ? .json(
                    #"{"login":"octocat","id":1}"#,
                    headers: [("X-RateLimit-Limit", "5000"), ("X-RateLimit-Remaining", "4999")])
                : .json(#"{"message":"Bad credentials"}"#, status: 401)
        }
        return gitHub
    }

    @Test func theDeviceFlowStoresATokenTheOtherCommandsUseUntilLogout() async throws {
        let gitHub = try Self.fakeGitHub()
        defer { gitHub.stop() }
        gitHub.route(
            "/users",
            .json(#"[{"login":"octocat","id":1,"avatar_url":"","html_url":"","type":"User","site_admin":false}]"#))
        let sandbox = try EndToEndSandbox()
        let config = sandbox.home.appendingPathComponent("config")
        let environment = ["XDG_CONFIG_HOME": config.path]
        let host = "127.0.0.1:\(gitHub.baseURL.port ?? 0)"

        let login = try await sandbox.atomic(
            ["auth", "login", "--client-id", "Iv1.test"], gitHub: gitHub, environment: environment)
        #expect(login.status == 0, "stderr: \(login.errorOutput)")
        #expect(login.errorOutput.contains("WDJB-MJHT"))
        #expect(login.errorOutput.contains("\(gitHub.baseURL.absoluteString)/login/device"))
        #expect(login.errorOutput.contains("Logged in to \(host) as octocat"))
        let form = String(decoding: gitHub.requests(to: "/login/device/code").first?.body ?? Data(), as: UTF8.self)
        #expect(form.contains("client_id=Iv1.test"))
        #expect(gitHub.requestCount(to: "/login/oauth/access_token") == 2)

        let file = config.appendingPathComponent("atomic/credentials.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored.contains(Self.token) && stored.contains(Self.refreshToken))

        let users = try await sandbox.atomic(["users", "--limit", "1"], gitHub: gitHub, environment: environment)
        #expect(users.status == 0, "stderr: \(users.errorOutput)")
        #expect(gitHub.requests(to: "/users").first?.header("Authorization") == "Bearer \(Self.token)")

        let status = try await sandbox.atomic(["auth", "status"], gitHub: gitHub, environment: environment)
        #expect(status.status == 0, "stderr: \(status.errorOutput)")
        #expect(status.output.contains("Logged in to \(host) as octocat (stored)"), "\(status.output)")
        #expect(status.output.contains("GitHub App user token"))
        let json = try await sandbox.atomic(["auth", "status", "--json"], gitHub: gitHub, environment: environment)
        let hosts = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
        #expect(hosts?.first?["login"] as? String == "octocat")
        #expect(hosts?.first?["source"] as? String == "stored")
        #expect(hosts?.first?["rateLimitRemaining"] as? Int == 4998)

        let token = try await sandbox.atomic(["auth", "token"], gitHub: gitHub, environment: environment)
        #expect(token.output == Self.token + "\n")

        for run in [login, users, status, json] {
            #expect(!run.output.contains(Self.token) && !run.errorOutput.contains(Self.token))
            #expect(!run.output.contains(Self.refreshToken) && !run.errorOutput.contains(Self.refreshToken))
        }
        let log = (try? String(contentsOf: sandbox.logFile, encoding: .utf8)) ?? ""
        #expect(!log.contains(Self.token) && !log.contains(Self.refreshToken))

        let logout = try await sandbox.atomic(["auth", "logout"], gitHub: gitHub, environment: environment)
        #expect(logout.status == 0, "stderr: \(logout.errorOutput)")
        #expect(logout.errorOutput.contains("Logged out of \(host) (octocat)"))
        let after = try await sandbox.atomic(["auth", "status"], gitHub: gitHub, environment: environment)
        #expect(after.status == 1)
        #expect(after.output.contains("not signed in"))
    }

    @Test func withTokenReadsStandardInputAndRefusesATokenWithALineBreak() async throws {
        let gitHub = try Self.fakeGitHub()
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()
        let config = sandbox.home.appendingPathComponent("config")
        let input = sandbox.home.appendingPathComponent("token.txt")
        func login(_ text: String) async throws -> AtomicBinary.Outcome {
            try Data(text.utf8).write(to: input)
            let handle = try FileHandle(forReadingFrom: input)
            defer { try? handle.close() }
            return try await AtomicBinary.run(
                ["auth", "login", "--with-token"] + sandbox.options(gitHub: gitHub),
                environment: sandbox.environment(["XDG_CONFIG_HOME": config.path]), standardInput: .fileHandle(handle))
        }

        let refused = try await login("ghp_one\nghp_two\n")
        #expect(refused.status == 1)
        #expect(refused.errorOutput.contains("line break"), "\(refused.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("atomic/credentials.json").path))

        let wrong = try await login("ghp_notTheRightOne\n")
        #expect(wrong.status == 1)
        #expect(wrong.errorOutput.contains("refused the token"), "\(wrong.errorOutput)")

        let stored = try await login(Self.token + "\r\n")
        #expect(stored.status == 0, "stderr: \(stored.errorOutput)")
        #expect(stored.errorOutput.contains("as octocat"))
    }

    @Test func withoutAClientIDTheDeviceFlowSaysWhereToGetOne() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(
            ["auth", "login"], environment: ["XDG_CONFIG_HOME": sandbox.home.appendingPathComponent("c").path])
        #expect(run.status == 1)
        #expect(run.errorOutput.contains("ATOMIC_GITHUB_CLIENT_ID"), "\(run.errorOutput)")
        #expect(run.errorLines.count == 1)
    }
}

/// `atomic auth status` names each source of the token order truthfully.
@Suite struct EndToEndAuthStatusSourceTests {
    @Test func statusNamesTheVariableTheStoredTokenOrGh() async throws {
        let gitHub = try EndToEndAuthLoginTests.fakeGitHub()
        defer { gitHub.stop() }
        let sandbox = try EndToEndSandbox()
        let config = sandbox.home.appendingPathComponent("config")
        let bin = sandbox.home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let gh = bin.appendingPathComponent("gh")
        try Data("#!/bin/sh\necho \(EndToEndAuthLoginTests.token)\n".utf8).write(to: gh)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gh.path)
        let withGh = ["XDG_CONFIG_HOME": config.path, "PATH": "\(bin.path):/usr/bin:/bin"]

        let fromGh = try await sandbox.atomic(["auth", "status", "--json"], gitHub: gitHub, environment: withGh)
        #expect(fromGh.status == 0, "stderr: \(fromGh.errorOutput)")
        #expect(fromGh.output.contains(#""source":"gh""#), "\(fromGh.output)")
        #expect(fromGh.errorOutput.contains("using gh's token"))
        let again = try await sandbox.atomic(["auth", "status"], gitHub: gitHub, environment: withGh)
        #expect(!again.errorOutput.contains("using gh's token"), "the gh notice is said once")
        var off = withGh
        off["ATOMIC_NO_GH_TOKEN"] = "1"
        let turnedOff = try await sandbox.atomic(["auth", "status"], gitHub: gitHub, environment: off)
        #expect(turnedOff.status == 1)
        #expect(turnedOff.output.contains("not signed in"))

        var withVariable = withGh
        withVariable["GH_TOKEN"] = "ghp_notKnownToTheServer"
        let fromVariable = try await sandbox.atomic(["auth", "status"], gitHub: gitHub, environment: withVariable)
        #expect(fromVariable.status == 1)
        #expect(fromVariable.output.contains("the token from GH_TOKEN was refused"), "\(fromVariable.output)")
        #expect(fromVariable.output.contains("classic personal access token"))
        for run in [fromGh, again, fromVariable] {
            #expect(!run.output.contains(EndToEndAuthLoginTests.token))
            #expect(!run.errorOutput.contains(EndToEndAuthLoginTests.token))
            #expect(!run.output.contains("ghp_notKnownToTheServer"))
        }
    }
}

/// The sign-in's bad servers end to end: a token endpoint that never answers, and a redirect to another origin.
@Suite struct EndToEndAuthHostileServerTests {
    @Test func aTokenEndpointThatNeverAnswersEndsAtTheDeadlineAndStoresNothing() async throws {
        let gitHub = try EndToEndAuthLoginTests.fakeGitHub()
        defer { gitHub.stop() }
        // The answer comes a minute late: the poll's own deadline (--timeout 1) must end the wait long before.
        var late = TestResponse.json(#"{"error":"authorization_pending"}"#)
        late.delay = .seconds(60)
        gitHub.route("POST", "/login/oauth/access_token", late)
        let sandbox = try EndToEndSandbox()
        let config = sandbox.home.appendingPathComponent("config")

        let run = try await sandbox.atomic(
            ["auth", "login", "--client-id", "Iv1.test", "--timeout", "1"], gitHub: gitHub,
            environment: ["XDG_CONFIG_HOME": config.path])

        #expect(run.status == 1)
        #expect(run.errorLines.last?.hasPrefix("error: ") == true, "stderr: \(run.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("atomic/credentials.json").path))
    }

    @Test func aStoredTokenNeverFollowsARedirectToAnotherOrigin() async throws {
        let gitHub = try EndToEndAuthLoginTests.fakeGitHub()
        defer { gitHub.stop() }
        let other = try TestHTTPServer()
        defer { other.stop() }
        other.route("/elsewhere", .json("[]"))
        gitHub.route(
            "/users", TestResponse(status: 302, headers: [("Location", "\(other.baseURL.absoluteString)/elsewhere")]))
        let sandbox = try EndToEndSandbox()
        let config = sandbox.home.appendingPathComponent("config")
        let environment = ["XDG_CONFIG_HOME": config.path]
        let input = sandbox.home.appendingPathComponent("token.txt")
        try Data((EndToEndAuthLoginTests.token + "\n").utf8).write(to: input)
        let handle = try FileHandle(forReadingFrom: input)
        defer { try? handle.close() }
        let login = try await AtomicBinary.run(
            ["auth", "login", "--with-token"] + sandbox.options(gitHub: gitHub),
            environment: sandbox.environment(environment), standardInput: .fileHandle(handle))
        #expect(login.status == 0, "stderr: \(login.errorOutput)")

        _ = try await sandbox.atomic(["users", "--limit", "1"], gitHub: gitHub, environment: environment)

        #expect(
            gitHub.requests(to: "/users").first?.header("Authorization") == "Bearer \(EndToEndAuthLoginTests.token)")
        #expect(other.requestCount > 0, "the redirect was not followed")
        for request in other.requests {
            #expect(request.header("Authorization") == nil, "the stored token crossed to \(request.target)")
            #expect(!request.headers.values.contains { $0.contains(EndToEndAuthLoginTests.token) })
        }
    }
}
