import Foundation

/// A `GET` request the demo answers through a ``DemoRoute``: where it went, what it asked, and the data to answer
/// from.
///
/// ``DemoAPI`` makes it for the route whose API and path match: ``path`` is relative to that API's demo root, so
/// the same route answers at `https://api.github.demo` and at a test's `http://127.0.0.1:8080/github`.
public struct DemoRequest: Sendable {
    /// The decoded path segments below the API's root, such as `["users", "octocat"]`.
    public let path: [String]
    /// The first value of each query item, by name (`per_page` → `"50"`); an item without a value maps to `""`.
    public let query: [String: String]
    /// The root the API is served at, as configured (for answers that hold links, such as GitHub's `Link`
    /// header).
    public let baseURL: URL
    /// The data the answer comes from.
    public let dataset: DemoDataset

    /// A request for `path` with `query` under `baseURL`, answered from `dataset`.
    public init(path: [String], query: [String: String], baseURL: URL, dataset: DemoDataset) {
        self.path = path
        self.query = query
        self.baseURL = baseURL
        self.dataset = dataset
    }

    /// ``baseURL`` as text without a trailing slash, for building the absolute links an answer carries.
    var baseText: String {
        let text = baseURL.absoluteString
        return text.hasSuffix("/") ? String(text.dropLast()) : text
    }
}
