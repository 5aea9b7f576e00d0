import Foundation
import Networking
import Testing

@testable import DemoServer

/// A feature's own demo requests: answered before the built-in ones, with an `ETag` and `304`s like them.
@Suite struct DemoRouteTests {
    private static let repos = DemoRoute(.gitHub, path: ["users", "*", "repos"]) { path, query, dataset in
        .json(
            #"[{"owner":"\#(path[1])","per_page":"\#(query["per_page"] ?? "")","users":\#(dataset.gitHubUsers.count)}]"#
        )
    }

    private let api = DemoAPI(
        githubBaseURL: DemoTransport.gitHubBaseURL, postsBaseURL: DemoTransport.postsBaseURL,
        routes: [repos] + DemoGitHubUsersRoutes.all)

    @Test func aMatchingRequestGetsTheRoutesAnswerWithAnETag() throws {
        let url = URL(string: "https://api.github.demo/users/octocat/repos?per_page=100")!
        let response = api.respond(method: "GET", url: url)
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self).contains(#""owner":"octocat","per_page":"100""#))
        let etag = try #require(response.headers["ETag"])
        #expect(api.respond(method: "GET", url: url, headers: ["If-None-Match": etag]).status == 304)
    }

    @Test func otherRequestsKeepTheirBuiltInAnswers() {
        let profile = api.respond(method: "GET", url: URL(string: "https://api.github.demo/users/nobody-at-all")!)
        #expect(profile.status == 404)
        let list = api.respond(method: "GET", url: URL(string: "https://api.github.demo/users?per_page=2")!)
        #expect(list.status == 200)
        let tooDeep = api.respond(method: "GET", url: URL(string: "https://api.github.demo/users/a/repos/b")!)
        #expect(tooDeep.status == 404)
        #expect(!Self.repos.matches(["users", "a"]))
        #expect(Self.repos.matches(["users", "a", "repos"]))
    }
}
