import Foundation
import Networking

/// The demo's two APIs, GitHub and JSONPlaceholder, answered without a network: what every answer has in common,
/// around the features' ``DemoRoute``s that say what each request gets.
///
/// ``respond(method:url:headers:)`` is a pure function of its arguments: the same request always gets
/// the same status, header fields and body bytes. A request is matched against ``routes`` in order, each under its
/// API's base URL (scheme, host, port and path prefix); the first match answers from ``dataset``. Around that:
///
/// - Methods other than `GET` get `405` with `Allow: GET`.
/// - Every `200` carries an `ETag` (a route's own, else a stable hash of the body); a request whose
///   `If-None-Match` names it gets `304` with an empty body.
/// - A path no route serves is the API's `404`: GitHub's `{"message":"Not Found","documentation_url":"…"}`
///   with its fixed rate-limit header fields, JSONPlaceholder's `{}`; a URL under neither base gets `404` too.
///
/// What the app never asks for is not served: the app's features list their routes (the built-in ones are
/// ``DemoGitHubUsersRoutes/all`` and ``DemoPostsRoutes/all``), and the app passes them all.
public struct DemoAPI: Sendable {
    /// Where the GitHub API is served, for example `https://api.github.com`.
    public let githubBaseURL: URL
    /// Where the JSONPlaceholder API is served, for example `https://jsonplaceholder.typicode.com`.
    public let postsBaseURL: URL
    /// The data answered from.
    public let dataset: DemoDataset

    /// The fixed `X-RateLimit-Reset` value, 2026-01-01T01:00:00Z in seconds since 1970.
    public static let rateLimitReset = 1_767_229_200

    /// The requests served, tried in order; every other request is the API's `404`.
    public let routes: [DemoRoute]

    /// Serves `routes` from `dataset` at the two base URLs.
    public init(githubBaseURL: URL, postsBaseURL: URL, dataset: DemoDataset = .standard, routes: [DemoRoute] = []) {
        self.githubBaseURL = githubBaseURL
        self.postsBaseURL = postsBaseURL
        self.dataset = dataset
        self.routes = routes
    }

    /// The answer the real service would give to `method` on `url`, given the request's header fields.
    public func respond(method: String, url: URL, headers: [String: String] = [:]) -> StubResponse {
        let verb = method.uppercased()
        guard verb == "GET" else {
            return StubResponse(
                status: 405,
                headers: ["Content-Type": StubResponse.demoJSONType, "Allow": "GET"],
                body: Data(#"{"message":"Method Not Allowed"}"#.utf8)
            )
        }
        // Each API's path is read once; every route of that API matches against it.
        let gitHubPath = Self.segments(of: url, under: githubBaseURL)
        let postsPath = Self.segments(of: url, under: postsBaseURL)
        var response: StubResponse
        if let (route, request) = request(for: url, gitHubPath: gitHubPath, postsPath: postsPath) {
            response = route.answer(request)
            if response.status == 200, response.headers["ETag"] == nil {
                response.headers["ETag"] = "W/\"\(Self.hash(response.body))\""
            }
        } else if gitHubPath != nil {
            response = .gitHubNotFound(documentation: "https://docs.github.com/rest")
        } else if postsPath != nil {
            response = .jsonPlaceholderNotFound
        } else {
            response = StubResponse(
                status: 404,
                headers: ["Content-Type": StubResponse.demoJSONType],
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

    /// The first of ``routes`` whose path matches `url`'s path under its API (`gitHubPath` or `postsPath`, nil
    /// when `url` is not under that API's base), with the request it answers.
    private func request(
        for url: URL, gitHubPath: [String]?, postsPath: [String]?
    ) -> (route: DemoRoute, request: DemoRequest)? {
        for route in routes {
            let (base, path) = route.api == .gitHub ? (githubBaseURL, gitHubPath) : (postsBaseURL, postsPath)
            if let path, route.matches(path) {
                return (route, DemoRequest(path: path, query: Self.query(of: url), baseURL: base, dataset: dataset))
            }
        }
        return nil
    }

    /// The 64-bit FNV-1a hash of `data` as 16 hexadecimal digits: stable across runs and platforms.
    static func hash(_ data: Data) -> String {
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
}
