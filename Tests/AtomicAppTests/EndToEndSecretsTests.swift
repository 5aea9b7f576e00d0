import AtomicTestSupport
import Foundation
import Testing

/// Secrets the built binary is given never come back out: a token echoed by a server with a character the cleaning
/// rewrites, and the `user:password@` part of an address it refuses.
@Suite struct EndToEndSecretsTests {
    /// The secret part of every address below; it must appear in no output and no log.
    static let password = "Pa55wordN0tForYourEyes"

    /// Answers `GET /users/octocat` on `gitHub` with 422 and `{"message": message}`, as GitHub does for a request
    /// it will not serve.
    private static func serveValidationFailure(on gitHub: TestHTTPServer, message: String) throws {
        let body = try JSONSerialization.data(withJSONObject: ["message": message])
        gitHub.route(
            "/users/octocat",
            TestResponse(status: 422, headers: [("Content-Type", "application/json")], body: body))
    }

    @Test(
        "a token holding a no-break space, U+202E or U+2028, echoed in a 422 message, is not printed",
        arguments: ["\u{A0}", "\u{202E}", "\u{2028}"])
    func echoedTokenIsRedacted(character: String) async throws {
        let token = "ghp_e2eEcho\(character)T0kenTail0123456789"
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        try Self.serveValidationFailure(
            on: gitHub, message: "Validation Failed: the token \(token) may not be used here")
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(
            ["user", "octocat", "--log-level", "trace"], gitHub: gitHub, environment: ["GITHUB_TOKEN": token])

        #expect(run.status == 1)
        #expect(gitHub.requestCount == 1)
        #expect(run.errorOutput.contains("[REDACTED]"), "stderr: \(run.errorOutput)")
        for shown in [run.output, run.errorOutput, try String(contentsOf: sandbox.logFile, encoding: .utf8)] {
            #expect(!shown.contains("T0kenTail"), "\(shown)")
            #expect(!shown.contains("e2eEcho"), "\(shown)")
        }
    }

    @Test("credentials written in a server's 422 message are printed as [REDACTED], in any letter case")
    func credentialsInServerMessageAreRedacted() async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        let message =
            "x api_key=S1SECRET Client_Secret=S3SECRET url http://127.0.0.1/x?ACCESS_TOKEN=S4SECRET&token=S5SECRET"
            + " then Authorization: Bearer abcdefSECRET123456 z"
        try Self.serveValidationFailure(on: gitHub, message: message)
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "octocat", "--log-level", "trace"], gitHub: gitHub)

        #expect(run.status == 1)
        #expect(run.errorOutput.contains("HTTP 422"), "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.contains("[REDACTED]"), "stderr: \(run.errorOutput)")
        for shown in [run.output, run.errorOutput, try String(contentsOf: sandbox.logFile, encoding: .utf8)] {
            #expect(!shown.contains("SECRET"), "\(shown)")
        }
    }

    @Test("the token echoed percent-encoded, with upper- or lower-case hex, is not printed or logged")
    func percentEncodedTokenIsRedacted() async throws {
        let token = "zq9SECRETAAA\u{A0}BBBSECRETzq9"
        for echoed in ["zq9SECRETAAA%C2%A0BBBSECRETzq9", "zq9SECRETAAA%c2%a0BBBSECRETzq9"] {
            let gitHub = try TestHTTPServer()
            defer { gitHub.stop() }
            try Self.serveValidationFailure(on: gitHub, message: "bad link /x?t=\(echoed) here")
            let sandbox = try EndToEndSandbox()

            let run = try await sandbox.atomic(
                ["user", "octocat", "--log-level", "trace"], gitHub: gitHub, environment: ["GITHUB_TOKEN": token])

            #expect(run.status == 1)
            #expect(run.errorOutput.contains("?t=[REDACTED] here"), "stderr: \(run.errorOutput)")
            for shown in [run.output, run.errorOutput, try String(contentsOf: sandbox.logFile, encoding: .utf8)] {
                #expect(!shown.contains("SECRET"), "\(shown)")
            }
        }
    }

    /// The ways an address reaches `atomic`: the two options, their variables, `GH_HOST`, and a link to open.
    static let addressInputs: [(name: String, arguments: [String], environment: [String: String])] = [
        ("--github-api-url", ["--github-api-url", "http://ann:\(password)@127.0.0.1:1/api", "users"], [:]),
        ("--posts-api-url", ["--posts-api-url", "http://ann:\(password)@127.0.0.1:1", "posts"], [:]),
        ("--github-api-url=", ["--github-api-url=http://ann:\(password)@127.0.0.1:1/api?x=1", "users"], [:]),
        ("ATOMIC_GITHUB_API_URL", ["users"], ["ATOMIC_GITHUB_API_URL": "http://ann:\(password)@127.0.0.1:1/api"]),
        ("ATOMIC_POSTS_API_URL", ["posts"], ["ATOMIC_POSTS_API_URL": "https://ann:\(password)@127.0.0.1:1"]),
        ("a password alone", ["--github-api-url", "http://:\(password)@127.0.0.1:1", "users"], [:]),
        ("no scheme", ["--github-api-url", "ann:\(password)@127.0.0.1:1/api", "users"], [:]),
        ("GH_HOST", ["users"], ["GH_HOST": "ann:\(password)@ghe.invalid"]),
        ("open", ["open", "ftp://ann:\(password)@github.com/octocat"], [:]),
    ]

    @Test("an address with a user:password part is refused without repeating it", arguments: addressInputs)
    func userInfoIsNeverEchoed(name: String, arguments: [String], environment: [String: String]) async throws {
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomicExactly(
            ["--cache-dir", sandbox.cacheDirectory.path, "--log-level", "trace"] + arguments,
            environment: environment)

        #expect(run.status == 2, "\(name): \(run.errorOutput)")
        #expect(run.errorLines.first?.hasPrefix("error: ") == true, "\(name): \(run.errorOutput)")
        #expect(run.errorOutput.contains("[REDACTED]@"), "\(name): \(run.errorOutput)")
        let log = (try? String(contentsOf: sandbox.logFile, encoding: .utf8)) ?? ""
        for shown in [run.output, run.errorOutput, log] {
            #expect(!shown.contains(Self.password), "\(name): \(shown)")
            #expect(!shown.contains("ann:"), "\(name): \(shown)")
        }
    }
}
