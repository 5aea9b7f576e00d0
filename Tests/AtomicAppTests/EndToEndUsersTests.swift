import AtomicCore
import AtomicTestSupport
import Foundation
import Testing

/// `atomic users` and `atomic user` as a user runs them: the built binary against a loopback GitHub.
@Suite struct EndToEndUsersTests {
    /// 200 users whose ids leave gaps (1, 3, 5, …, 399), as real GitHub ids do.
    static let oddIDs = Array(stride(from: 1, through: 399, by: 2))

    @Test(arguments: [true, false])
    func usersWalkPagesBySinceWithoutDuplicatesOrGaps(sendsLink: Bool) async throws {
        let server = try TestHTTPServer.gitHubUsers(ids: Self.oddIDs, sendsLink: sendsLink)
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["users", "--limit", "95", "--per-page", "30", "--json"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput == "")
        let requests = server.requests(to: "/users")
        #expect(requests.map { $0.queryValue("since") } == [nil, "59", "119", "179"])
        #expect(requests.map { $0.queryValue("per_page") } == ["30", "30", "30", "30"])
        let items = try #require(EndToEndFixtures.json(run.output) as? [[String: Any]], "stdout: \(run.output)")
        let ids = items.compactMap { $0["id"] as? Int }
        #expect(ids == Array(Self.oddIDs.prefix(95)))
        #expect(Set(ids).count == 95)
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 })
        #expect(items.first?["login"] as? String == "user1")
        #expect(items.first?["htmlUrl"] as? String == "https://github.com/user1")

        // Within the TTL every page comes from the cache: the same list, no request.
        let again = try await sandbox.atomic(["users", "--limit", "95", "--per-page", "30", "--json"], gitHub: server)
        #expect(again.status == 0, "stderr: \(again.errorOutput)")
        #expect(again.output == run.output)
        #expect(server.requestCount == 4)
    }

    @Test("a Link header with prev and first but no next ends the users list after that page")
    func linkWithoutNextEndsTheList() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)/users"
        server.route(
            "/users",
            handler: { _ in
                .json(
                    EndToEndFixtures.gitHubUsersJSON(ids: 1...30),
                    headers: [("Link", "<\(base)?per_page=30&since=0>; rel=\"prev\", <\(base){?since}>; rel=\"first\"")]
                )
            })
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["users", "--limit", "90", "--per-page", "30", "--json"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let items = try #require(EndToEndFixtures.json(run.output) as? [[String: Any]], "stdout: \(run.output)")
        #expect(items.compactMap { $0["id"] as? Int } == Array(1...30))
        #expect(server.requests(to: "/users").map { $0.queryValue("since") } == [nil])
    }

    @Test func userWithEveryNullableFieldNullIsShown() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/nullish", .json(EndToEndFixtures.userDetailWithNullsJSON(login: "nullish", id: 42)))
        let sandbox = try EndToEndSandbox()

        let json = try await sandbox.atomic(["user", "nullish", "--json"], gitHub: server)

        #expect(json.status == 0, "stderr: \(json.errorOutput)")
        #expect(json.errorOutput == "")
        let object = try #require(EndToEndFixtures.json(json.output) as? [String: Any], "stdout: \(json.output)")
        for key in ["name", "company", "blog", "location", "email", "bio", "twitterUsername"] {
            #expect(object.keys.contains(key), "missing key \(key)")
            #expect(object[key] is NSNull, "\(key) is \(String(describing: object[key]))")
        }
        #expect(object["login"] as? String == "nullish")
        #expect(object["id"] as? Int == 42)

        let plain = try await sandbox.atomic(["user", "nullish"], gitHub: server)

        #expect(plain.status == 0, "stderr: \(plain.errorOutput)")
        #expect(plain.errorOutput == "")
        #expect(plain.output.split(separator: "\n").first == "nullish")
        #expect(plain.output.contains("https://github.com/nullish"))
    }

    @Test func unknownUserIsOneErrorLine() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "x"], gitHub: server)

        #expect(run.status == 1)
        #expect(run.errorOutput == "error: no GitHub user named \"x\"\n")
        #expect(run.output == "")
        #expect(server.requests.map(\.path) == ["/users/x"])
    }

    @Test func rateLimitNamesTheResetTime() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let reset = Int(Date().timeIntervalSince1970) + 3600
        server.route(
            "/users",
            .json(
                EndToEndFixtures.rateLimitedJSON, status: 403,
                headers: [
                    ("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", "\(reset)"),
                    ("x-ratelimit-used", "60"), ("x-ratelimit-resource", "core"),
                ]))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["users", "--limit", "5"], gitHub: server)

        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("error: "))
        #expect(run.errorOutput.contains("try again after"))
        #expect(run.errorOutput.contains(Self.utcClockTime(TimeInterval(reset))), "stderr: \(run.errorOutput)")
        // A reset an hour away is too long to wait for: the request is not repeated.
        #expect(server.requestCount(to: "/users") == 1)
    }

    @Test func aNearlySpentBudgetIsAWarning() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let reset = Int(Date().timeIntervalSince1970) + 1800
        server.route(
            "/users/octocat",
            .json(
                EndToEndFixtures.userDetailJSON(login: "octocat", id: 583_231),
                headers: [
                    ("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "4"), ("x-ratelimit-reset", "\(reset)"),
                ]
            ))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "octocat"], gitHub: server)

        #expect(run.status == 0)
        #expect(run.output.contains("octocat"))
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("warning: 4 of 60 GitHub requests left until "))
        #expect(run.errorOutput.contains(Self.utcClockTime(TimeInterval(reset))), "stderr: \(run.errorOutput)")
    }

    @Test func gitHubHeadersReachTheServer() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 583_231)))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "octocat"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.hasPrefix("Mona Lisa (octocat)\n"))
        let request = try #require(server.requests(to: "/users/octocat").first)
        #expect(request.header("User-Agent")?.hasPrefix("AtomicArch/\(AtomicArchVersion.current)") == true)
        #expect(request.header("Accept") == "application/vnd.github+json")
        #expect(request.header("X-GitHub-Api-Version") == "2022-11-28")
        #expect(request.header("Authorization") == nil)
    }

    @Test func staleProfileIsRevalidatedWithItsETag() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let etag = "W/\"octocat-1\""
        server.route("/users/octocat") { request in
            if request.header("If-None-Match") == etag {
                return TestResponse(status: 304, headers: [("ETag", etag)])
            }
            return .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 583_231), headers: [("ETag", etag)])
        }
        let sandbox = try EndToEndSandbox()

        let first = try await sandbox.atomic(["user", "octocat", "--json"], gitHub: server)
        let second = try await sandbox.atomic(["user", "octocat", "--json", "--ttl", "0"], gitHub: server)

        #expect(first.status == 0, "stderr: \(first.errorOutput)")
        #expect(second.status == 0, "stderr: \(second.errorOutput)")
        #expect(second.errorOutput == "")
        #expect(second.output == first.output)
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, etag])
    }

    @Test func remoteTextCannotReachTheTerminalAsEscapeSequences() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let hostile = EndToEndFixtures.userDetailJSON(login: "mallory", id: 7)
            .replacingOccurrences(of: "Mona Lisa", with: #"Mal\u001b[2J\u001b]0;owned\u0007lory"#)
            .replacingOccurrences(of: "Octocat's friend", with: #"line\r\u001b[31mred\u009b1A"#)
        server.route("/users/mallory", .json(hostile))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", "mallory"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.contains("mallory"))
        let controls = run.output.unicodeScalars.filter {
            $0.properties.generalCategory == .control && $0 != "\n"
        }
        #expect(controls.isEmpty, "stdout holds control characters: \(controls.map { $0.value })")
    }

    /// `HH:MM UTC` of `epoch`, as error messages write a time.
    /// `epoch` as `HH:MM UTC`, rounded up to the minute as times to wait for are written.
    static func utcClockTime(_ epoch: TimeInterval) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let minute = (epoch / 60).rounded(.up) * 60
        let parts = calendar.dateComponents([.hour, .minute], from: Date(timeIntervalSince1970: minute))
        return String(format: "%02d:%02d UTC", parts.hour ?? 0, parts.minute ?? 0)
    }
}
