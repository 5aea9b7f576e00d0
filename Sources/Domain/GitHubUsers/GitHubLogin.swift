/// A GitHub account's login, as GitHub has them: `octocat`, `mona-lisa`, `octocat_acme` (Enterprise Managed
/// Users), `dependabot[bot]` (GitHub Apps).
///
/// The rule is GitHub's, kept lenient enough for every real account:
/// - only ASCII letters, digits, hyphens (`-`) and underscores (`_`): GitHub's own characters, plus the `_` of
///   Enterprise Managed Users' `handle_shortcode` logins;
/// - optionally followed by `[bot]` (in any case, as GitHub compares logins), the suffix of a GitHub App's bot
///   account (`dependabot[bot]`);
/// - hyphens anywhere, even leading, trailing or doubled: GitHub refuses those for new accounts, but older
///   accounts still have them;
/// - no length cap: github.com stops new logins at 39 characters, but an Enterprise Managed User's login adds
///   `_` and the enterprise's short code to a handle of up to 39, and a GitHub Enterprise Server may allow other
///   lengths, so the server says whether a long login exists.
///
/// So a login is always one URL path segment that needs no percent-encoding, and text such as `a b`,
/// `x/../y` or `javascript:alert(1)` is refused before any request is made.
///
/// ```swift
/// let login = try GitHubLogin("dependabot[bot]")   // sent as /users/dependabot%5Bbot%5D
/// let typed = try GitHubLogin(typed: " @octocat ") // "octocat"
/// try GitHubLogin("a b")                           // throws .disallowedCharacter(" ")
/// ```
///
/// Encoded and decoded (`Codable`) as a single JSON string; decoding applies the same rule.
public struct GitHubLogin: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Why a text cannot be a login: a fact; Presentation words it.
    public enum Invalid: Error, Sendable, Equatable {
        /// The text is empty (or is only the `[bot]` suffix).
        case empty
        /// The text holds this character, which is not an ASCII letter, digit, `-` or `_` (nor part of a
        /// final `[bot]`); the first such character.
        case disallowedCharacter(Character)
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

    /// The suffix of a GitHub App's bot account, as in `dependabot[bot]`.
    public static let botSuffix = "[bot]"

    /// Why `text` cannot be a login, or `nil` when it can.
    public static func problem(with text: String) -> Invalid? {
        var name = Substring(text)
        if name.suffix(botSuffix.count).lowercased() == botSuffix { name = name.dropLast(botSuffix.count) }
        if name.isEmpty { return .empty }
        if let bad = name.first(where: { !isAllowed($0) }) { return .disallowedCharacter(bad) }
        return nil
    }

    /// Whether `character` may stand in a login: an ASCII letter or digit, `-` or `_`.
    private static func isAllowed(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
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
