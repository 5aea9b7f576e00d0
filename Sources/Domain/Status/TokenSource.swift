/// Where the run's GitHub token comes from: which environment variables were read for the host, in order of
/// precedence, and which one supplied the token, if any; and which setting named the GitHub API's address.
///
/// A fact, not words: `ErrorPresentation` and `RateLimitText` make the advice from it ("set GH_TOKEN or
/// GITHUB_TOKEN" when none is set; "check GH_TOKEN" when that one is in use).
///
/// ```swift
/// let source = TokenSource(candidates: ["GH_TOKEN", "GITHUB_TOKEN"], variable: "GH_TOKEN")
/// source.isSet // true
/// ```
public struct TokenSource: Sendable, Equatable, Hashable {
    /// The variables read, first wins: `GH_TOKEN`, `GITHUB_TOKEN` for github.com.
    public let candidates: [String]
    /// The variable whose value is the token, or `nil` when none of ``candidates`` is set.
    public let variable: String?

    /// The flag or environment variable the GitHub API's address came from, for advice about a host that cannot
    /// be reached: `--github-api-url` when one was given, `GH_HOST` when that variable named the host; `nil` when
    /// the address is github.com's by default.
    public var apiURLSetting: String?

    /// Creates the fact from the variables read, the one that supplied the token, and the setting that named the
    /// API's address (`nil`: github.com's by default).
    public init(candidates: [String], variable: String?, apiURLSetting: String? = nil) {
        self.candidates = candidates
        self.variable = variable
        self.apiURLSetting = apiURLSetting
    }

    /// github.com's variables, `GH_TOKEN` then `GITHUB_TOKEN`, with none set: what is assumed when nothing
    /// better is known.
    public static let gitHubUnset = TokenSource(candidates: ["GH_TOKEN", "GITHUB_TOKEN"], variable: nil)

    /// Whether a token is in use.
    public var isSet: Bool { variable != nil }
}
