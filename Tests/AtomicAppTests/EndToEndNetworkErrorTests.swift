import AtomicTestSupport
import Foundation
import Testing

/// What the built `atomic` prints when the network or a server misbehaves: one distinct `error:` line each,
/// never a signal.
@Suite struct EndToEndNetworkErrorTests {
    static let token = "ghp_e2eNetworkErrors0123456789abcdefXY"
    static let absurdReset: [(name: String, value: String)] = [
        ("X-RateLimit-Limit", "60"), ("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "9223372036854775807"),
    ]

    @Test(arguments: [403, 500])
    func anAbsurdRateLimitResetIsACleanErrorForEveryCommand(status: Int) async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        for path in ["/users", "/users/octocat", "/posts", "/comments"] {
            server.route(path, .json(#"{"message":"no"}"#, status: status, headers: Self.absurdReset))
        }
        let sandbox = try EndToEndSandbox()
        for command in [["users", "--limit", "5"], ["user", "octocat"], ["posts"]] {
            let run = try await sandbox.atomic(command, gitHub: server, posts: server)
            #expect(run.status == 1, "\(command): \(run.errorOutput)")
            #expect(run.errorLines.count == 1, "\(command): \(run.errorOutput)")
            let expected = status == 403 ? "error: rate limited; try again later" : "error: the server could not answer"
            #expect(run.errorOutput.hasPrefix(expected), "\(command): \(run.errorOutput)")
        }
    }

    /// A 503 (or any failing status) with `Retry-After`, in seconds or as an HTTP date, names the time to try
    /// again, as a 429 does; "try again later" only when the server said nothing.
    @Test(arguments: [503, 500, 413], [false, true])
    func aRetryAfterOnAnyStatusNamesTheTime(status: Int, asDate: Bool) async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let value = asDate ? formatter.string(from: Date().addingTimeInterval(600)) : "600"
        for path in ["/users", "/users/octocat", "/posts"] {
            server.route(path, .json(#"{"message":"maintenance"}"#, status: status, headers: [("Retry-After", value)]))
        }
        let sandbox = try EndToEndSandbox()
        for command in [["users", "--limit", "5"], ["user", "octocat"], ["posts"]] {
            let run = try await sandbox.atomic(command, gitHub: server, posts: server)
            #expect(run.status == 1, "\(command): \(run.errorOutput)")
            let line = run.errorOutput.replacingOccurrences(of: "\n", with: " ")
            #expect(line.contains("(HTTP \(status): maintenance); try again after "), "\(command): \(line)")
            #expect(line.contains(" UTC") && !line.contains("later"), "\(command): \(line)")
        }
    }

    @Test func anAbsurdRateLimitResetWithAGoodCacheShowsTheStaleData() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 1)),
            .json(#"{"message":"no"}"#, status: 403, headers: Self.absurdReset))
        let sandbox = try EndToEndSandbox()
        let first = try await sandbox.atomic(["user", "octocat"], gitHub: server)
        #expect(first.status == 0, "\(first.errorOutput)")

        let second = try await sandbox.atomic(["user", "octocat", "--ttl", "0"], gitHub: server)

        #expect(second.status == 0, "\(second.errorOutput)")
        #expect(second.output.contains("octocat"))
        #expect(second.errorOutput.hasPrefix("warning: rate limited, showing data cached"), "\(second.errorOutput)")
    }

    @Test func aRefusedConnectionNamesTheHostAndTheFlag() async throws {
        let sandbox = try EndToEndSandbox()
        let users = try await sandbox.atomic(["user", "octocat"])
        let posts = try await sandbox.atomic(["posts"])
        #expect(users.status == 1)
        #expect(users.errorOutput == "error: could not connect to 127.0.0.1:1 (is --github-api-url right?)\n")
        #expect(posts.errorOutput == "error: could not connect to 127.0.0.1:1 (is --posts-api-url right?)\n")
    }

    @Test func aRefusedConnectionToTheHostOfGHHostNamesGHHost() async throws {
        let sandbox = try EndToEndSandbox()
        let fromVariable = try await sandbox.atomicExactly(
            ["user", "octocat"], environment: ["GH_HOST": "127.0.0.1:1"])
        #expect(fromVariable.status == 1)
        #expect(fromVariable.errorOutput == "error: could not connect to 127.0.0.1:1 (is GH_HOST right?)\n")
        // The flag wins over GH_HOST for the address, so the flag is what to check.
        let fromFlag = try await sandbox.atomicExactly(
            ["user", "octocat", "--github-api-url", "http://127.0.0.1:1"], environment: ["GH_HOST": "127.0.0.2:1"])
        #expect(fromFlag.errorOutput == "error: could not connect to 127.0.0.1:1 (is --github-api-url right?)\n")
    }

    @Test func aServerThatNeverAnswersEndsAtTheDeadline() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat", TestResponse(status: 200, body: Data("{}".utf8), delay: .seconds(600)))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "octocat", "--timeout", "1"], gitHub: server)

        #expect(run.status == 1)
        #expect(run.errorOutput == "error: the server did not answer within 1 s\n")
    }

