import Foundation

/// The identity of one cached endpoint: the HTTP method and the URL, normalised so that the same
/// request always gives the same key.
///
/// Normalising sorts the query items (by name, then value), lowercases the scheme and host,
/// drops the fragment and an empty query, and writes an empty path as `/`. Percent-encoding is kept
/// as given. `GET https://api.github.com/users?since=0&per_page=30` and
/// `get https://API.github.com/users?per_page=30&since=0` are the same key.
public struct CacheKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The normalised text of the key, such as `GET https://api.github.com/users?per_page=30&since=0`.
    public let rawValue: String

    /// Wraps an already-normalised key, such as one read back from the database.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key for a request with `method` (`GET` by default) to `url`.
    public init(method: String = "GET", url: URL) {
        let verb = method.uppercased()
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            rawValue = "\(verb) \(url.absoluteString)"
            return
        }
        components.fragment = nil
        components.scheme = components.scheme?.lowercased()
        if let host = components.percentEncodedHost {
            components.percentEncodedHost = host.lowercased()
        }
        if components.host != nil, components.percentEncodedPath.isEmpty {
            components.percentEncodedPath = "/"
        }
        if let items = components.percentEncodedQueryItems, !items.isEmpty {
            components.percentEncodedQueryItems = items.sorted(by: Self.precedes)
        } else {
            components.percentEncodedQuery = nil
        }
        rawValue = "\(verb) \(components.string ?? url.absoluteString)"
    }

    /// The key's text.
    public var description: String { rawValue }

    /// Orders keys by their text.
    public static func < (lhs: CacheKey, rhs: CacheKey) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A total order on query items, so that sorting gives one result whatever the input order:
    /// by name, then an item without a value before one with a value, then by value.
    private static func precedes(_ lhs: URLQueryItem, _ rhs: URLQueryItem) -> Bool {
        if lhs.name != rhs.name {
            return lhs.name < rhs.name
        }
        switch (lhs.value, rhs.value) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case (let left?, let right?): return left < right
        }
    }
}
