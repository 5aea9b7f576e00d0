import Data
import Foundation
import Networking

/// The followers feature's requests in the demo, answered from ``DemoDataset/gitHubUsers`` as GitHub answers them;
/// the app lists them in the feature's assembly.
///
/// - `GET /users/{login}/followers` and `GET /users/{login}/following`: other users of the dataset, the same ones
///   on every run (as many as the profile's count, at most 75), `per_page` a page (default 30, at most 100), page
///   `page` (default 1), with a `Link` header naming the next and the last page as GitHub's does; GitHub's `404`
///   for a login nobody has.
///
/// Every answer carries GitHub's fixed rate-limit header fields, so output stays deterministic.
public enum DemoUserRelationsRoutes {
    /// Every route of the feature.
    public static let all: [DemoRoute] = [followers, following]

    /// The most users a demo relation lists: enough for three pages of 30.
    static let largestRelation = 75

    /// A recorded answer of GitHub's, every address on loopback: what the tests' loopback servers answer.
    public static let recordedResponse = #"""
        [
          {
            "avatar_url" : "http://127.0.0.1/u/101?v=4",
            "html_url" : "http://127.0.0.1/ada-lovelace",
            "id" : 101,
            "login" : "ada-lovelace",
            "site_admin" : false,
            "type" : "User"
          },
          {
            "avatar_url" : "http://127.0.0.1/u/102?v=4",
            "html_url" : "http://127.0.0.1/grace-hopper",
            "id" : 102,
            "login" : "grace-hopper",
            "site_admin" : false,
            "type" : "User"
          },
          {
            "avatar_url" : "http://127.0.0.1/u/103?v=4",
            "html_url" : "http://127.0.0.1/alan-turing",
            "id" : 103,
            "login" : "alan-turing",
            "site_admin" : false,
            "type" : "User"
          }
        ]
        """#

    /// `GET /users/{login}/followers?page=&per_page=`: one page of the user's followers, with its `Link` header.
    static let followers = DemoRoute(.gitHub, path: ["users", "*", "followers"]) { request in
        page(of: related(to: request.path[1], stride: 7, count: \.followers, in: request.dataset), for: request)
    }

    /// `GET /users/{login}/following?page=&per_page=`: one page of the users the user follows, with its `Link` header.
    static let following = DemoRoute(.gitHub, path: ["users", "*", "following"]) { request in
        page(of: related(to: request.path[1], stride: 11, count: \.following, in: request.dataset), for: request)
    }

    /// The users related to `login`: from the user's place in the dataset, every `stride + place % 13`-th user
    /// after it (wrapping around, never the user), as many as the profile's `count` says, at most
    /// ``largestRelation``; `nil` for a login nobody has.
    static func related(
        to login: String, stride: Int, count: KeyPath<GitHubUserDetailDTO, Int>, in dataset: DemoDataset
    ) -> [GitHubUserDTO]? {
        let users = dataset.gitHubUsers
        guard let (place, user) = users.user(login: login) else { return nil }
        let step = stride + place % 13
        // Steps of at most 19, taken at most 75 times, stay below one turn of the 2,400 users, so the user is never
        // its own follower and no one is listed twice; a smaller dataset lists fewer.
        let total = Swift.min(user[keyPath: count], largestRelation, (users.count - 1) / step)
        return (0..<Swift.max(total, 0)).map { users[(place + ($0 + 1) * step) % users.count].user }
    }

    /// One page of `resources` for `request` (`per_page`, `page`), with its `Link` header; GitHub's `404` for `nil`.
    static func page(of resources: [GitHubUserDTO]?, for request: DemoRequest) -> StubResponse {
        guard let resources else {
            return .gitHubNotFound(documentation: "https://docs.github.com/rest/users/followers")
        }
        let page = DemoPageNumbers(of: resources, for: request)
        return .gitHub(encoding: page.items, extraHeaders: ["Link": page.link])
    }
}
