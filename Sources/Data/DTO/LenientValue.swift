import Foundation

/// Forgiving readers for loosely typed remote values: a value that cannot be used becomes `nil`, never an error.
enum LenientValue {
    /// `text` without surrounding white space (Unicode `White_Space`, which includes the line breaks), or `nil`
    /// when nothing is left. Text without such spaces at either end is returned as it is, without copying.
    static func text(_ text: String?) -> String? {
        guard let text else { return nil }
        // Fast path: text that begins and ends with printable ASCII other than a space has nothing to trim.
        if let first = text.utf8.first, let last = text.utf8.last, (0x21...0x7E).contains(first),
            (0x21...0x7E).contains(last)
        {
            return text
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return nil }
        guard let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return nil }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex {
            return text
        }
        return String(scalars[first...last])
    }

    /// An absolute `http` or `https` URL with a host, or `nil` for anything else: text with a control character
    /// (C0, DEL or C1) is not an address, even though the URL parser would percent-encode it into one.
    static func webURL(_ text: String?) -> URL? {
        guard let text = Self.text(text),
            !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }),
            let url = URL(string: text)
        else { return nil }
        if hasWebPrefixWithHost(text) {
            return url
        }
        guard let scheme = url.scheme, scheme.lowercased() == "http" || scheme.lowercased() == "https",
            let host = url.host, !host.isEmpty
        else {
            return nil
        }
        return url
    }

    /// The text of an absolute `http` or `https` URL with a host, exactly as that URL's `absoluteString` gives it,
    /// or `nil` for anything else: what ``webURL(_:)`` accepts, without making a `URL` in the common case.
    ///
    /// Text with a lower-case `http(s)://` prefix, a host, at most one port of digits, and nothing but characters a URL
    /// carries as they are (and `%` escapes) is the common case, taken as it is, in one pass over its bytes (see
    /// ``PlainWebURL``): the URL parser accepts such text unchanged. Anything else goes through ``webURL(_:)``.
    static func webURLText(_ text: String?) -> String? {
        guard var text else { return nil }
        if text.withUTF8(PlainWebURL.isPlain) { return text }
        // Surrounding white space, trimmed, may have hidden a plain URL.
        guard var text = Self.text(text) else { return nil }
        if text.withUTF8(PlainWebURL.isPlain) { return text }
        return webURL(text)?.absoluteString
    }

    /// Whether `text` starts with `https://` or `http://` (in lower case) followed by a letter or digit and has no
    /// user information, which in a URL that parsed means an `http(s)` URL with a non-empty host: the common case, decided without asking the
    /// URL for its scheme and host (which copies and percent-decodes them).
    private static func hasWebPrefixWithHost(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 -> Bool in
            guard utf8.count > 8, utf8[0] == UInt8(ascii: "h"), utf8[1] == UInt8(ascii: "t"),
                utf8[2] == UInt8(ascii: "t"), utf8[3] == UInt8(ascii: "p")
            else { return false }
            var index = 4
            if utf8[index] == UInt8(ascii: "s") { index += 1 }
            guard utf8[index] == UInt8(ascii: ":"), utf8[index + 1] == UInt8(ascii: "/"),
                utf8[index + 2] == UInt8(ascii: "/"), index + 3 < utf8.count
            else { return false }
            index += 3
            let first = utf8[index]
            let isAlphanumeric =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
            guard isAlphanumeric else { return false }
            // With user information (`user@host`) the host starts later: leave that to the URL.
            while index < utf8.count {
                switch utf8[index] {
                case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
                case UInt8(ascii: "@"): return false
                default: index += 1
                }
            }
            return true
        }
    }

    /// An ISO 8601 timestamp (`2011-01-25T18:44:36Z`, fractional seconds allowed), or `nil` when unreadable.
    static func date(_ text: String?) -> Date? {
        // A timestamp is short printable ASCII; the date parsers are never handed anything else.
        guard let text = Self.text(text), text.utf8.count <= 64, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) })
        else { return nil }
        if let date = try? Date(text, strategy: .iso8601) {
            return date
        }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
