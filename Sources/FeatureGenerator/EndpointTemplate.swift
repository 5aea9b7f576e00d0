/// The `--endpoint` of a feature: an HTTP method and a path whose `{parameters}` become typed arguments of the
/// endpoint, the command and the deep link (`GET /users/{login}/gists`).
public struct EndpointTemplate: Hashable, Sendable {
    /// One segment of the path: fixed text, or a parameter filled in by the caller.
    public enum Segment: Hashable, Sendable {
        /// Text sent as it is (`users`).
        case literal(String)
        /// A parameter (`login` of `{login}`).
        case parameter(String)
    }

    /// A query item sent with every request of the feature: fixed (`type=owner` of `?type=owner&sort=updated`), or
    /// filled in by the caller (`q={query}`).
    public struct QueryItem: Hashable, Sendable {
        /// The item's name, `type`.
        public let name: String
        /// The item's value as written, `owner` or `{query}`.
        public let value: String
        /// The parameter that fills the value in (`query` of `{query}`); `nil` for a fixed value.
        public var parameter: String? {
            value.hasPrefix("{") && value.hasSuffix("}") ? String(value.dropFirst().dropLast()) : nil
        }
    }

    /// The request method: `GET` (a feature reads; `HEAD` has no body to show).
    public let method: String
    /// The path's segments, in order, without the leading `/`.
    public let segments: [Segment]
    /// The query written after the path, in order: sent as it is with every request, before the list's own
    /// `per_page` and page.
    public let query: [QueryItem]

    /// Parses `text`: a method, a space, then a path of segments, each either literal text (letters, digits, `-`,
    /// `_`, `.`) or a `{parameter}` named like a Swift property, each parameter at most once; then, maybe, a fixed
    /// query of `name=value` items of the same characters (`?type=owner&sort=updated`), none of them one the list
    /// sends itself (`per_page`, `page`, `since`); a value may be a `{parameter}` (`?q={query}`), which becomes a
    /// typed argument like a path's.
    ///
    /// - Throws: ``GeneratorError/invalidEndpoint(_:reason:)`` naming what is wrong.
    public init(_ text: String) throws(GeneratorError) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2 else {
            throw .invalidEndpoint(text, reason: "write it as a method and a path: 'GET /users/{login}/gists'")
        }
        guard parts[0] == "GET" else {
            throw .invalidEndpoint(text, reason: "a feature reads its data with GET")
        }
        let pieces = parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = pieces[0]
        guard path.hasPrefix("/"), !parts[1].contains("#") else {
            throw .invalidEndpoint(text, reason: "the path starts with '/' and has no fragment")
        }
        var query: [QueryItem] = []
        var seen: Set<String> = []
        if pieces.count == 2 {
            for item in pieces[1].split(separator: "&", omittingEmptySubsequences: false) {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let isParameter = pair.count == 2 && pair[1].hasPrefix("{") && pair[1].hasSuffix("}")
                let parameterName = isParameter ? String(pair[1].dropFirst().dropLast()) : ""
                guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty,
                    pair[0].unicodeScalars.allSatisfy(Self.isSegmentCharacter),
                    isParameter
                        ? Self.canNameAProperty(parameterName)
                        : pair[1].unicodeScalars.allSatisfy(Self.isSegmentCharacter)
                else {
                    throw .invalidEndpoint(
                        text, reason: "'\(item)' is not a query item name=value (letters, digits, - _ .)")
                }
                guard !["per_page", "page", "since"].contains(pair[0]) else {
                    throw .invalidEndpoint(text, reason: "the list sends '\(pair[0])' itself")
                }
                guard !query.contains(where: { $0.name == pair[0] }) else {
                    throw .invalidEndpoint(text, reason: "the query item '\(pair[0])' appears twice")
                }
                if isParameter {
                    guard seen.insert(parameterName).inserted else {
                        throw .invalidEndpoint(text, reason: "the parameter '{\(parameterName)}' appears twice")
                    }
                }
                query.append(QueryItem(name: String(pair[0]), value: String(pair[1])))
            }
        }
        var segments: [Segment] = []
        for piece in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            if piece.hasPrefix("{") && piece.hasSuffix("}") {
                let name = String(piece.dropFirst().dropLast())
                guard Self.canNameAProperty(name) else {
                    throw .invalidEndpoint(
                        text,
                        reason:
                            "the parameter '{\(name)}' cannot name a Swift property (gistId, gist_id, login), or the generated code names its own value so (page, cursor, context, limit…)"
                    )
                }
                guard seen.insert(name).inserted else {
                    throw .invalidEndpoint(text, reason: "the parameter '{\(name)}' appears twice")
                }
                segments.append(.parameter(name))
            } else {
                guard !piece.isEmpty, piece != ".", piece != "..",
                    piece.unicodeScalars.allSatisfy(Self.isSegmentCharacter)
                else {
                    throw .invalidEndpoint(text, reason: "'\(piece)' is not a path segment (letters, digits, - _ .)")
                }
                segments.append(.literal(String(piece)))
            }
        }
        guard segments.contains(where: { if case .literal = $0 { true } else { false } }) else {
            throw .invalidEndpoint(text, reason: "the path needs at least one fixed segment")
        }
        method = String(parts[0])
        self.segments = segments
        self.query = query
    }

    /// Whether `name` can be a parameter's name: a Swift property name (not a keyword), starting in lower case,
    /// and not one of the names the generated code gives its own arguments and values (``reservedNames``).
    private static func canNameAProperty(_ name: String) -> Bool {
        guard let swiftName = SwiftIdentifier.propertyName(ofKey: name) else { return false }
        return !swiftName.hasPrefix("`") && name.first?.isLowercase == true && !reservedNames.contains(swiftName)
    }

    /// The names the generated code uses beside the parameters, in the same signatures and scopes: a parameter of
    /// one of these names would be declared twice or hide the code's own value.
    public static let reservedNames: Set<String> = [
        "page", "perPage", "cursor", "since", "context", "answer", "items", "limit", "origin", "key", "endpoint",
        "request", "resource", "policy", "client", "baseURL", "pageSize", "next", "seen", "pages", "runner", "useCase",
        "clock", "logger", "token", "navigator", "route", "link", "text", "value",
    ]

    /// Whether `scalar` may be written in a literal segment or a query item: an ASCII letter, a digit, `-`, `_`, `.`.
    private static func isSegmentCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
    }

    /// The parameters' names: the path's in order, then the query's.
    public var parameters: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } } + query.compactMap(\.parameter)
    }

    /// The query's parameters, each with the name of the item it fills (`("q", "query")`).
    public var queryParameters: [(item: String, parameter: String)] {
        query.compactMap { item in item.parameter.map { (item.name, $0) } }
    }

    /// The path as written, `/users/{login}/gists`.
    public var pathText: String {
        "/"
            + segments.map {
                switch $0 {
                case .literal(let text): text
                case .parameter(let name): "{\(name)}"
                }
            }.joined(separator: "/")
    }

    /// The fixed query as written, `?type=owner&sort=updated`; empty without one.
    public var queryText: String {
        query.isEmpty ? "" : "?" + query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }

    /// The endpoint as written with more query text after the fixed query: `GET /users/{login}/repos?type=owner&page=`
    /// for `page=`.
    public func text(adding query: String) -> String {
        "\(method) \(pathText)\(queryText.isEmpty ? "?" : queryText + "&")\(query)"
    }

    /// The endpoint as written, `GET /users/{login}/repos?type=owner`.
    public var text: String { "\(method) \(pathText)\(queryText)" }
}
