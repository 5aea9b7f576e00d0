import Data
import Foundation
import Networking

/// The search of users in the demo, answered from ``DemoDataset/gitHubUsers`` as GitHub answers it; the app lists
/// it in the feature's assembly.
///
/// - `GET /search/users?q={query}`: the dataset's users that match every term of the query, in id order: a word
///   is a part of the login (without regard to case), `type:user` and `type:org` the account's type,
///   `location:WORD` a part of the location, `followers:N`, `followers:>N`, `followers:<N` (and `>=`, `<=`) the
///   followers count; a qualifier the demo data has no field for (`language:`) matches every user. `per_page` a
///   page (default 30, at most 100), page `page` (default 1), with a `Link` header naming the next and the last
///   page as GitHub's does, and, as GitHub, never past the first 1,000 results; `total_count` counts them all.
///
/// Every answer carries GitHub's fixed rate-limit header fields, so output stays deterministic.
public enum DemoSearchUsersRoutes {
    /// Every route of the feature.
    public static let all: [DemoRoute] = [list]

    /// The most results a search returns, as GitHub's does (1,000).
    static let resultLimit = 1_000

    /// The recorded answer that the demo serves and the tests read, every address on loopback.
    public static let recordedResponse = #"""
        {
          "incomplete_results" : false,
          "items" : [
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
          ],
          "total_count" : 3
        }
        """#

    /// `GET /search/users?q={query}&page=&per_page=`: one page of the users that match, with its `Link` header.
    static let list = DemoRoute(.gitHub, path: ["search", "users"]) { request in
        let terms = (request.query["q"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        let hits = request.dataset.gitHubUsers.filter { user in terms.allSatisfy { Self.matches(user, $0) } }
        let page = DemoPageNumbers(
            of: Array(hits.prefix(resultLimit)), for: request,
            query: "q=\(GitHub.pathSegment(request.query["q"] ?? ""))&")
        let body = SearchUsersAnswerDTO(
            items: page.items.map { Self.found($0.user) }, incompleteResults: false, totalCount: hits.count)
        return .gitHub(encoding: body, extraHeaders: ["Link": page.link])
    }

    /// Whether `user` matches one `term` of a query (see the type's documentation).
    static func matches(_ user: GitHubUserDetailDTO, _ term: String) -> Bool {
        let parts = term.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return user.user.login.localizedCaseInsensitiveContains(term) }
        let value = parts[1]
        switch parts[0].lowercased() {
        case "type":
            let type = user.user.type ?? "User"
            return value.lowercased() == "org" ? type == "Organization" : type.lowercased() == value.lowercased()
        case "location":
            return user.location?.localizedCaseInsensitiveContains(value) ?? false
        case "followers":
            return compare(user.followers, with: value)
        default:
            return true
        }
    }

    /// Whether `count` satisfies `condition`: `N`, `>N`, `<N`, `>=N` or `<=N`; an unreadable condition matches none.
    static func compare(_ count: Int, with condition: String) -> Bool {
        let operators = [">=", "<=", ">", "<"]
        let symbol = operators.first { condition.hasPrefix($0) } ?? ""
        guard let number = Int(condition.dropFirst(symbol.count)) else { return false }
        switch symbol {
        case ">=": return count >= number
        case "<=": return count <= number
        case ">": return count > number
        case "<": return count < number
        default: return count == number
        }
    }

    /// The search's row of a dataset's user.
    static func found(_ user: GitHubUserDTO) -> FoundUserDTO {
        FoundUserDTO(
            id: user.id, avatarURL: user.avatarURL ?? "", htmlURL: user.htmlURL ?? "", login: user.login,
            siteAdmin: user.siteAdmin ?? false, type: user.type ?? "User")
    }
}
