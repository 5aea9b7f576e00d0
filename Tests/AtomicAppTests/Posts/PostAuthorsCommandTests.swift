import AtomicTestSupport
import DemoServer
import Foundation
import Testing

/// `atomic author ID`, `atomic posts --user ID` and `atomic open` of the posts API's addresses, end to end: the built
/// binary against a loopback JSONPlaceholder, then on the demo data.
@Suite struct PostAuthorsCommandTests {
    /// `GET /users/1`: the first author of ``EndToEndFixtures/postsJSON``, with the whole address and company.
    static let authorJSON = """
        {"id":1,"name":"Leanne Graham","username":"Bret","email":"Sincere@april.biz",
         "address":{"street":"Kulas Light","suite":"Apt. 556","city":"Gwenborough","zipcode":"92998-3874",
                    "geo":{"lat":"-37.3159","lng":"81.1496"}},
         "phone":"1-770-736-8031 x56442","website":"hildegard.org",
         "company":{"name":"Romaguera-Crona","catchPhrase":"Multi-layered client-server neural-net",
                    "bs":"harness real-time e-markets"}}
        """

    /// A loopback JSONPlaceholder: the feed, and `GET /users/1`.
    private func server() throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        EndToEndFixtures.serveFeed(on: server)
        server.route("/users/1", .json(Self.authorJSON))
        return server
    }

    @Test func authorPrintsTheAuthorsPageAndKeepsItForTheTTL() async throws {
        let server = try server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["author", "1"], posts: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Leanne Graham (@Bret)")
        #expect(lines.contains("Email     Sincere@april.biz"))
        #expect(lines.contains("Address   Kulas Light, Apt. 556, Gwenborough, 92998-3874"))
        #expect(
            lines.contains(
                "Company   Romaguera-Crona · Multi-layered client-server neural-net · harness real-time e-markets"))
        #expect(lines.contains("ID        1"))
        let again = try await sandbox.atomic(["author", "1"], posts: server)
        #expect(again.output == run.output)
        #expect(server.requestCount(to: "/users/1") == 1, "the second answer comes from the cache")
        let offline = try await sandbox.atomic(["--offline", "author", "1"], posts: server)
        #expect(offline.status == 0 && offline.output == run.output)
    }

    @Test func authorJSONHasJSONPlaceholdersShapeAndFields() async throws {
        let server = try server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["author", "1", "--json"], posts: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Leanne Graham" && object["username"] as? String == "Bret")
        #expect((object["address"] as? [String: Any])?["zipcode"] as? String == "92998-3874")
        #expect((object["company"] as? [String: Any])?["bs"] as? String == "harness real-time e-markets")
        let chosen = try await sandbox.atomic(["author", "1", "--json=name,email"], posts: server)
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(chosen.output.utf8)) as? [String: Any])
        #expect(Set(fields.keys) == ["name", "email"])
    }

    @Test func anUnknownAuthorIsOneLineAndABadIDAUsageError() async throws {
        let server = try server()
        defer { server.stop() }
        server.route("/users/11", .json("{}", status: 404))
        let sandbox = try EndToEndSandbox()
        let missing = try await sandbox.atomic(["author", "11"], posts: server)
        #expect(missing.status == 1 && missing.output.isEmpty)
        #expect(missing.errorLines == ["error: no author of posts with id 11"])
        let bad = try await sandbox.atomic(["author", "x"], posts: server)
        #expect(bad.status == 2)
        #expect(bad.errorLines.first == "error: author ID must be a whole number from 1, got \"x\"")
    }

    @Test func theServersEscapesNeverReachTheOutput() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/users/1",
            .json(
                #"{"id":1,"name":"Evil\u001b]52;c;SGVsbG8=\u0007 Name","username":"x\u001b[2J","company":{"name":"\u001b[31mRed"}}"#
            ))
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["author", "1"], posts: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(!run.output.contains("\u{1B}") && !run.output.contains("\u{07}"))
        #expect(run.output.contains("Evil") && run.output.contains("Red"))
    }

    @Test func postsUserListsOnlyThatAuthorsPostsFromTheFeed() async throws {
        let server = try server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["posts", "--user", "1"], posts: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.split(separator: "\n").map { $0.split(separator: "\t").first ?? "" } == ["1", "2"])
        let json = try await sandbox.atomic(["posts", "--user", "2", "--json=id,author"], posts: server)
        #expect(json.output.trimmingCharacters(in: .whitespacesAndNewlines) == #"[{"id":3,"author":"Ervin Howell"}]"#)
        let none = try await sandbox.atomic(["posts", "--user", "9"], posts: server)
        #expect(none.status == 0 && none.output.isEmpty && none.errorOutput == "No posts.\n")
        #expect(server.requestCount(to: "/users/1/posts") == 0, "the author's posts come from the feed")
        let bad = try await sandbox.atomic(["posts", "--user", "0"], posts: server)
        #expect(bad.status == 2 && bad.errorLines.first?.contains("--user") == true)
    }

    @Test(
        "the posts API's addresses round-trip through atomic open, under the --posts-api-url given",
        arguments: [
            ("/posts/1", ["post", "1"]), ("/users/1", ["author", "1"]), ("/posts", ["posts"]),
            ("/posts?userId=1", ["posts", "--user", "1"]), ("/users/1/posts", ["posts", "--user", "1"]),
        ])
    func openPostsAddresses(path: String, command: [String]) async throws {
        let server = try server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let opened = try await sandbox.atomic(["open", server.baseURL.absoluteString + path, "--json"], posts: server)
        let printed = try await sandbox.atomic(command + ["--json"], posts: server)
        #expect(opened.status == 0, "stderr: \(opened.errorOutput)")
        #expect(opened.output == printed.output && !opened.output.isEmpty)
    }

    @Test func openAtomicLinksOfAuthors() async throws {
        let server = try server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let author = try await sandbox.atomic(["open", "atomic://posts/authors/1", "--json=name"], posts: server)
        #expect(author.output.trimmingCharacters(in: .whitespacesAndNewlines) == #"{"name":"Leanne Graham"}"#)
        let posts = try await sandbox.atomic(["open", "atomic://posts?user=2", "--json=id"], posts: server)
        #expect(posts.output.trimmingCharacters(in: .whitespacesAndNewlines) == #"[{"id":3}]"#)
    }

    @Test func theDemoAnswersEveryAuthorDeterministically() async throws {
        let sandbox = try EndToEndSandbox()
        for author in DemoDataset.standard.postAuthors {
            let run = try await sandbox.atomic(["--demo", "author", "\(author.id)", "--json=name,email"])
            #expect(run.status == 0, "stderr: \(run.errorOutput)")
            #expect(run.output.contains(author.name))
        }
        let first = try await sandbox.atomic(["--demo", "author", "1"])
        let again = try await sandbox.atomic(["--demo", "author", "1"])
        #expect(first.output == again.output && !first.output.isEmpty)
        let posts = try await sandbox.atomic(["--demo", "posts", "--user", "3", "--json=id"])
        let ids = try #require(try JSONSerialization.jsonObject(with: Data(posts.output.utf8)) as? [[String: Int]])
        let expected = DemoDataset.standard.posts.filter { $0.userId == 3 }.map(\.id)
        #expect(ids.compactMap { $0["id"] } == expected && !expected.isEmpty)
        let nobody = try await sandbox.atomic(["--demo", "author", "11"])
        #expect(nobody.status == 1 && nobody.errorLines == ["error: no author of posts with id 11"])
    }
}
