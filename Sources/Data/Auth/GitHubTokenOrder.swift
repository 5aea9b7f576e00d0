import Domain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The order `atomic` takes a GitHub token in, as `gh` does, first wins:
///
/// 1. the environment: `GH_TOKEN`, then `GITHUB_TOKEN` for github.com (`GH_ENTERPRISE_TOKEN`, then
///    `GITHUB_ENTERPRISE_TOKEN` for another host);
/// 2. the token `atomic auth login` stored for the host (``CredentialsFile``);
/// 3. when `gh` is on `PATH`, what `gh auth token --hostname HOST` prints (``GhAuthToken``), unless
///    `ATOMIC_NO_GH_TOKEN=1`; the first time, a warning says the token came from gh.
///
/// The host a stored or gh token is looked up for is ``hostKey(apiURL:)`` of the API's address, so a token is
/// only ever used for the host it was issued for. A credentials file that cannot be read is skipped with a
/// warning naming it; so is what `gh` printed when it is not a token.
public struct GitHubTokenOrder: Sendable {
    /// The process environment.
    public let environment: [String: String]
    /// The stored credentials, or nil when there is no configuration folder.
    public let credentials: CredentialsFile?
    /// The `gh` step.
    public let gh: GhAuthToken

    /// The order over `environment`, `credentials` and `gh`.
    public init(environment: [String: String], credentials: CredentialsFile?, gh: GhAuthToken) {
        self.environment = environment
        self.credentials = credentials
        self.gh = gh
    }

    /// The order for `environment`: its credentials file (``CredentialsFile/url(environment:)``) and its `gh`.
    public init(environment: [String: String]) {
        self.init(
            environment: environment,
            credentials: CredentialsFile.url(environment: environment).map { CredentialsFile(url: $0) },
            gh: GhAuthToken(environment: environment))
    }

    /// The host a token for the API at `apiURL` is kept under: its web host, lower-cased, with its port when it
    /// is not the scheme's (`github.com` for `https://api.github.com`, `ghe.example.com` for
    /// `https://ghe.example.com/api/v3`, `127.0.0.1:8080` for `http://127.0.0.1:8080/api/v3`).
    public static func hostKey(apiURL: URL) -> String {
        let web = GitHubOAuth.webURL(forAPIURL: apiURL)
        let host = (web.host ?? "").lowercased()
        let scheme = web.scheme?.lowercased()
        guard let port = web.port, !(scheme == "https" && port == 443), !(scheme == "http" && port == 80) else {
            return host
        }
        return "\(host):\(port)"
    }

    /// Where a run's token came from, with the token and, for a stored one, the rest of what was stored.
    public struct Resolution: Sendable, CustomStringConvertible {
        /// The token, or nil for none.
        public let token: String?
        /// Where it came from, in the order's terms.
        public let source: TokenSource
        /// The stored credential the token is, when it came from the credentials file: its expiry and refresh token.
        public let stored: StoredCredential?
        /// Lines to warn with (a credentials file refused, gh's output refused or too slow), without `warning:`.
        public let warnings: [String]

        /// Where the token came from, never its value.
        public var description: String {
            "Resolution(token: \(token == nil ? "nil" : "<redacted>"), source: \(source), warnings: \(warnings))"
        }
    }

    /// Whether this is the first time a gh token is used: true once, after which a mark in the credentials file's
    /// folder (`gh-token-noticed`, empty, `0600`) says the notice was given. Without a folder of its own (no
    /// configuration folder, or one that cannot be written) the notice is given every time, rather than never.
    func noticesGhTokenForTheFirstTime() -> Bool {
        guard let folder = credentials?.url.deletingLastPathComponent() else { return true }
        let mark = folder.appendingPathComponent("gh-token-noticed").path
        var status = stat()
        if lstat(mark, &status) == 0 { return false }
        if lstat(folder.path, &status) != 0 {
            // The folder is made as the credentials file makes it: 0700, its parent too when missing.
            let parent = folder.deletingLastPathComponent().path
            if lstat(parent, &status) != 0 { mkdir(parent, 0o700) }
            mkdir(folder.path, 0o700)
        }
        let descriptor = open(mark, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
        return true
    }

    /// The token for the API at `apiURL` on `host` (the one `GH_HOST` names), and where it came from;
    /// `configured` is the address the user gave (`--github-api-url`), for the words about it.
    public func resolve(host: GitHubHost, apiURL: URL, configured: URL?) -> Resolution {
        var source = host.tokenSource(in: environment, configured: configured)
        if let token = host.token(in: environment).value {
            return Resolution(token: token, source: source, stored: nil, warnings: [])
        }
        let key = Self.hostKey(apiURL: apiURL)
        var warnings: [String] = []
        if let credentials {
            do throws(CredentialsError) {
                if let stored = try credentials.credential(forHost: key) {
                    source.fallback = .stored(host: key)
                    source.login = stored.login.flatMap { (try? GitHubLogin($0))?.rawValue }
                    return Resolution(token: stored.token, source: source, stored: stored, warnings: [])
                }
            } catch {
                warnings.append("\(error.message); continuing without the stored token")
            }
        }
        switch gh.token(forHost: key) {
        case .token(let token):
            source.fallback = .gh(host: key)
            if noticesGhTokenForTheFirstTime() {
                warnings.append(
                    "using gh's token for \(key) (gh auth token); atomic auth login stores one of atomic's own, "
                        + "ATOMIC_NO_GH_TOKEN=1 stops this (said once)")
            }
            return Resolution(token: token, source: source, stored: nil, warnings: warnings)
        case .refused:
            warnings.append("gh auth token printed something that is not a token; it is not used")
        case .timedOut:
            warnings.append("gh auth token did not answer within \(Int(gh.timeout)) seconds; continuing without it")
        case .notAsked, .none, .failedToStart:
            break
        }
        return Resolution(token: nil, source: source, stored: nil, warnings: warnings)
    }
}
