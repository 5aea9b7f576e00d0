import Domain
import ImagePipeline

/// What the commands run against: the repositories and the cache, built by the composition root
/// (real network, a server the user named, or the demo data) or by a test.
struct AppServices: Sendable {
    /// GitHub users.
    var users: any GitHubUsersRepository
    /// Posts, their authors and comments.
    var posts: any PostsRepository
    /// Every feature's services, as ``FeatureList`` registered them; a feature's commands resolve its repository
    /// here by its protocol.
    var features = ServiceRegistry()
    /// The cache behind both, for `atomic cache info|clear`.
    var cache: any CacheAdministration
    /// The GitHub request budget the last response reported, if any.
    var gitHubBudget: @Sendable () -> GitHubBudget? = { nil }
    /// Each feature's cache status (cached or not, newest and oldest fetch), for the home screen's status lines.
    var cacheStatus: any FeatureCacheStatusProvider = NothingKnown()
    /// GitHub's rate-limit budget as the last response reported it, for the home screen and the status bar.
    var rateLimitBudget: any RateLimitBudgetProvider = NothingKnown()
    /// The interactive app's remembered route and selections; it remembers nothing under `--fresh-start`.
    var appState: any AppStateStore = NothingKnown()
    /// Where the GitHub token comes from (which variable, or none), for the words about authentication and the
    /// rate limit.
    var token: TokenSource = .gitHubUnset
    /// Whether the repositories answer from the built-in demo data (`--demo`): in memory, never from the
    /// network or the cache on disk.
    var isDemo = false
    /// The run's one image loader (avatars), with its memory and disk caches; `nil` draws placeholders only.
    var images: ImagePipeline?
}
