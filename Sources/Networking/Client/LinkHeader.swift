import Foundation

/// The links of an HTTP `Link` header (RFC 8288), as GitHub sends them for pagination:
/// `<https://api.github.com/users?since=46>; rel="next", <https://api.github.com/users{?since}>; rel="first"`.
///
/// Parsing is tolerant: spacing, quoting, letter case and order do not matter, unknown relations are
/// kept, a link with several relations (`rel="next last"`) is filed under each, and malformed parts
/// are skipped. The first link for a relation wins.
public struct LinkHeader: Sendable, Hashable {
    /// Every parsed link, keyed by lowercased relation name.
    public private(set) var links: [String: URL]

    /// Creates a set of links from relation names (lowercased) to URLs, as a test or a stub states them.
    public init(links: [String: URL] = [:]) {
        self.links = links
    }

    /// Parses a `Link` header value; `nil` or an empty value gives no links.
    ///
    /// - Parameter base: resolves relative link targets; absolute targets ignore it.
    public init(parsing value: String?, relativeTo base: URL? = nil) {
        links = [:]
        guard let value else { return }
        for part in Self.split(value[...], on: ",") {
            guard let (target, relations) = Self.parseLink(part),
                let url = URL(string: target, relativeTo: base)?.absoluteURL,
                url.scheme != nil
            else { continue }
            for relation in relations where links[relation] == nil {
                links[relation] = url
            }
        }
    }

    /// The link for relation `rel` (any letter case).
    public subscript(rel: String) -> URL? {
        links[rel.lowercased()]
    }

    /// The next page (`rel="next"`); `nil` on the last page.
    public var next: URL? { links["next"] }
    /// The previous page (`prev`, or `previous`).
    public var prev: URL? { links["prev"] ?? links["previous"] }
    /// The first page (`rel="first"`).
    public var first: URL? { links["first"] }
    /// The last page (`rel="last"`), when the API knows it (GitHub's user list does not).
    public var last: URL? { links["last"] }

    /// Parses one `<target>; name=value; …` part into its target and relation names. It works on slices of the
    /// header's text, copying only the target and the names.
    private static func parseLink(_ part: Substring) -> (String, [String])? {
        let trimmed = trimmingWhitespace(part)
        guard trimmed.first == "<", let close = trimmed.firstIndex(of: ">") else { return nil }
        let target = trimmingWhitespace(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
        guard !target.isEmpty, !target.contains(where: \.isWhitespace) else { return nil }
        var relations: [String] = []
        for parameter in split(trimmed[trimmed.index(after: close)...], on: ";") {
            guard let equals = parameter.firstIndex(of: "="),
                trimmingWhitespace(parameter[..<equals]).lowercased() == "rel"
            else { continue }
            let names = unquote(trimmingWhitespace(parameter[parameter.index(after: equals)...]))
            relations += names.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        }
        return relations.isEmpty ? nil : (String(target), relations)
    }

    /// `text` without the white space (spaces, tabs and line breaks) at either end.
    private static func trimmingWhitespace(_ text: Substring) -> Substring {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return text[text.endIndex...] }
        return text[first...last]
    }

    /// Splits `text` at `separator` where it is outside `<…>` and outside double quotes.
    private static func split(_ text: Substring, on separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var inAngles = false
        var inQuotes = false
        var escaped = false
        var index = text.startIndex
        while index != text.endIndex {
            let character = text[index]
            if escaped {
                escaped = false
            } else if inQuotes && character == "\\" {
                escaped = true
            } else if character == "\"" && !inAngles {
                inQuotes.toggle()
            } else if character == "<" && !inQuotes {
                inAngles = true
            } else if character == ">" && !inQuotes {
                inAngles = false
            } else if character == separator && !inAngles && !inQuotes {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        parts.append(text[start...])
        return parts
    }

    /// `value` without its surrounding double quotes and with its backslash escapes undone; unquoted text as it is.
    private static func unquote(_ value: Substring) -> Substring {
        guard value.count >= 2, value.first == "\"", value.last == "\"" else { return value }
        let inner = value.dropFirst().dropLast()
        guard inner.contains("\\") else { return inner }
        var result = ""
        var escaped = false
        for character in inner {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result[...]
    }
}
