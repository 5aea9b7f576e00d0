import AtomicTestSupport
import Foundation
import Testing

/// `atomic followers` over a loopback GitHub whose `Link` headers misbehave: page numbers with gaps, no `last`, a
/// `next` on another origin (never asked, the token never sent there), a `next` that goes back; then the list
/// offline after it was cached, and a follower's profile that moved (a `301` to another path of the same host).
@Suite struct UserRelationsPaginationTests {
    /// A page of followers: `logins` as GitHub's user objects.
    static func page(_ logins: [String], firstID: Int) -> String {
        let users = logins.enumerated().map { index, login in
            #"{"login":"\#(login)","id":\#(firstID + index),"avatar_url":"http://127.0.0.1/a.png","#
                + #""html_url":"http://127.0.0.1/\#(login)","type":"User","site_admin":false}"#
        }
        return "[" + users.joined(separator: ",") + "]"
    }

    /// A server answering `/users/octocat/followers` by page number with `pages[number]` and its `Link` header.
    static func server(pages: [Int: (body: String, link: String?)]) throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        server.route("/users/octocat/followers") { request in
            let number = request.queryValue("page").flatMap { Int($0) } ?? 1
            guard let page = pages[number] else { return .json("[]") }
            return .json(page.body, headers: page.link.map { [("Link", $0)] } ?? [])
        }
        return server
    }

    @Test func gapsInThePageNumbersAndNoLastAreFollowed() async throws {
        var pages: [Int: (body: String, link: String?)] = [:]
        let base = "http://127.0.0.1:1/users/octocat/followers"
        pages[1] = (Self.page(["a1", "a2"], firstID: 1), "<\(base)?page=3&per_page=2>; rel=\"next\"")
        pages[3] = (Self.page(["c1", "c2"], firstID: 5), nil)
        let server = try Self.server(pages: pages)
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["followers", "octocat", "--json=login"], gitHub: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.contains("a1") && run.output.contains("c2"))
        #expect(server.requests(to: "/users/octocat/followers").map { $0.queryValue("page") } == [nil, "3"])
    }

    @Test func aNextOnAnotherOriginIsAskedOfTheAPIsOwnAndTheTokenStaysThere() async throws {
        let elsewhere = try TestHTTPServer()
        defer { elsewhere.stop() }
        var pages: [Int: (body: String, link: String?)] = [:]
        let other = elsewhere.baseURL.absoluteString + "/users/octocat/followers"
        pages[1] = (Self.page(["a1"], firstID: 1), "<\(other)?page=2>; rel=\"next\", <\(other)?page=2>; rel=\"last\"")
        pages[2] = (Self.page(["b1"], firstID: 2), nil)
        let server = try Self.server(pages: pages)
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(
            ["followers", "octocat", "--json=login"], gitHub: server, environment: ["GH_TOKEN": "ghp_pagingToken0123"])
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.contains("a1") && run.output.contains("b1"))
        #expect(elsewhere.requests.isEmpty)
        let asked = server.requests(to: "/users/octocat/followers")
        #expect(asked.map { $0.queryValue("page") } == [nil, "2"])
        #expect(asked.allSatisfy { $0.header("Authorization") == "Bearer ghp_pagingToken0123" })
    }

    @Test func aNextThatGoesBackEndsTheList() async throws {
        var pages: [Int: (body: String, link: String?)] = [:]
        let base = "http://127.0.0.1:1/users/octocat/followers"
        pages[1] = (Self.page(["a1"], firstID: 1), "<\(base)?page=2>; rel=\"next\"")
        pages[2] = (Self.page(["b1"], firstID: 2), "<\(base)?page=1>; rel=\"next\"")
        let server = try Self.server(pages: pages)
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["followers", "octocat", "--json=login", "-L", "50"], gitHub: server)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(server.requests(to: "/users/octocat/followers").count == 2)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(rows.compactMap { $0["login"] as? String } == ["a1", "b1"])
    }

    @Test func eachListIsThereOfflineOnceCached() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat/followers", .json(Self.page(["f1", "f2"], firstID: 1)))
        server.route("/users/octocat/following", .json(Self.page(["g1"], firstID: 9)))
        server.route(
            "/users/octocat/repos",
            .json(
                #"[{"id":7,"name":"tool","full_name":"octocat/tool","description":null,"language":"Swift","#
                    + #""stargazers_count":3,"forks_count":1,"archived":false,"fork":false,"#
                    + #""updated_at":"2026-11-01T00:00:00Z","html_url":"http://127.0.0.1/octocat/tool"}]"#))
        server.route(
            "/search/users",
            .json(#"{"total_count":1,"incomplete_results":false,"items":"# + Self.page(["s1"], firstID: 3) + "}"))
        let sandbox = try EndToEndSandbox()
        let commands = [
            ["followers", "octocat"], ["following", "octocat"], ["repos", "octocat"], ["search", "users", "s1"],
        ]
        for command in commands {
            let online = try await sandbox.atomic(command + ["--json"], gitHub: server)
            #expect(online.status == 0, "\(command): \(online.errorOutput)")
            let offline = try await sandbox.atomic(["--offline"] + command + ["--json"], gitHub: server)
            #expect(offline.status == 0, "\(command): \(offline.errorOutput)")
            #expect(offline.output == online.output, "\(command)")
        }
        let asked = server.requests.count
        #expect(asked == commands.count)
    }

    @Test func aFollowersMovedProfileIsFollowedOnTheSameHost() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat/followers", .json(Self.page(["renamed"], firstID: 42)))
        server.route(
            "/users/renamed",
            TestResponse(status: 301, headers: [("Location", server.baseURL.absoluteString + "/user/42")], body: Data())
        )
        server.route(
            "/user/42",
            .json(
                #"{"login":"new-name","id":42,"type":"User","name":"Moved Person","html_url":"http://127.0.0.1/new-name","#
                    + #""public_repos":0,"public_gists":0,"followers":0,"following":0}"#
            ))
        let sandbox = try EndToEndSandbox()
        let list = try await sandbox.atomic(["followers", "octocat", "--json=login"], gitHub: server)
        let login = try #require(
            (try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])?.first?["login"]
                as? String)
        let profile = try await sandbox.atomic(["user", login], gitHub: server)
        #expect(profile.status == 0, "stderr: \(profile.errorOutput)")
        #expect(profile.output.contains("Moved Person"))
        #expect(server.requests(to: "/user/42").count == 1)
    }

    @Test func anAddressWithAControlCharacterIsNullInJSONOnlineAndOffline() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let hostile =
            #"{"login":"x1","id":1,"avatar_url":"http://127.0.0.1/a\u001b]0;PWNED\u0007.png","#
            + #""html_url":"https://github.com/\u001b[2Jx1","type":"User","site_admin":false}"#
        server.route("/users/octocat/followers", .json("[" + hostile + "]"))
        server.route("/search/users", .json(#"{"total_count":1,"incomplete_results":false,"items":["# + hostile + "]}"))
        let sandbox = try EndToEndSandbox()
        for command in [["followers", "octocat"], ["search", "users", "x1"]] {
            for mode in [[], ["--offline"]] {
                let run = try await sandbox.atomic(mode + command + ["--json=htmlUrl,avatarUrl"], gitHub: server)
                #expect(run.status == 0, "\(command) \(mode): \(run.errorOutput)")
                #expect(run.output == #"[{"avatarUrl":null,"htmlUrl":null}]"# + "\n", "\(command) \(mode)")
            }
        }
    }
}
