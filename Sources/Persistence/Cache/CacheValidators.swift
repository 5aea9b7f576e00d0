import Foundation

/// What a server said about a cached response so that it can later be revalidated cheaply:
/// its `ETag` and `Last-Modified` headers.
public struct CacheValidators: Sendable, Hashable {
    /// The `ETag` response header, exactly as received (quotes and `W/` prefix included).
    public var etag: String?
    /// The `Last-Modified` response header, exactly as received.
    public var lastModified: String?

    /// Creates validators; both default to unknown.
    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// Whether neither validator is known, so a request cannot be conditional.
    public var isEmpty: Bool { etag == nil && lastModified == nil }

    /// The headers that make a request conditional: `If-None-Match` for a known `ETag` and
    /// `If-Modified-Since` for a known `Last-Modified`; empty when nothing is known.
    public var conditionalRequestHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag {
            headers["If-None-Match"] = etag
        }
        if let lastModified {
            headers["If-Modified-Since"] = lastModified
        }
        return headers
    }
}

/// What a conditional fetch brought back.
public enum RevalidationResult<Payload: Sendable>: Sendable {
    /// The server confirmed that the cached data is still current (`304 Not Modified`).
    case notModified
    /// The server sent new data (`200 OK`) with the validators to use next time.
    case modified(Payload, validators: CacheValidators)
}
