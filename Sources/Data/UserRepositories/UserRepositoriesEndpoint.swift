import Domain
import Foundation
import Networking

extension GitHub {
    /// `GET /users/{login}/repos?type=owner&sort=updated&per_page=&page=`: one page of repositories, at most
    /// `perPage` of them; `page` is the page's number (`nil`: the first). Each parameter is sent as one path
    /// segment.
    public func userRepositories(login: GitHubLogin, page: Int?, perPage: Int) -> HTTPRequest<[RepositoryDTO]> {
        var queryItems = [
            URLQueryItem(name: "type", value: "owner"), URLQueryItem(name: "sort", value: "updated"),
            URLQueryItem(name: "per_page", value: String(perPage)),
        ]
        if let page {
            queryItems.append(URLQueryItem(name: "page", value: String(page)))
        }
        return request(segments: ["users", login.rawValue, "repos"], queryItems: queryItems)
    }
}
