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

    /// The request method: `GET` (a feature reads; `HEAD` has no body to show).
    public let method: String
    /// The path's segments, in order, without the leading `/`.
    public let segments: [Segment]

    /// Parses `text`: a method, a space, then a path of segments, each either literal text (letters, digits, `-`,
    /// `_`, `.`) or a `{parameter}` named like a Swift property, each parameter at most once.
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
        let path = parts[1]
        guard path.hasPrefix("/"), !path.contains("?"), !path.contains("#") else {
            throw .invalidEndpoint(text, reason: "the path starts with '/' and has no query; the feature adds its own")
        }
        var segments: [Segment] = []
        var seen: Set<String> = []
        for piece in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            if piece.hasPrefix("{") && piece.hasSuffix("}") {
                let name = String(piece.dropFirst().dropLast())
                guard let swiftName = SwiftIdentifier.propertyName(ofKey: name), !swiftName.hasPrefix("`"),
                    name.first?.isLowercase == true
                else {
                    throw .invalidEndpoint(
                        text, reason: "the parameter '{\(name)}' cannot name a Swift property (gistId, gist_id, login)")
                }
                guard seen.insert(name).inserted else {
                    throw .invalidEndpoint(text, reason: "the parameter '{\(name)}' appears twice")
                }
                segments.append(.parameter(name))
            } else {
                guard !piece.isEmpty, piece != ".", piece != "..",
                    piece.unicodeScalars.allSatisfy({
                        $0.isASCII
                            && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                                || "-_.".unicodeScalars.contains($0))
                    })
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
    }

    /// The parameters' names, in the order of the path.
    public var parameters: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
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

    /// The endpoint as written, `GET /users/{login}/gists`.
    public var text: String { "\(method) \(pathText)" }
}