    @Test func aCutOffTransferSaysSo() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let body = Data(EndToEndFixtures.userDetailJSON(login: "octocat", id: 1).utf8)
        server.route(
            "/users/octocat",
            TestResponse(
                status: 200, headers: [("Content-Type", "application/json")], body: body,
                behavior: .truncateBody(sendBytes: 10)))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "octocat"], gitHub: server)

        #expect(run.status == 1)
        #expect(run.errorLines.count == 1)
        #expect(run.errorOutput == "error: the connection was cut off\n")
    }

    @Test func unreadableJSONSaysSo() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat", .json(#"{"login": 5"#))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "octocat"], gitHub: server)

        #expect(run.status == 1)
        #expect(run.errorOutput == "error: the server sent data that could not be read\n")
    }

    @Test func a401SaysWhetherATokenWasSent() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat", .json(#"{"message":"Requires authentication"}"#, status: 401))
        let sandbox = try EndToEndSandbox()

        let without = try await sandbox.atomic(["user", "octocat"], gitHub: server)
        let with = try await sandbox.atomic(["user", "octocat"], gitHub: server, environment: ["GH_TOKEN": Self.token])

        #expect(without.status == 1)
        #expect(without.errorOutput == "error: the server requires authentication; set GH_TOKEN or GITHUB_TOKEN\n")
        #expect(with.status == 1)
        #expect(with.errorOutput == "error: the token in GH_TOKEN was refused\n")
    }

    @Test func aRetryAfterPastTheDeadlineFailsAtOnceWithTheTime() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/users/octocat",
            .json(
                #"{"message":"You have exceeded a secondary rate limit"}"#, status: 403,
                headers: [("Retry-After", "59")]))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "octocat"], gitHub: server)

        #expect(run.status == 1)
        #expect(run.errorOutput.hasPrefix("error: rate limited; try again after "), "\(run.errorOutput)")
        #expect(run.errorOutput.hasSuffix(" UTC\n"))
        #expect(server.requestCount == 1)
    }

    @Test func aRedirectToAnotherPortLeavesTheTokenBehind() async throws {
        let oldHost = try TestHTTPServer()
        defer { oldHost.stop() }
        let newHost = try TestHTTPServer()
        defer { newHost.stop() }
        let target = newHost.baseURL.appendingPathComponent("users/octocat").absoluteString
        oldHost.route("/users/octocat", TestResponse(status: 302, headers: [("Location", target)]))
        newHost.route("/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 1)))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(
            ["user", "octocat"], gitHub: oldHost, environment: ["GITHUB_TOKEN": Self.token])

        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output.contains("octocat"))
        #expect(oldHost.requests.first?.header("Authorization") == "Bearer \(Self.token)")
        #expect(newHost.requestCount == 1)
        #expect(newHost.requests.first?.header("Authorization") == nil)
    }
}
