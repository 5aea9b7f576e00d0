import Foundation
import Networking

extension GitHub {
    /// `GET /search/users?q={query}&per_page=&page=`: one page of search users, at most `perPage` of them; `page`
    /// is the page's number (`nil`: the first). Each parameter is sent as one path segment.
    public func searchUsers(query: String, page: Int?, perPage: Int) -> HTTPRequest<SearchUsersAnswerDTO> {
        var queryItems = [
            URLQueryItem(name: "q", value: query), URLQueryItem(name: "per_page", value: String(perPage)),
        ]
        if let page {
            queryItems.append(URLQueryItem(name: "page", value: String(page)))
        }
        return request(segments: ["search", "users"], queryItems: queryItems)
    }
}
