import AtomicTestSupport
import DemoServer
import Foundation
import Testing

/// `atomic repos` end to end: the built binary against a loopback server answering the recorded
/// response (`DemoUserRepositoriesRoutes.recordedResponse`), then on the demo data.
@Suite struct UserRepositoriesCommandTests {
    /// The recorded response the demo serves and this test's server answers.
    static let recorded = DemoUserRepositoriesRoutes.recordedResponse

    /// The first resource of the recorded response, as JSON text.
    static var recordedResource: String {
        let all = (try? JSONSerialization.jsonObject(with: Data(recorded.utf8))) as? [Any] ?? []
        let data = all.first.flatMap { try? JSONSerialization.data(withJSONObject: $0) } ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// A loopback server answering `GET /users/octocat/repos` with the recorded response.
    private func server() throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        server.route("/users/octocat/repos", .json(Self.recorded))
        return server
    }

    @Test func userRepositoriesPrintsTheResourcesAsTextAndJSON() async throws {
        let server = try server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let plain = try await sandbox.atomic(["repos", "octocat"], gitHub: server)
        #expect(plain.status == 0, "stderr: \(plain.errorOutput)")
        let rows = plain.output.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("Hello-World\t") }, "\(plain.output)")
        let run = try await sandbox.atomic(["repos", "octocat", "--json"], gitHub: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(items.count == 3)
        let first = try #require(items.first)
        #expect((first["id"] as? Int).map(String.init) == "1296269")
        let chosen = try await sandbox.atomic(["repos", "octocat", "--json=id"], gitHub: server)
        #expect(chosen.status == 0)
        let chosenObjects = try JSONSerialization.jsonObject(with: Data(chosen.output.utf8))
        let objects = try #require(
            (chosenObjects as? [[String: Any]]) ?? (chosenObjects as? [String: Any]).map { [$0] })
        try #require(!objects.isEmpty)
        for object in objects {
            #expect(Array(object.keys) == ["id"])
        }
    }

    @Test func userRepositoriesSaysWhatWasNotFound() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat/repos", .json(#"{"message":"Not Found"}"#, status: 404))
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["repos", "octocat"], gitHub: server)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errorOutput == "error: no GitHub user named \"octocat\"\n")
    }

    @Test func userRepositoriesAnswersFromTheDemoData() async throws {
        let sandbox = try EndToEndSandbox()
        let demoLogin = try #require(DemoDataset.standard.gitHubUsers.first?.user.login)
        let run = try await sandbox.atomic(["--demo", "repos", demoLogin, "--json"])
        // A login nobody has in the demo has no repositories: GitHub's 404.
        let nobody = try await sandbox.atomic(["--demo", "repos", "nobody-has-this"])
        #expect(nobody.status == 1 && nobody.errorOutput.contains("nobody-has-this"))
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let demo = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        let first = try #require((demo as? [[String: Any]])?.first ?? (demo as? [String: Any]))
        #expect((first["id"] as? Int).map(String.init) == "1296269")
    }

    @Test func userRepositoriesNeverPrintsTheServersEscapes() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        var resource = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.recordedResource.utf8)) as? [String: Any])
        resource["description"] = "evil\u{1B}]8;;http://127.0.0.1/\u{7}link\u{1B}[2J"
        let hostile = String(decoding: try JSONSerialization.data(withJSONObject: resource), as: UTF8.self)
        server.route("/users/octocat/repos", .json("[" + hostile + "]"))
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["repos", "octocat"], gitHub: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(!run.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}
