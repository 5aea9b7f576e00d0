import Domain
import Foundation
import Networking

extension GitHub {
    /// `GET /users/{login}/{relation}?per_page=&page=`: one page of relations, at most `perPage` of them; `page` is
    /// the page's number (`nil`: the first). Each parameter is sent as one path segment.
    public func userRelations(login: GitHubLogin, relation: UserRelation, page: Int?, perPage: Int) -> HTTPRequest<
        [RelatedUserDTO]
    > {
        var queryItems = [URLQueryItem(name: "per_page", value: String(perPage))]
        if let page {
            queryItems.append(URLQueryItem(name: "page", value: String(page)))
        }
        return request(segments: ["users", login.rawValue, relation.rawValue], queryItems: queryItems)
    }
}
