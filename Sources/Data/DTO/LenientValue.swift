import Foundation

/// Forgiving readers for loosely typed remote values: a value that cannot be used becomes `nil`, never an error.
enum LenientValue {
    /// `text` without surrounding white space, or `nil` when nothing is left.
    static func text(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }

    /// An absolute `http` or `https` URL with a host, or `nil` for anything else.
    static func webURL(_ text: String?) -> URL? {
        guard let text = Self.text(text), let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
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
