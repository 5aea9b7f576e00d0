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

    /// Whether neither validator is known and sendable, so a request cannot be conditional.
    public var isEmpty: Bool { conditionalRequestHeaders.isEmpty }

    /// The headers that make a request conditional: `If-None-Match` for a known `ETag` and
    /// `If-Modified-Since` for a known `Last-Modified`; empty when nothing is known.
    ///
    /// A stored value that cannot be sent as a header field value (``isSendableFieldValue(_:)``: a line break,
    /// another control character, white space at either end, or nothing at all — a damaged or hand-edited cache,
    /// or a server that sent it so) counts as absent: the request goes without that validator, unconditional
    /// when neither is left, and its answer replaces the entry and its validators.
    public var conditionalRequestHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag, Self.isSendableFieldValue(etag) {
            headers["If-None-Match"] = etag
        }
        if let lastModified, Self.isSendableFieldValue(lastModified) {
            headers["If-Modified-Since"] = lastModified
        }
        return headers
    }

    /// Whether `value` can be sent as an HTTP field value as it is (RFC 9110 §5.5): not empty, no white space at
    /// either end, and only visible characters, spaces and tabs in between — no CR, LF, NUL or other control
    /// character, which would split the header block or be refused before the request is sent.
    public static func isSendableFieldValue(_ value: String) -> Bool {
        let bytes = value.utf8
        guard let first = bytes.first, let last = bytes.last else { return false }
        let isWhiteSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard !isWhiteSpace(first), !isWhiteSpace(last) else { return false }
        // Bytes of 0x80 and above belong to non-ASCII characters (obs-text), which a field value may carry.
        return bytes.allSatisfy { $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }
    }
}

/// What a conditional fetch brought back.
public enum RevalidationResult<Payload: Sendable>: Sendable {
    /// The server confirmed that the cached data is still current (`304 Not Modified`).
    case notModified
    /// The server sent new data (`200 OK`) with the validators to use next time.
    case modified(Payload, validators: CacheValidators)
}
