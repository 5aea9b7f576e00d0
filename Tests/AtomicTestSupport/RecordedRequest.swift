import Foundation

/// One request exactly as a ``TestHTTPServer`` received it.
public struct RecordedRequest: Sendable {
    /// The request method, e.g. `GET`.
    public let method: String
    /// The raw request target, e.g. `/users?since=0&per_page=30`.
    public let target: String
    /// The target without its query, e.g. `/users`.
    public let path: String
    /// The query items of the target, percent-decoded, in order; empty when there is no query.
    public let queryItems: [URLQueryItem]
    /// Header fields with lowercased names; repeated fields are joined with `", "`.
    public let headers: [String: String]
    /// The request body (empty when none was sent).
    public let body: Data

    /// Describes a request; `path` and `queryItems` are derived from `target`, header names are lowercased.
    public init(method: String, target: String, headers: [String: String] = [:], body: Data = Data()) {
        self.method = method
        self.target = target
        var lowered: [String: String] = [:]
        for (name, value) in headers {
            let key = name.lowercased()
            lowered[key] = lowered[key].map { "\($0), \(value)" } ?? value
        }
        self.headers = lowered
        self.body = body
        let withoutFragment = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        self.path = String(parts[0])
        self.queryItems = parts.count > 1 ? Self.parseQuery(parts[1]) : []
    }

    /// The value of the header field `name`, compared case-insensitively; `nil` when absent.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The value of the first query item called `name`; `nil` when absent or without a value.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    private static func parseQuery(_ query: Substring) -> [URLQueryItem] {
        query.split(separator: "&").map { pair in
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(halves[0])
            let value = halves.count > 1 ? String(halves[1]) : nil
            return URLQueryItem(
                name: name.removingPercentEncoding ?? name,
                value: value.map { $0.removingPercentEncoding ?? $0 }
            )
        }
    }
}
