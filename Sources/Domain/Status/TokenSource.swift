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

    /// Where the token came from when none of ``candidates`` supplied it: the token `atomic auth login` stored for
    /// the host, or the one `gh auth token` printed; `nil` with a variable's token, or with none at all.
    public var fallback: Fallback?

    /// The sources after the environment, in the order they are tried.
    public enum Fallback: Sendable, Hashable {
        /// The token `atomic auth login` stored for `host` (`github.com`, `HOST[:PORT]`).
        case stored(host: String)
        /// The token `gh auth token --hostname HOST` printed for `host`.
        case gh(host: String)
    }

    /// Creates the fact from the variables read, the one that supplied the token, and the setting that named the
    /// API's address (`nil`: github.com's by default).
    public init(candidates: [String], variable: String?, apiURLSetting: String? = nil, fallback: Fallback? = nil) {
        self.candidates = candidates
        self.variable = variable
        self.apiURLSetting = apiURLSetting
        self.fallback = variable == nil ? fallback : nil
    }

    /// github.com's variables, `GH_TOKEN` then `GITHUB_TOKEN`, with none set: what is assumed when nothing
    /// better is known.
    public static let gitHubUnset = TokenSource(candidates: ["GH_TOKEN", "GITHUB_TOKEN"], variable: nil)

    /// Whether a token is in use.
    public var isSet: Bool { variable != nil || fallback != nil }

    /// The login a stored token signs in as, as `atomic auth login` recorded it; nil for a variable's or gh's
    /// token, whose login is not asked for at start-up.
    public var login: String?

    /// The sign-in in a few words, for a status bar: "signed in as octocat", "token from GH_TOKEN", "token from
    /// gh", or "not signed in · 60 requests an hour".
    public var signInSummary: String {
        if let variable { return "token from \(variable)" }
        switch fallback {
        case .stored: return login.map { "signed in as \($0)" } ?? "signed in"
        case .gh: return "token from gh"
        case nil: return "not signed in · 60 requests an hour"
        }
    }

    /// The sign-in in a word or two, beside a budget that already tells the allowance: "octocat" (a stored
    /// token's login), "GH_TOKEN", "gh", "signed in", or "not signed in".
    public var signInWord: String {
        if let variable { return variable }
        switch fallback {
        case .stored: return login ?? "signed in"
        case .gh: return "gh"
        case nil: return "not signed in"
        }
    }

    /// Where the token comes from, for the inspector: "GH_TOKEN", "stored by atomic auth login for github.com
    /// (octocat)", "gh auth token for github.com", or "none: 60 requests an hour".
    public var sourceDescription: String {
        if let variable { return variable }
        switch fallback {
        case .stored(let host):
            return "stored by atomic auth login for \(host)" + (login.map { " (\($0))" } ?? "")
        case .gh(let host): return "gh auth token for \(host)"
        case nil: return "none: 60 requests an hour"
        }
    }

    /// Whether the token in use is the one `atomic auth login` stored.
    public var isStoredToken: Bool {
        if case .stored = fallback { return true }
        return false
    }

    /// The token in use in words, for a sentence: "the token in GH_TOKEN", "the token atomic auth login stored",
    /// "the token of gh (gh auth token)"; `nil` when none is.
    public var tokenInUse: String? {
        if let variable { return "the token in \(variable)" }
        switch fallback {
        case .stored: return "the token atomic auth login stored"
        case .gh: return "the token of gh (gh auth token)"
        case nil: return nil
        }
    }

    /// What to do about a refused token: "Check GH_TOKEN.", "Run atomic auth login.", "Run gh auth login, or
    /// atomic auth login."; `nil` when no token is in use.
    public var refusedTokenAdvice: String? {
        if let variable { return "Check \(variable)." }
        switch fallback {
        case .stored: return "Run atomic auth login."
        case .gh: return "Run gh auth login, or atomic auth login."
        case nil: return nil
        }
    }
}
