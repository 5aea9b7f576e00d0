import Foundation
import Networking

/// One more request the demo answers, for a feature that adds its own: under which API, for which path, and
/// how, from the dataset. A feature lists its routes in its assembly; ``DemoTransport`` tries them before the
/// built-in answers of ``DemoAPI``.
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
    /// What the route answers.
    public let respond: Responder

    /// A route for `GET` requests to `path` under `api`, answered by `respond`.
    public init(_ api: API, path: [String], respond: @escaping Responder) {
        self.api = api
        self.path = path
        self.respond = respond
    }

    /// Whether `segments` match ``path``.
    public func matches(_ segments: [String]) -> Bool {
        segments.count == path.count && zip(segments, path).allSatisfy { $1 == "*" || $0 == $1 }
    }
}
