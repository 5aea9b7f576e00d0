import Foundation
import Networking

/// One request the demo answers: under which API, for which path, and how, from the dataset. Every feature lists
/// its routes in its assembly (`demoRoutes`), so the demo serves exactly what the app's features ask for; the
/// built-in features' routes are ``DemoGitHubUsersRoutes/all`` and ``DemoPostsRoutes/all``. ``DemoAPI`` tries the
/// routes in order and keeps what is common to every answer (the method check, the `ETag` and `304`, the `404` of
/// an unknown path).
///
/// ```swift
/// DemoRoute(.gitHub, path: ["users", "*", "repos"]) { path, query, dataset in
///     .json("[]")
/// }
/// ```
public struct DemoRoute: Sendable {
    /// The API a route belongs to: its path is matched under that API's demo base URL.
    public enum API: Sendable, Hashable {
        /// ``DemoTransport/gitHubBaseURL``.
        case gitHub
        /// ``DemoTransport/postsBaseURL``.
        case posts
    }

    /// Answers a matched request: its path segments under the API's root, its query items and the dataset.
    public typealias Responder =
        @Sendable (_ path: [String], _ query: [String: String], _ dataset: DemoDataset) ->
        StubResponse

    /// The API the route belongs to.
    public let api: API
    /// The path, one element per segment; `*` matches any one segment.
    public let path: [String]
    /// What the route answers to a matched request.
    public let answer: @Sendable (DemoRequest) -> StubResponse

    /// A route for `GET` requests to `path` under `api`, answered by `respond` from the request's path, query
    /// and dataset.
    public init(_ api: API, path: [String], respond: @escaping Responder) {
        self.init(api, path: path) { request in respond(request.path, request.query, request.dataset) }
    }

    /// A route for `GET` requests to `path` under `api`, answered by `answer` from the whole request, its API's
    /// root included (for answers that link to other pages).
    public init(_ api: API, path: [String], answer: @escaping @Sendable (DemoRequest) -> StubResponse) {
        self.api = api
        self.path = path
        self.answer = answer
    }

    /// Whether `segments` match ``path``.
    public func matches(_ segments: [String]) -> Bool {
        segments.count == path.count && zip(segments, path).allSatisfy { $1 == "*" || $0 == $1 }
    }
}
