import Foundation

/// Forgiving readers for loosely typed remote values: a value that cannot be used becomes `nil`, never an error.
enum LenientValue {
    /// `text` without surrounding white space (Unicode `White_Space`, which includes the line breaks), or `nil`
    /// when nothing is left. Text without such spaces at either end is returned as it is, without copying.
    static func text(_ text: String?) -> String? {
        guard let text else { return nil }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return nil }
        guard let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return nil }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex {
            return text
        }
        return String(scalars[first...last])
    }

    /// An absolute `http` or `https` URL with a host, or `nil` for anything else.
    static func webURL(_ text: String?) -> URL? {
        guard let text = Self.text(text), let url = URL(string: text),
            let scheme = url.scheme, scheme.lowercased() == "http" || scheme.lowercased() == "https",
            let host = url.host, !host.isEmpty
        else {
            return nil
        }
        return url
    }

    /// An ISO 8601 timestamp (`2011-01-25T18:44:36Z`, fractional seconds allowed), or `nil` when unreadable.
    static func date(_ text: String?) -> Date? {
        guard let text = Self.text(text) else { return nil }
        if let date = try? Date(text, strategy: .iso8601) {
            return date
        }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
