import Data
import DemoServer
import Domain
import Foundation
import Networking
import Testing

@Suite("DemoAPI")
struct DemoAPITests {
    private let github = URL(string: "https://api.github.com")
    private let placeholder = URL(string: "https://jsonplaceholder.typicode.com")
    private let dataset = DemoDataset.standard
    /// The built-in features' requests, as the app lists them.
    private static let routes = DemoGitHubUsersRoutes.all + DemoPostsRoutes.all

    private func api() throws -> DemoAPI {
        DemoAPI(
            githubBaseURL: try #require(github), postsBaseURL: try #require(placeholder), routes: Self.routes)
    }

    private func get(_ api: DemoAPI, _ address: String, headers: [String: String] = [:]) throws -> StubResponse {
        api.respond(method: "GET", url: try #require(URL(string: address)), headers: headers)
    }

    /// The target of the `rel="next"` entry of a `Link` header, if any.
    private func nextLink(_ response: StubResponse) -> String? {
        guard let link = response.headers["link"] else { return nil }
        for entry in link.components(separatedBy: ", ") where entry.hasSuffix("rel=\"next\"") {
            guard let open = entry.firstIndex(of: "<"), let close = entry.firstIndex(of: ">") else { return nil }
            return String(entry[entry.index(after: open)..<close])
        }
        return nil
    }

    private func decodeUsers(_ response: StubResponse) throws -> [GitHubUserDTO] {
        try JSONDecoder().decode([GitHubUserDTO].self, from: response.body)
    }

    @Test("following next links walks every user once, in order, with no gap")
    func walkAllUsers() throws {
        let api = try api()
        var address: String? = "https://api.github.com/users?per_page=100"
        var seen: [GitHubUserDTO] = []
        var pages = 0
        while let current = address, pages < 100 {
            let response = try get(api, current)
            #expect(response.status == 200)
            let page = try decodeUsers(response)
            if let next = nextLink(response) {
                #expect(next == "https://api.github.com/users?per_page=100&since=\(page.last?.id ?? -1)")
            }
            seen += page
            address = nextLink(response)
            pages += 1
        }
        #expect(pages == 24)
        #expect(seen == dataset.gitHubUsers.map(\.user))
    }

    @Test("the first page has GitHub's default size and Link header")
    func firstPage() throws {
        let response = try get(try api(), "https://api.github.com/users")
        let page = try decodeUsers(response)
        #expect(page.count == 30)
        #expect(page.map { $0.toDomain() } == dataset.gitHubUsers.prefix(30).map { $0.toDomain().user })
        #expect(
            response.headers["Link"]
                == "<https://api.github.com/users?per_page=30&since=\(page[29].id)>; rel=\"next\", "
                + "<https://api.github.com/users{?since}>; rel=\"first\"")
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
    }

    @Test(
        "since is the last id seen and per_page is clamped to 1...100",
        arguments: [("per_page=0", 30), ("per_page=7", 7), ("per_page=500", 100), ("per_page=abc", 30)]
    )
    func pageSizes(query: String, expected: Int) throws {
        let since = dataset.gitHubUsers[41].user.id
        let page = try decodeUsers(try get(try api(), "https://api.github.com/users?\(query)&since=\(since)"))
        #expect(page.map(\.id) == dataset.gitHubUsers[42..<(42 + expected)].map(\.user.id))
    }

    @Test("the last page has no next link and past the end the list is empty")
    func end() throws {
        let api = try api()
        let users = dataset.gitHubUsers
        let last = try get(api, "https://api.github.com/users?per_page=10&since=\(users[users.count - 4].user.id)")
        #expect(try decodeUsers(last).count == 3)
        #expect(nextLink(last) == nil)
        let beyond = try get(api, "https://api.github.com/users?since=\(users[users.count - 1].user.id)")
        #expect(beyond.status == 200)
        #expect(try decodeUsers(beyond).isEmpty)
        #expect(beyond.headers["Link"] == "<https://api.github.com/users{?since}>; rel=\"first\"")
    }

    @Test("a profile is found whatever the case of its login")
    func profile() throws {
        let expected = dataset.gitHubUsers[1_000]
        let response = try get(try api(), "https://api.github.com/users/LuciaWalsh94-1000")
        #expect(response.status == 200)
        #expect(try JSONDecoder().decode(GitHubUserDetailDTO.self, from: response.body) == expected)
    }

    @Test("an unknown login is GitHub's 404")
    func unknownLogin() throws {
        let response = try get(try api(), "https://api.github.com/users/no-such-person-here")
        #expect(response.status == 404)
        let body = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: String])
        #expect(body["message"] == "Not Found")
        #expect(body["documentation_url"] == "https://docs.github.com/rest/users/users#get-a-user")
        #expect(response.headers["X-RateLimit-Limit"] == "60")
    }

    @Test("rate-limit headers are present and constant")
    func rateLimitHeaders() throws {
        let api = try api()
        let first = try get(api, "https://api.github.com/users")
        let second = try get(api, "https://api.github.com/users/luciawalsh94-1000")
        for response in [first, second] {
            #expect(response.headers["x-ratelimit-limit"] == "60")
            #expect(response.headers["x-ratelimit-remaining"] == "59")
            #expect(response.headers["x-ratelimit-reset"] == "1767229200")
        }
    }

    @Test("posts, authors and comments decode with the DTOs and equal the dataset")
    func feed() throws {
        let api = try api()
        let base = "https://jsonplaceholder.typicode.com"
        let posts = try JSONDecoder().decode([PostDTO].self, from: try get(api, "\(base)/posts").body)
        let authors = try JSONDecoder().decode([PostAuthorDTO].self, from: try get(api, "\(base)/users").body)
        let comments = try JSONDecoder().decode([CommentDTO].self, from: try get(api, "\(base)/comments").body)
        #expect(posts == dataset.posts)
        #expect(authors == dataset.postAuthors)
        #expect(comments == dataset.comments)
        #expect(posts.count == 100 && authors.count == 10 && comments.count == 500)
    }

    @Test("one author is the dataset's author with that id, with the whole address and company")
    func author() throws {
        let api = try api()
        let response = try get(api, "https://jsonplaceholder.typicode.com/users/2")
        #expect(response.status == 200)
        let author = try JSONDecoder().decode(PostAuthorDTO.self, from: response.body)
        #expect(author == dataset.postAuthors[1])
        #expect(author.id == 2 && author.address?.street != nil && author.company?.bs != nil)
    }

    @Test(
        "what the app never asks for, and an author nobody is, is 404 with an empty object",
        arguments: [
            "/posts/7", "/posts/3/comments", "/users/2/posts", "/comments/12", "/albums", "/users/11", "/users/0",
            "/users/x",
        ])
    func feedNotFound(path: String) throws {
        let response = try get(try api(), "https://jsonplaceholder.typicode.com\(path)")
        #expect(response.status == 404)
        #expect(response.body == Data("{}".utf8))
    }

    @Test("ETags are stable hashes of the body and If-None-Match gets 304")
    func etags() throws {
        let api = try api()
        let first = try get(api, "https://jsonplaceholder.typicode.com/posts")
        let again = try get(api, "https://jsonplaceholder.typicode.com/posts")
        let other = try get(api, "https://jsonplaceholder.typicode.com/comments")
        let etag = try #require(first.headers["ETag"])
        #expect(etag.hasPrefix("W/\""))
        #expect(again == first)
        #expect(other.headers["ETag"] != etag)

        let notModified = try get(api, "https://jsonplaceholder.typicode.com/posts", headers: ["If-None-Match": etag])
        #expect(notModified.status == 304)
        #expect(notModified.body.isEmpty)
        #expect(notModified.headers["ETag"] == etag)
        let changed = try get(
            api, "https://jsonplaceholder.typicode.com/posts", headers: ["if-none-match": "W/\"0-0\""])
        #expect(changed.status == 200)

        let users = try get(api, "https://api.github.com/users")
        let usersAgain = try get(
            api, "https://api.github.com/users", headers: ["If-None-Match": users.headers["etag"] ?? ""])
        #expect(usersAgain.status == 304)
    }

    @Test("only GET, the app's one method, is answered; other methods are refused", arguments: ["HEAD", "POST"])
    func methods(method: String) throws {
        let api = try api()
        let url = try #require(URL(string: "https://api.github.com/users"))
        let refused = api.respond(method: method, url: url)
        #expect(refused.status == 405)
        #expect(refused.headers["Allow"] == "GET")
        #expect(api.respond(method: "get", url: url).status == 200)
    }

    @Test("routing follows the base URLs, including a path prefix and port")
    func routing() throws {
        let api = DemoAPI(
            githubBaseURL: try #require(URL(string: "http://127.0.0.1:8080/github")),
            postsBaseURL: try #require(URL(string: "http://127.0.0.1:8080/feed/")),
            routes: Self.routes
        )
        let users = try get(api, "http://127.0.0.1:8080/github/users?per_page=2")
        #expect(try decodeUsers(users).count == 2)
        #expect(nextLink(users)?.hasPrefix("http://127.0.0.1:8080/github/users?per_page=2&since=") == true)
        #expect(try get(api, "http://127.0.0.1:8080/feed/comments").status == 200)
        #expect(try get(api, "http://127.0.0.1:8081/github/users").status == 404)
        #expect(try get(api, "https://api.github.com/users").status == 404)
        #expect(try get(api, "http://127.0.0.1:8080/other/users").status == 404)
    }
}
