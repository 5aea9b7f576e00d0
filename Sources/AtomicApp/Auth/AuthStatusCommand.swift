import AtomicCommandLine
import AtomicOutput
import Data
import Domain
import Foundation
import Networking
import Presentation

/// `atomic auth status`: for the host in use and each stored one, who the token signs in as, where it comes
/// from, its kind, scopes and expiry, and the rate limit; never the token.
struct AuthStatusCommand: FeatureCommand {
    /// The `auth status` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show who is signed in, and where the token comes from",
        discussion: """
            For the host in use (GH_HOST, or github.com, or the host of --github-api-url) and every host \
            atomic auth login stored a token for: the login (GET /user), where the token comes from (a variable, \
            the stored token, or gh), its kind from its prefix, its scopes (X-OAuth-Scopes), its expiry, and the \
            core rate limit (GET /rate_limit). The token itself is never printed. Exits with status 1 when a host \
            has no token, or its token is refused.
            """,
        jsonFields: [
            "host", "state", "login", "source", "kind", "scopes", "expiresAt", "rateLimitRemaining", "rateLimitLimit",
        ],
        examples: [Example("atomic auth status", "who is signed in"), Example("atomic auth status --json", "as JSON")])

    /// `--hostname HOST`: only that host.
    @Option("--hostname", valueName: "HOST", help: HostnameOption.help, parser: HostnameOption.parser)
    var hostname: String?

    /// A command yet to be read from a command line.
    init() {}

    /// The command prints no remote data but the login.
    var showsData: Bool { false }

    /// `atomic auth status` in messages about `--json=FIELDS`.
    var jsonFieldChoice: (name: String, fields: [String]) { ("atomic auth status", Self.configuration.jsonFields) }

    /// One host's state.
    struct HostStatus: JSONWritable {
        /// `github.com`, `HOST[:PORT]`.
        var host: String
        /// `signedIn`, `expired` (a stored token past its expiry, renewed on its next use), `notSignedIn`,
        /// `refused` or `unchecked` (the network failed).
        var state: String
        /// The login, when GitHub named it.
        var login: String?
        /// Where the token comes from: `GH_TOKEN`, …, `stored`, `gh`; nil without one.
        var source: String?
        /// The token's kind from its prefix.
        var kind: String?
        /// `X-OAuth-Scopes`, or the stored scopes.
        var scopes: String?
        /// When the token expires, as stored or as GitHub words it.
        var expiresAt: String?
        /// The budget GitHub reported.
        var rateLimit: RateLimit?
        /// Why the check failed, for `unchecked`.
        var problem: String?

        func write(to writer: inout JSONWriter) {
            writer.object([
                "host": .string(host), "state": .string(state), "login": .string(login), "source": .string(source),
                "kind": .string(kind), "scopes": .string(scopes), "expiresAt": .string(expiresAt),
                "rateLimitRemaining": .int(rateLimit?.remaining), "rateLimitLimit": .int(rateLimit?.limit),
            ])
        }
    }

    /// Checks each host's token and prints the states.
    func run(in runner: CommandRunner) async throws {
        let auth = try await runner.authServices()
        let host = auth.host(named: hostname)
        let apiURL = auth.apiURL(for: host, hostname: hostname)
        let key = GitHubTokenOrder.hostKey(apiURL: apiURL)
        let resolution = auth.resolve(
            host: host, apiURL: apiURL, hostname: hostname, warn: { runner.output.writeWarning($0) })
        var stored: [String: StoredCredential] = [:]
        if let credentials = auth.order.credentials {
            do {
                stored = try credentials.read()
            } catch {
                // Said once: the token order has already warned about the same file.
                if !resolution.warnings.contains(where: { $0.hasPrefix(error.message) }) {
                    runner.output.writeWarning(error.message)
                }
            }
        }
        var statuses: [HostStatus] = []
        statuses.append(
            await Self.status(
                host: key, token: resolution.token, source: Self.sourceName(resolution.source),
                stored: resolution.stored, apiURL: apiURL, auth: auth, runner: runner))
        if hostname == nil {
            for (other, credential) in stored.sorted(by: { $0.key < $1.key }) where other != key {
                let url = URL(string: credential.apiURL) ?? apiURL
                statuses.append(
                    await Self.status(
                        host: other, token: credential.token, source: "stored", stored: credential, apiURL: url,
                        auth: auth, runner: runner))
            }
        }
        if runner.options.json {
            runner.console.write(runner.output.json(statuses))
        } else {
            runner.console.write(statuses.map(Self.text).joined(separator: "\n"))
        }
        if statuses.contains(where: { $0.state != "signedIn" && $0.state != "expired" }) {
            throw AuthFailure(
                message: statuses.count == 1 && statuses[0].state == "notSignedIn"
                    ? "not signed in to \(statuses[0].host)" : "a token is missing or refused")
        }
    }

    /// The words for `source`: the variable, `stored` or `gh`; nil without a token.
    static func sourceName(_ source: TokenSource) -> String? {
        if let variable = source.variable { return variable }
        switch source.fallback {
        case .stored: return "stored"
        case .gh: return "gh"
        case nil: return nil
        }
    }

    /// The kind of token `token` is, from its prefix, as GitHub names them.
    static func kind(of token: String) -> String {
        switch true {
        case token.hasPrefix("github_pat_"): "fine-grained personal access token"
        case token.hasPrefix("ghp_"): "classic personal access token"
        case token.hasPrefix("gho_"): "OAuth app token"
        case token.hasPrefix("ghu_"): "GitHub App user token"
        case token.hasPrefix("ghs_"): "GitHub App installation token"
        default: "token of unknown kind"
        }
    }

    /// `host`'s state with `token`.
    static func status(
        host: String, token: String?, source: String?, stored: StoredCredential?, apiURL: URL, auth: AuthServices,
        runner: CommandRunner
    ) async -> HostStatus {
        guard let token else { return HostStatus(host: host, state: "notSignedIn") }
        var status = HostStatus(
            host: host, state: "signedIn", source: source, kind: kind(of: token), scopes: stored?.scopes,
            expiresAt: stored?.expiresAt.map { $0.formatted(.iso8601) })
        // A stored token past its expiry is renewed on its next use (status renews nothing): said so, not
        // "refused".
        if let stored, let expiry = stored.expiresAt, expiry <= auth.clock.now,
            StoredTokenRenewal.credential(stored).isRefreshable
        {
            status.state = "expired"
            status.login = stored.login
            return status
        }
        do {
            let user = try await auth.user(token: token, apiURL: apiURL, context: runner.requestContext)
            status.login = user.login
            status.scopes = user.scopes ?? status.scopes
            status.expiresAt = status.expiresAt ?? user.expiration
            status.rateLimit =
                await auth.coreRateLimit(token: token, apiURL: apiURL, context: runner.requestContext)
                ?? user.rateLimit
        } catch .unauthorized {
            status.state = "refused"
        } catch {
            status.state = "unchecked"
            status.problem = error.message
        }
        return status
    }

    /// The lines `atomic auth status` prints for `status`.
    static func text(_ status: HostStatus) -> String {
        var lines = [status.host]
        switch status.state {
        case "notSignedIn":
            lines.append("  not signed in · 60 requests an hour (run atomic auth login, or set GH_TOKEN)")
        case "refused":
            lines.append("  ✗ the token from \(status.source ?? "?") was refused (401)")
        case "expired":
            lines.append(
                "  ✓ Logged in to \(status.host) as \(status.login ?? "?") (stored); the token has expired and is "
                    + "renewed on its next use")
        case "unchecked":
            lines.append("  ! the token from \(status.source ?? "?") could not be checked: \(status.problem ?? "")")
        default:
            lines.append("  ✓ Logged in to \(status.host) as \(status.login ?? "?") (\(status.source ?? "?"))")
        }
        if let kind = status.kind { lines.append("  - Token: \(kind), never shown") }
        if let scopes = status.scopes { lines.append("  - Scopes: \(scopes.isEmpty ? "none" : scopes)") }
        if let expiresAt = status.expiresAt { lines.append("  - Expires: \(expiresAt)") }
        if let budget = status.rateLimit {
            lines.append(
                "  - Rate limit: \(CountText.grouped(budget.remaining)) of \(CountText.grouped(budget.limit)) left")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
