import AtomicTestSupport
import DemoServer
import Foundation
import Testing

/// `atomic search users` end to end: the built binary against a loopback server answering the recorded
/// response (`DemoSearchUsersRoutes.recordedResponse`), then on the demo data.
@Suite struct SearchUsersCommandTests {
    /// The recorded response the demo serves and this test's server answers.
    static let recorded = DemoSearchUsersRoutes.recordedResponse

    /// The first resource of the recorded response, as JSON text.
    static var recordedResource: String {
        let all =
            ((try? JSONSerialization.jsonObject(with: Data(recorded.utf8))) as? [String: Any])?["items"] as? [Any] ?? []
        let data = all.first.flatMap { try? JSONSerialization.data(withJSONObject: $0) } ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// A loopback server answering `GET /search/users` with the recorded response.
    private func server() throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        server.route("/search/users", .json(Self.recorded))
        return server
    }

    @Test func searchUsersPrintsTheResourcesAsTextAndJSON() async throws {
        let server = try server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let plain = try await sandbox.atomic(["search", "users", "ada-lovelace"], gitHub: server)
        #expect(plain.status == 0, "stderr: \(plain.errorOutput)")
        let rows = plain.output.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("101\t") }, "\(plain.output)")
        // Three users of three found: nothing to warn about.
        #expect(plain.errorOutput == "")
        let run = try await sandbox.atomic(["search", "users", "ada-lovelace", "--json"], gitHub: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(items.count == 3)
        let first = try #require(items.first)
        #expect((first["id"] as? Int).map(String.init) == "101")
        let chosen = try await sandbox.atomic(["search", "users", "ada-lovelace", "--json=id"], gitHub: server)
        #expect(chosen.status == 0)
        let chosenObjects = try JSONSerialization.jsonObject(with: Data(chosen.output.utf8))
        let objects = try #require(
            (chosenObjects as? [[String: Any]]) ?? (chosenObjects as? [String: Any]).map { [$0] })
        try #require(!objects.isEmpty)
        for object in objects {
            #expect(Array(object.keys) == ["id"])
        }
    }

    @Test func aQueryGitHubRefusesGetsGitHubsMessage() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let refusal = #"""
            {"message":"Validation Failed","errors":[{"resource":"Search","field":"q","code":"invalid",\#
            "message":"The search contains only logical operators (AND / OR / NOT) without any search terms."}],\#
            "documentation_url":"https://docs.github.com/v3/search/","status":"422"}
            """#
        server.route("/search/users", .json(refusal, status: 422))
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["search", "users", "AND"], gitHub: server)
        #expect(run.status == 1 && run.output == "")
        #expect(run.errorLines.count == 1, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("error: ") && run.errorOutput.contains("only logical operators"))
    }

    @Test func anAnswerCutShortOrPastTheLimitSaysSo() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        var answer = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.recorded.utf8)) as? [String: Any])
        answer["total_count"] = 12_345
        answer["incomplete_results"] = true
        let body = String(decoding: try JSONSerialization.data(withJSONObject: answer), as: UTF8.self)
        server.route("/search/users", .json(body))
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["search", "users", "type:user"], gitHub: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.split(separator: "\n").count == 3)
        #expect(run.errorOutput.contains("warning: GitHub's search timed out: these results may be incomplete"))
        #expect(run.errorOutput.contains("warning: GitHub shows the first 1,000 of 12,345 results"))
    }

    @Test func theSearchBudgetRunningOutLeavesTheRestOfGitHub() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let reset = Int(Date().timeIntervalSince1970) + 40
        server.route(
            "/search/users",
            .json(
                #"{"message":"API rate limit exceeded for 127.0.0.1."}"#, status: 403,
                headers: [
                    ("x-ratelimit-limit", "10"), ("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", "\(reset)"),
                    ("x-ratelimit-resource", "search"),
                ]))
        server.route(
            "/users",
            .json(
                #"[{"login":"octocat","id":1,"type":"User"}]"#,
                headers: [
                    ("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "59"), ("x-ratelimit-reset", "\(reset)"),
                    ("x-ratelimit-resource", "core"),
                ]))
        let sandbox = try EndToEndSandbox()
        let search = try await sandbox.atomic(["search", "users", "octocat"], gitHub: server)
        #expect(search.status == 1 && search.errorOutput.hasPrefix("error: "), "stderr: \(search.errorOutput)")
        #expect(
            search.errorOutput.contains("rate limited (GitHub's search budget); try again after"),
            "\(search.errorOutput)")
        let users = try await sandbox.atomic(["users", "--limit", "1"], gitHub: server)
        #expect(users.status == 0 && users.errorOutput == "", "stderr: \(users.errorOutput)")
        #expect(users.output.contains("octocat"))
    }

    @Test func aQueryOfWhiteSpaceIsAUsageError() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["--demo", "search", "users", "   "])
        #expect(run.status == 2 && run.errorOutput.hasPrefix("error: argument QUERY needs something to search for"))
    }

    @Test func searchUsersAnswersFromTheDemoData() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["--demo", "search", "users", "an  type:user", "--json=login", "-L", "40"])
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let logins = rows.compactMap { $0["login"] as? String }
        // Two pages of the demo's users whose login has "an", each a profile the demo has, the same on every run.
        #expect(logins.count == 40 && logins.allSatisfy { $0.localizedCaseInsensitiveContains("an") })
        #expect(logins.allSatisfy { DemoDataset.standard.gitHubUser(login: $0)?.user.type == "User" })
        let again = try await sandbox.atomic(["--demo", "search", "users", "an type:user", "--json=login", "-L", "40"])
        #expect(again.output == run.output)
    }

    @Test func searchUsersNeverPrintsTheServersEscapes() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        var resource = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.recordedResource.utf8)) as? [String: Any])
        resource["type"] = "evil\u{1B}]8;;http://127.0.0.1/\u{7}link\u{1B}[2J"
        var answer = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.recorded.utf8)) as? [String: Any])
        answer["items"] = [resource]
        let body = String(decoding: try JSONSerialization.data(withJSONObject: answer), as: UTF8.self)
        server.route("/search/users", .json(body))
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["search", "users", "ada-lovelace"], gitHub: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(!run.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}
