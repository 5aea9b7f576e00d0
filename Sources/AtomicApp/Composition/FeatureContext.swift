import AtomicLogger
import Foundation
import Networking
import Persistence

/// What the composition root shares with every feature when it builds the services of one run: a client and a
/// base URL per remote API, the cache policy over the one cache database, and a logger.
///
/// The APIs are infrastructure: hosts, tokens and the demo switch are decided once by the composition root, so a
/// feature that reads another GitHub resource uses ``gitHub`` as it is.
struct FeatureContext: Sendable {
    /// A remote API as features use it: its client (adapters, credentials and limits set) and its base URL.
    struct API: Sendable {
        /// The client for this API; for GitHub it carries the token, for others none.
        let client: HTTPClient
        /// The API's root, such as `https://api.github.com`, a loopback server's address, or the demo root.
        let baseURL: URL
    }

    /// The GitHub REST API (`GH_HOST`, `--github-api-url` or the demo), with the GitHub token.
    let gitHub: API
    /// The JSONPlaceholder API (`--posts-api-url` or the demo), without any credential.
    let posts: API
    /// The cache policy (freshness, offline mode) over the run's cache database.
    let policy: CachePolicy
    /// The run's logger; a feature takes a child of it named after itself.
    let logger: Logger
}
