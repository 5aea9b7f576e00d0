import Data
import Foundation
import Networking

/// The GitHub Users feature's requests in the demo, answered from ``DemoDataset/gitHubUsers`` as GitHub answers
/// them; the app lists them in the feature's assembly.
///
/// - `GET /users?since=&per_page=`: users with an id above `since` (default 0), `per_page` of them (default 30, at
///   most 100; an unreadable or non-positive value means 30), with a
///   `Link: <…/users?per_page=N&since=LAST>; rel="next", <…/users{?since}>; rel="first"` header; the next link is
///   left out on the last page.
/// - `GET /users/{login}`: the full profile (login compared without regard to case), or `404`
///   `{"message":"Not Found","documentation_url":"…"}`.
///
/// Both carry GitHub's fixed rate-limit header fields, so output stays deterministic.
public enum DemoGitHubUsersRoutes {
    /// Every route of the feature: the list, then the profile.
    public static let all: [DemoRoute] = [list, profile]

    /// `GET /users?since=&per_page=`: one page of users in id order, with its `Link` header.
    public static let list = DemoRoute(.gitHub, path: ["users"]) { request in
        let since = Swift.max(request.query["since"].flatMap { Int($0) } ?? 0, 0)
        let asked = request.query["per_page"].flatMap { Int($0) } ?? 30
        let perPage = asked < 1 ? 30 : Swift.min(asked, 100)
        let users = request.dataset.gitHubUsers
        let start = users.firstIndex(withIDAbove: since)
        let end = Swift.min(start + perPage, users.count)
        let page = users[start..<end].map(\.user)

        var links: [String] = []
        if let last = page.last, end < users.count {
            links.append("<\(request.baseText)/users?per_page=\(perPage)&since=\(last.id)>; rel=\"next\"")
        }
        links.append("<\(request.baseText)/users{?since}>; rel=\"first\"")
        return .gitHub(encoding: page, extraHeaders: ["Link": links.joined(separator: ", ")])
    }

    /// `GET /users/{login}`: the profile, or GitHub's `404` for a login nobody has.
    public static let profile = DemoRoute(.gitHub, path: ["users", "*"]) { request in
        guard let user = request.dataset.gitHubUser(login: request.path[1]) else {
            return .gitHubNotFound(documentation: "https://docs.github.com/rest/users/users#get-a-user")
        }
        return .gitHub(encoding: user)
    }
}
