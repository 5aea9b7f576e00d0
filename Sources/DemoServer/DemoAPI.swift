import Data
import Foundation
import Networking

/// The GitHub users API and the JSONPlaceholder feed, answered from a ``DemoDataset`` without a network.
///
/// ``respond(method:url:headers:)`` is a pure function of its arguments: the same request always gets
/// the same status, header fields and body bytes. Requests are routed by scheme, host, port and path
/// prefix of the two base URLs (GitHub's is tried first when both match). It answers:
///
/// GitHub (under `githubBaseURL`)
/// - `GET /users?since=&per_page=`: users with an id above `since` (default 0), `per_page` of them
///   (default 30, at most 100; an unreadable or non-positive value means 30), with a
///   `Link: <…/users?per_page=N&since=LAST>; rel="next", <…/users{?since}>; rel="first"` header; the
///   next link is left out on the last page.
/// - `GET /users/{login}`: the full profile (login compared without regard to case), or `404`
///   `{"message":"Not Found","documentation_url":"…"}`.
/// - Rate-limit headers with a fixed limit of 60 and a fixed remainder, so output stays deterministic.
///
/// JSONPlaceholder (under `postsBaseURL`)
/// - `GET /posts`, `GET /users` (the posts' authors) and `GET /comments`: the whole collections the feed stores.
/// - Any other path is `404` with body `{}`.
///
/// These are the requests the app makes, and only those: what the app never asks for is not served. A feature
/// that adds requests adds ``DemoRoute``s, which are tried first.
/// Every `200` carries an `ETag` that is a stable hash of the body; a request whose `If-None-Match`
/// names it gets `304` with an empty body. Methods other than `GET` get `405`; a URL under neither base
/// gets `404`.
public struct DemoAPI: Sendable {
    /// Where the GitHub API is served, for example `https://api.github.com`.
    public let githubBaseURL: URL
    /// Where the JSONPlaceholder API is served, for example `https://jsonplaceholder.typicode.com`.
    public let postsBaseURL: URL
    /// The data answered from.
    public let dataset: DemoDataset

    /// The fixed `X-RateLimit-Reset` value, 2026-01-01T01:00:00Z in seconds since 1970.
    public static let rateLimitReset = 1_767_229_200

    /// The features' own requests, tried before the built-in ones.
    public let routes: [DemoRoute]

    private let loginIndex: [String: Int]

    /// Serves `dataset` at the two base URLs, with `routes` tried first.
    public init(githubBaseURL: URL, postsBaseURL: URL, dataset: DemoDataset = .standard, routes: [DemoRoute] = []) {
        self.githubBaseURL = githubBaseURL
        self.postsBaseURL = postsBaseURL
        self.dataset = dataset
        self.routes = routes
        var index: [String: Int] = [:]
        for (position, user) in dataset.gitHubUsers.enumerated() {
            index[user.user.login.lowercased()] = index[user.user.login.lowercased()] ?? position
        }
        loginIndex = index
    }

