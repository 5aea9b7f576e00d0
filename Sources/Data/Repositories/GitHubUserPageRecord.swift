import Domain
import Foundation
import Networking

/// One page of the GitHub user list as it is kept in the cache: the users and the cursor of the next page.
///
/// The cursor is stored because it comes from the response's `Link` header, which a cached body alone
/// would not remember.
struct GitHubUserPageRecord: Codable, Sendable {
    /// The users of the page, in the order the server sent them.
    var users: [GitHubUserDTO]
    /// The `since` of the next page, or nil at the end of the list.
    var nextSince: Int?

    /// The record for a page received with `links`: the next cursor is `Link rel="next"`'s `since` (the last
    /// user's id when that link has none), and the last user's id when the answer had no `Link` header at all.
    /// An empty page, or a `Link` header without `rel="next"`, is the end of the list.
    ///
    /// A page of more than `pageSize` users (when `pageSize` is positive) keeps only the first `pageSize`, and
    /// its next cursor is the last kept user's id, so that the users cut off are asked for again.
    init(users: [GitHubUserDTO], links: LinkHeader, pageSize: Int? = nil) {
        if let pageSize, pageSize > 0, users.count > pageSize {
            self.users = Array(users.prefix(pageSize))
            nextSince = self.users.last?.id
            return
        }
        self.users = users
        if users.isEmpty {
            nextSince = nil
        } else if let next = links.next {
            nextSince = Self.since(in: next) ?? users.last?.id
        } else if links.links.isEmpty {
            nextSince = users.last?.id
        } else {
            nextSince = nil
        }
    }

    /// The page in domain terms.
    func toDomain() -> UserPage {
        UserPage(users: users.map { $0.toDomain() }, next: nextSince.map(UserCursor.init(since:)))
    }

    private static func since(in url: URL) -> Int? {
        URLComponents(url: url, resolvingAgainstBaseURL: true)?
            .queryItems?.first(where: { $0.name == "since" })?.value.flatMap { Int($0) }
    }
}
