/// A GitHub account's login, as GitHub has them: `octocat`, `octocat_acme` (Enterprise Managed Users),
/// `dependabot[bot]` (GitHub Apps).
///
/// The only rule is the one a request needs: the login must fit in one URL path segment of
/// `GET /users/{login}`. So a login is refused only when it is empty, is `.` or `..`, holds a `/`, or holds
/// a control character (C0, DEL or C1). Everything else is kept exactly as given and percent-encoded when it
/// is sent; whether such an account exists is the server's to say.
///
/// ```swift
/// let login = try GitHubLogin("dependabot[bot]")   // sent as /users/dependabot%5Bbot%5D
/// let typed = try GitHubLogin(typed: " @octocat ") // "octocat"
/// ```
///
/// Encoded and decoded (`Codable`) as a single JSON string; decoding applies the same rule.
public struct GitHubLogin: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Why a text cannot be a login: a fact; Presentation words it.
    public enum Invalid: Error, Sendable, Equatable {
        /// The text is empty.
        case empty
        /// The text is `.` or `..`, which a URL path resolves away instead of sending.
        case dotSegment
        /// The text holds a `/`, so it would be more than one path segment.
        case containsSlash
        /// The text holds a control character (C0, DEL or C1), which no URL or terminal should carry.
        case containsControlCharacter
    }

    /// The login exactly as given, never empty.
    public let rawValue: String

    /// `text` as a login, unchanged.
    /// - Throws: ``Invalid`` when `text` cannot be one path segment.
    public init(_ text: String) throws(Invalid) {
        if let problem = Self.problem(with: text) { throw problem }
        rawValue = text
    }

    /// A login as a person types it: surrounding white space and one leading `@` are dropped first.
    /// - Throws: ``Invalid`` when what is left cannot be one path segment.
    public init(typed text: String) throws(Invalid) {
        var name = Substring(text)
        while let first = name.first, first.isWhitespace { name.removeFirst() }
        while let last = name.last, last.isWhitespace { name.removeLast() }
        if name.first == "@" { name.removeFirst() }
        try self.init(String(name))
    }

    /// Why `text` cannot be a login, or `nil` when it can.
    public static func problem(with text: String) -> Invalid? {
        if text.isEmpty { return .empty }
        if text == "." || text == ".." { return .dotSegment }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2F: return .containsSlash
            case 0x00...0x1F, 0x7F...0x9F: return .containsControlCharacter
            default: continue
            }
        }
        return nil
    }

    /// The same login in lower case. GitHub compares logins without regard to case, so this names the same
    /// account.
    public var lowercased: GitHubLogin {
        (try? GitHubLogin(rawValue.lowercased())) ?? self
    }

    /// The login: ``rawValue``.
    public var description: String { rawValue }

    /// Decodes a single string and checks it with the same rule as ``init(_:)``.
    /// - Throws: `DecodingError.dataCorrupted` when the string cannot be a login.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let problem = Self.problem(with: text) {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a GitHub login (\(problem))")
        }
        rawValue = text
    }

    /// Encodes ``rawValue`` as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