    /// The answer the real service would give to `method` on `url`, given the request's header fields.
    public func respond(method: String, url: URL, headers: [String: String] = [:]) -> StubResponse {
        let verb = method.uppercased()
        guard verb == "GET" else {
            return StubResponse(
                status: 405,
                headers: ["Content-Type": Self.jsonType, "Allow": "GET"],
                body: Data(#"{"message":"Method Not Allowed"}"#.utf8)
            )
        }
        let query = Self.query(of: url)
        var response: StubResponse
        if let route = route(for: url) {
            response = route.respond(route.path, query, dataset)
            if response.status == 200, response.headers["ETag"] == nil {
                response.headers["ETag"] = "W/\"\(Self.hash(response.body))\""
            }
        } else if let path = Self.segments(of: url, under: githubBaseURL) {
            response = gitHub(path: path, query: query)
        } else if let path = Self.segments(of: url, under: postsBaseURL) {
            response = jsonPlaceholder(path: path)
        } else {
            response = StubResponse(
                status: 404,
                headers: ["Content-Type": Self.jsonType],
                body: Data(#"{"message":"Not Found"}"#.utf8)
            )
        }
        if response.status == 200, let etag = response.headers["ETag"],
            let condition = headers.first(where: { $0.key.lowercased() == "if-none-match" })?.value,
            Self.matches(etag: etag, condition: condition)
        {
            response.status = 304
            response.body = Data()
        }
        return response
    }

    /// The first of ``routes`` whose API and path match `url`, with the request's own path segments.
    private func route(for url: URL) -> (path: [String], respond: DemoRoute.Responder)? {
        for route in routes {
            let base = route.api == .gitHub ? githubBaseURL : postsBaseURL
            if let path = Self.segments(of: url, under: base), route.matches(path) {
                return (path, route.respond)
            }
        }
        return nil
    }

    // MARK: GitHub

    private func gitHub(path: [String], query: [String: String]) -> StubResponse {
        if path == ["users"] {
            return userList(query: query)
        }
        if path.count == 2, path[0] == "users" {
            guard let position = loginIndex[path[1].lowercased()] else {
                return gitHubNotFound(documentation: "https://docs.github.com/rest/users/users#get-a-user")
            }
            return gitHubOK(encoding: dataset.gitHubUsers[position], extraHeaders: [:])
        }
        return gitHubNotFound(documentation: "https://docs.github.com/rest")
    }

    private func userList(query: [String: String]) -> StubResponse {
        let since = Swift.max(query["since"].flatMap { Int($0) } ?? 0, 0)
        let asked = query["per_page"].flatMap { Int($0) } ?? 30
        let perPage = asked < 1 ? 30 : Swift.min(asked, 100)
        let users = dataset.gitHubUsers
        let start = Self.firstIndex(in: users, withIDAbove: since)
        let end = Swift.min(start + perPage, users.count)
        let page = users[start..<end].map(\.user)

        let base = Self.trimmingTrailingSlash(githubBaseURL.absoluteString)
        var links: [String] = []
        if let last = page.last, end < users.count {
            links.append("<\(base)/users?per_page=\(perPage)&since=\(last.id)>; rel=\"next\"")
        }
        links.append("<\(base)/users{?since}>; rel=\"first\"")
        return gitHubOK(encoding: page, extraHeaders: ["Link": links.joined(separator: ", ")])
    }

    private func gitHubOK(encoding value: some Encodable, extraHeaders: [String: String]) -> StubResponse {
        guard let body = Self.encode(value, pretty: false) else { return Self.encodingFailure() }
        var headers = Self.gitHubHeaders
        headers["ETag"] = "W/\"\(Self.hash(body))\""
        headers["Cache-Control"] = "public, max-age=60, s-maxage=60"
        headers.merge(extraHeaders) { _, new in new }
        return StubResponse(status: 200, headers: HTTPHeaders(headers), body: body)
    }

    private func gitHubNotFound(documentation: String) -> StubResponse {
        let body = #"{"message":"Not Found","documentation_url":"\#(documentation)"}"#
        return StubResponse(status: 404, headers: HTTPHeaders(Self.gitHubHeaders), body: Data(body.utf8))
    }

    private static let gitHubHeaders: [String: String] = [
        "Content-Type": jsonType,
        "X-GitHub-Media-Type": "github.v3; format=json",
        "X-RateLimit-Limit": "60",
        "X-RateLimit-Remaining": "59",
        "X-RateLimit-Reset": String(rateLimitReset),
        "X-RateLimit-Used": "1",
        "X-RateLimit-Resource": "core",
        "Vary": "Accept, Accept-Encoding, Accept, X-Requested-With",
    ]

    // MARK: JSONPlaceholder

    private func jsonPlaceholder(path: [String]) -> StubResponse {
        switch path {
        case ["posts"]: placeholderOK(dataset.posts)
        case ["users"]: placeholderOK(dataset.postAuthors)
        case ["comments"]: placeholderOK(dataset.comments)
        default: Self.placeholderNotFound()
        }
    }

    private func placeholderOK(_ value: some Encodable) -> StubResponse {
        guard let body = Self.encode(value, pretty: true) else { return Self.encodingFailure() }
        var headers = Self.placeholderHeaders
        headers["ETag"] = "W/\"\(String(body.count, radix: 16))-\(Self.hash(body))\""
        return StubResponse(status: 200, headers: HTTPHeaders(headers), body: body)
    }

    private static func placeholderNotFound() -> StubResponse {
        StubResponse(status: 404, headers: HTTPHeaders(placeholderHeaders), body: Data("{}".utf8))
    }

    private static let placeholderHeaders: [String: String] = [
        "Content-Type": jsonType,
        "Cache-Control": "max-age=43200",
        "Vary": "Origin, Accept-Encoding",
    ]

    // MARK: Shared

    private static let jsonType = "application/json; charset=utf-8"

    private static func encode(_ value: some Encodable, pretty: Bool) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try? encoder.encode(value)
    }

    private static func encodingFailure() -> StubResponse {
        StubResponse(
            status: 500,
            headers: ["Content-Type": jsonType],
            body: Data(#"{"message":"Server Error"}"#.utf8)
        )
    }

    /// The 64-bit FNV-1a hash of `data` as 16 hexadecimal digits: stable across runs and platforms.
    private static func hash(_ data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether an `If-None-Match` value names `etag`, using the weak comparison HTTP caches use.
    private static func matches(etag: String, condition: String) -> Bool {
        let strip = { (tag: Substring) -> Substring in
            let trimmed = tag.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            let text = Substring(trimmed)
            return text.hasPrefix("W/") ? text.dropFirst(2) : text
        }
        let wanted = strip(Substring(etag))
        return condition.split(separator: ",").contains { candidate in
            let tag = strip(candidate)
            return tag == "*" || tag == wanted
        }
    }

    /// The first value of each query item, by name.
    private static func query(of url: URL) -> [String: String] {
        var values: [String: String] = [:]
        for item in URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems ?? []
        where values[item.name] == nil {
            values[item.name] = item.value ?? ""
        }
        return values
    }

    /// The decoded path segments of `url` below `base`, or `nil` when `url` is not under `base`.
    static func segments(of url: URL, under base: URL) -> [String]? {
        guard let target = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let root = URLComponents(url: base, resolvingAgainstBaseURL: true),
            target.scheme?.lowercased() == root.scheme?.lowercased(),
            target.host?.lowercased() == root.host?.lowercased(),
            effectivePort(of: target) == effectivePort(of: root)
        else {
            return nil
        }
        let rootPath = root.percentEncodedPath.split(separator: "/")
        let targetPath = target.percentEncodedPath.split(separator: "/")
        guard targetPath.starts(with: rootPath) else { return nil }
        return targetPath.dropFirst(rootPath.count).map { $0.removingPercentEncoding ?? String($0) }
    }

    private static func effectivePort(of components: URLComponents) -> Int? {
        if let port = components.port { return port }
        switch components.scheme?.lowercased() {
        case "http": return 80
        case "https": return 443
        default: return nil
        }
    }

    private static func trimmingTrailingSlash(_ text: String) -> String {
        text.hasSuffix("/") ? String(text.dropLast()) : text
    }

    /// The position of the first user whose id is above `since`, by binary search over ids in increasing order.
    private static func firstIndex(in users: [GitHubUserDetailDTO], withIDAbove since: Int) -> Int {
        var low = 0
        var high = users.count
        while low < high {
            let middle = (low + high) / 2
            if users[middle].user.id <= since {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
