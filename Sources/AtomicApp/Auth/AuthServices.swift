import AtomicCore
import Data
import Domain
import Foundation
import Networking

/// What `atomic auth` works with: the host and its addresses, the token order, and a client that sends no token
/// of its own (each request carries the one it is about, for its own origin only).
struct AuthServices: Sendable {
    /// The process environment (`GH_HOST`, the token variables, `ATOMIC_GITHUB_CLIENT_ID`,
    /// `ATOMIC_GITHUB_WEB_URL`).
    let environment: [String: String]
    /// The REST API's address the user gave (`--github-api-url`, `ATOMIC_GITHUB_API_URL`), or nil for the host's.
    let configuredAPIURL: URL?
    /// The order tokens are taken in, over this environment.
    let order: GitHubTokenOrder
    /// What the order gave the host in use when the services were built (its warnings already printed); nil
    /// when it was not asked (`--offline`).
    let resolution: GitHubTokenOrder.Resolution?
    /// A client with no token adapter.
    let client: HTTPClient
    /// The time source for expiries.
    let clock: any AppClock

    /// The host `--hostname` names, else `GH_HOST`'s, else github.com.
    func host(named hostname: String?) -> GitHubHost {
        guard let hostname else { return GitHubHost(environment: environment) }
        return GitHubHost(environment: ["GH_HOST": hostname])
    }

    /// The token for `host` at `apiURL`: the one found when the services were built, for the host in use (no
    /// `--hostname`), else the order asked again, its warnings printed through `warn`.
    func resolve(
        host: GitHubHost, apiURL: URL, hostname: String?, warn: (String) -> Void
    ) -> GitHubTokenOrder.Resolution {
        if hostname == nil, let resolution { return resolution }
        let resolution = order.resolve(host: host, apiURL: apiURL, configured: hostname == nil ? configuredAPIURL : nil)
        resolution.warnings.forEach(warn)
        return resolution
    }

    /// The REST API's base for `host`: the configured address when no `--hostname` was given, else the host's.
    func apiURL(for host: GitHubHost, hostname: String?) -> URL {
        hostname == nil ? host.apiURL(configured: configuredAPIURL) : host.apiURL
    }

    /// The web root the device flow and the refresh talk to: `--github-web-url`, else `ATOMIC_GITHUB_WEB_URL`,
    /// else the one GitHub's layout gives `apiURL` (``GitHubOAuth/webURL(forAPIURL:)``).
    func webURL(forAPIURL apiURL: URL, given: URL?) -> URL {
        if let given { return given }
        if let text = environment["ATOMIC_GITHUB_WEB_URL"], !text.trimmingCharacters(in: .whitespaces).isEmpty,
            let url = URL(string: text.trimmingCharacters(in: .whitespaces)), url.scheme != nil, url.host != nil
        {
            return url
        }
        return GitHubOAuth.webURL(forAPIURL: apiURL)
    }

    /// The signed-in user of `token` at `apiURL` (`GET /user`), with the answer's `X-OAuth-Scopes` and
    /// `GitHub-Authentication-Token-Expiration` fields.
    func user(token: String, apiURL: URL, context: RequestContext) async throws(NetworkError) -> SignedInUser {
        var request: HTTPRequest<AuthenticatedUserDTO> = GitHub(baseURL: apiURL).request("/user")
        request.headers["Authorization"] = "Bearer \(token)"
        let response = try await client.response(for: request, context: context)
        guard let user = response.value, let login = try? GitHubLogin(user.login) else {
            throw .decoding(path: "login", description: "the answer names no GitHub login")
        }
        return SignedInUser(
            login: login.rawValue, scopes: response.headers["X-OAuth-Scopes"].map(GitHubDeviceFlow.printablePrefix),
            expiration: response.headers["GitHub-Authentication-Token-Expiration"].map(
                GitHubDeviceFlow.printablePrefix),
            rateLimit: response.rateLimit)
    }
}

extension AuthServices {
    /// The core budget of `token` at `apiURL` (`GET /rate_limit`, which costs none of it), or nil when the
    /// request fails or the answer has none.
    func coreRateLimit(token: String, apiURL: URL, context: RequestContext) async -> RateLimit? {
        var request: HTTPRequest<RateLimitDTO> = GitHub(baseURL: apiURL).request("/rate_limit")
        request.headers["Authorization"] = "Bearer \(token)"
        guard let core = try? await client.send(request, context: context).resources.core,
            core.limit >= 0, core.remaining >= 0
        else { return nil }
        return RateLimit(
            limit: core.limit, remaining: core.remaining, reset: core.reset.map { Date(timeIntervalSince1970: $0) },
            used: core.used, resource: "core")
    }
}

/// The part of `GET /rate_limit` that `atomic auth status` reads: `resources.core`.
struct RateLimitDTO: Decodable, Sendable {
    /// `resources`.
    let resources: Resources

    /// `resources`: the budgets by resource.
    struct Resources: Decodable, Sendable {
        /// `core`: the REST API's budget.
        let core: Budget
    }

    /// One budget: `limit`, `remaining`, `reset` (seconds since 1970), `used`.
    struct Budget: Decodable, Sendable {
        let limit: Int
        let remaining: Int
        let reset: Double?
        let used: Int?
    }
}

/// Who a token signs in as, and what GitHub's answer said of the token.
struct SignedInUser: Sendable, Equatable {
    /// The user's login, as GitHub sent it.
    let login: String
    /// `X-OAuth-Scopes`: a classic or OAuth token's scopes, comma-separated; nil for a fine-grained or App token.
    let scopes: String?
    /// `GitHub-Authentication-Token-Expiration`: a personal token's expiry, as GitHub words it.
    let expiration: String?
    /// The core budget the answer reported.
    let rateLimit: RateLimit?
}

/// The one field of `GET /user` that `atomic auth` reads.
struct AuthenticatedUserDTO: Decodable, Sendable {
    /// `login`.
    let login: String
}

extension CommandRunner {
    /// The services of `atomic auth`.
    ///
    /// - Throws: ``AuthFailure`` under `--demo`, whose data needs no sign-in and talks to no GitHub.
    func authServices() async throws -> AuthServices {
        guard let auth = try await makeServices().auth else {
            throw AuthFailure(message: "demo mode talks to no GitHub, so there is nothing to sign in to")
        }
        return auth
    }

    /// The command's deadline as the network's: what a request the command sends itself (not through a use case)
    /// shares with the rest of its work.
    var requestContext: RequestContext {
        RequestContext(deadline: context.deadline.map { Networking.Deadline(instant: $0.instant, budget: $0.budget) })
    }
}
