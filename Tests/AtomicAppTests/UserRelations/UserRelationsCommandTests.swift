import AtomicTestSupport
import DemoServer
import Foundation
import Testing

/// `atomic followers` end to end: the built binary against a loopback server answering the recorded
/// response (`DemoUserRelationsRoutes.recordedResponse`), then on the demo data.
@Suite struct UserRelationsCommandTests {
    /// The recorded response the demo serves and this test's server answers.
    static let recorded = DemoUserRelationsRoutes.recordedResponse

    /// The first resource of the recorded response, as JSON text.
    static var recordedResource: String {
        let all = (try? JSONSerialization.jsonObject(with: Data(recorded.utf8))) as? [Any] ?? []
        let data = all.first.flatMap { try? JSONSerialization.data(withJSONObject: $0) } ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// A loopback server answering `GET /users/octocat/followers` with the recorded response.
    private func server() throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        server.route("/users/octocat/followers", .json(Self.recorded))
        return server
    }

    @Test func userRelationsPrintsTheResourcesAsTextAndJSON() async throws {
        let server = try server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let plain = try await sandbox.atomic(["followers", "octocat"], gitHub: server)
        #expect(plain.status == 0, "stderr: \(plain.errorOutput)")
        let rows = plain.output.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("101\t") }, "\(plain.output)")
        let run = try await sandbox.atomic(["followers", "octocat", "--json"], gitHub: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(items.count == 3)
        let first = try #require(items.first)
        #expect((first["id"] as? Int).map(String.init) == "101")
        let chosen = try await sandbox.atomic(["followers", "octocat", "--json=id"], gitHub: server)
        #expect(chosen.status == 0)
        let chosenObjects = try JSONSerialization.jsonObject(with: Data(chosen.output.utf8))
        let objects = try #require(
            (chosenObjects as? [[String: Any]]) ?? (chosenObjects as? [String: Any]).map { [$0] })
        try #require(!objects.isEmpty)
        for object in objects {
            #expect(Array(object.keys) == ["id"])
        }
    }

    @Test func userRelationsSaysWhatWasNotFound() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat/followers", .json(#"{"message":"Not Found"}"#, status: 404))
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["followers", "octocat"], gitHub: server)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errorOutput.contains("octocat") && run.errorOutput.hasPrefix("error: "))
    }

    @Test func userRelationsAnswersFromTheDemoData() async throws {
        let sandbox = try EndToEndSandbox()
        // The first demo user with two pages of each relation to list.
        let login = try #require(
            DemoDataset.standard.gitHubUsers.first { $0.followers >= 40 && $0.following >= 40 }?.user.login)
        for relation in ["followers", "following"] {
            let run = try await sandbox.atomic(["--demo", relation, login, "--json=login", "-L", "40"])
            #expect(run.status == 0, "stderr: \(run.errorOutput)")
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
            let logins = rows.compactMap { $0["login"] as? String }
            // Two pages of demo users, each a profile the demo has, never the user itself, the same on every run.
            #expect(logins.count == 40 && Set(logins).count == 40 && !logins.contains(login))
            #expect(logins.allSatisfy { DemoDataset.standard.gitHubUser(login: $0) != nil })
            let again = try await sandbox.atomic(["--demo", relation, login, "--json=login", "-L", "40"])
            #expect(again.output == run.output)
        }
        let nobody = try await sandbox.atomic(["--demo", "followers", "nobody-has-this"])
        #expect(nobody.status == 1 && nobody.errorOutput.contains("nobody-has-this"))
    }

    @Test func userRelationsNeverPrintsTheServersEscapes() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        var resource = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.recordedResource.utf8)) as? [String: Any])
        resource["type"] = "evil\u{1B}]8;;http://127.0.0.1/\u{7}link\u{1B}[2J"
        let hostile = String(decoding: try JSONSerialization.data(withJSONObject: resource), as: UTF8.self)
        server.route("/users/octocat/followers", .json("[" + hostile + "]"))
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["followers", "octocat"], gitHub: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(!run.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}
