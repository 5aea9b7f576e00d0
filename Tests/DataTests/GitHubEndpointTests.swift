import AtomicCore
import Domain
import Foundation
import Networking
import Testing

@testable import Data

@Suite("GitHubEndpoint")
struct GitHubEndpointTests {
    private static let github = URL(string: "https://api.github.com")!

    private func url(_ request: GitHubRoute, base: URL = github) throws -> URL {
        try GitHubEndpoint<Data>(baseURL: base, request).makeURL()
    }

    @Test("the first page of users asks only for the page size")
    func firstUsersPage() throws {
        #expect(try url(.users(since: nil, perPage: 30)).absoluteString == "https://api.github.com/users?per_page=30")
    }

    @Test("a later page of users carries since, the id of the last user seen")
    func laterUsersPage() throws {
        let address = try url(.users(since: 46, perPage: 100))
        #expect(address.absoluteString == "https://api.github.com/users?per_page=100&since=46")
        let items = URLComponents(url: address, resolvingAgainstBaseURL: false)?.queryItems
        #expect(items == [URLQueryItem(name: "per_page", value: "100"), URLQueryItem(name: "since", value: "46")])
    }

    @Test("any other request is a path and a query under the base, with GitHub's header fields")
    func otherRequest() throws {
        let login = try GitHubLogin("dependabot[bot]")
        let request: HTTPRequest<Data> = GitHub(baseURL: URL(string: "https://ghe.test/api/v3")!)
            .request("/users/\(login.rawValue)/repos", queryItems: [URLQueryItem(name: "per_page", value: "100")])
        #expect(
            try request.makeURL().absoluteString
                == "https://ghe.test/api/v3/users/dependabot%5Bbot%5D/repos?per_page=100")
        #expect(request.headers == GitHub.headers)
        #expect(GitHub.headers["X-GitHub-Api-Version"] == "2022-11-28")
    }

    @Test("a profile is /users/{login} with no query")
    func profile() throws {
        let address = try url(.user(login: try GitHubLogin("octocat")))
        #expect(address.absoluteString == "https://api.github.com/users/octocat")
        #expect(address.query == nil)
    }

    @Test(
        "a login is one path segment, an app's [bot] percent-encoded once",
        arguments: [
            ("mona-lisa_2", "mona-lisa_2"), ("dependabot[bot]", "dependabot%5Bbot%5D"),
            ("octocat_acme", "octocat_acme"), ("-old--login-", "-old--login-"), ("A1", "A1"),
        ])
    func loginEscaping(login: String, encoded: String) throws {
        let address = try url(.user(login: try GitHubLogin(login)))
        #expect(address.absoluteString == "https://api.github.com/users/\(encoded)")
        #expect(address.query == nil)
        #expect(address.fragment == nil)
        #expect(address.pathComponents == ["/", "users", login])
    }

    @Test("a base URL with a path prefix keeps it, as GitHub Enterprise needs")
    func enterpriseBase() throws {
        let base = try #require(URL(string: "https://ghe.example.test/api/v3/"))
        #expect(
            try url(.user(login: try GitHubLogin("octocat")), base: base).absoluteString
                == "https://ghe.example.test/api/v3/users/octocat")
        #expect(
            try url(.users(since: 7, perPage: 5), base: base).absoluteString
                == "https://ghe.example.test/api/v3/users?per_page=5&since=7")
    }

    @Test(
        "every request is a GET asking for GitHub's JSON at API version 2022-11-28",
        arguments: [
            GitHubRoute.users(since: nil, perPage: 30), .users(since: 46, perPage: 100),
            .user(login: try GitHubLogin("octocat")),
        ])
    func headers(request: GitHubRoute) throws {
        let made = try GitHubEndpoint<Data>(baseURL: Self.github, request).makeRequest()
        #expect(made.httpMethod == "GET")
        #expect(made.value(forHTTPHeaderField: "Accept") == "application/vnd.github+json")
        #expect(made.value(forHTTPHeaderField: "X-GitHub-Api-Version") == "2022-11-28")
    }

    @Test("the client sends the endpoint's headers over the transport")
    func headersReachTheTransport() async throws {
        let clock = TestClock()
        let transport = StubTransport(clock: clock)
        let endpoint = GitHubEndpoint<GitHubUserDTO>(baseURL: Self.github, .user(login: try GitHubLogin("octocat")))
        try transport.stub(endpoint, .json(#"{"login":"octocat","id":1}"#))
        let client = HTTPClient(
            transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock))

        let user = try await client.send(endpoint)

        let sent = try #require(transport.requests.first)
        #expect(user.login == "octocat")
        #expect(sent.url?.absoluteString == "https://api.github.com/users/octocat")
        #expect(sent.value(forHTTPHeaderField: "Accept") == "application/vnd.github+json")
        #expect(sent.value(forHTTPHeaderField: "X-GitHub-Api-Version") == "2022-11-28")
    }

    @Test("the API's factories make typed endpoints for the same URLs as their routes")
    func typedFactories() throws {
        let gitHub = GitHub(baseURL: Self.github)
        let users: GitHubEndpoint<[GitHubUserDTO]> = gitHub.users(since: 46, perPage: 100)
        #expect(users.route == .users(since: 46, perPage: 100))
        #expect(try users.makeURL().absoluteString == "https://api.github.com/users?per_page=100&since=46")
        let profile: GitHubEndpoint<GitHubUserDetailDTO> = gitHub.user(login: try GitHubLogin("octocat"))
        #expect(try profile.makeURL().absoluteString == "https://api.github.com/users/octocat")

        let feed = JSONPlaceholder(baseURL: try #require(URL(string: "https://jsonplaceholder.typicode.com")))
        let paths = [feed.posts().path, feed.users().path, feed.comments().path]
        #expect(paths == ["/posts", "/users", "/comments"])
        #expect(feed.comments().headers == ["Accept": "application/json"])
    }
}
