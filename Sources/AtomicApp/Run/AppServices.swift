import Domain
import ImagePipeline

/// What the commands and screens of one run work with, built once by the composition root (real network, a
/// server the user named, or the demo data): each feature's typed services, as its assembly built
/// them, and what the app shares.
struct AppServices: Sendable {
    /// GitHub users: the repository and use cases ``GitHubUsersFeature/makeServices(context:)`` built.
    var gitHubUsers: GitHubUsersServices
    /// Posts, their authors and comments: what ``PostsFeature/makeServices(context:)`` built.
    var posts: PostsServices
    /// Relations: what ``UserRelationsFeature/makeServices(context:)`` built.
    var userRelations: UserRelationsServices
    /// Repositories: what ``UserRepositoriesFeature/makeServices(context:)`` built.
    var userRepositories: UserRepositoriesServices
    /// Search users: what ``SearchUsersFeature/makeServices(context:)`` built.
    var searchUsers: SearchUsersServices
    /// The cache behind both, for `atomic cache info|clear`.
    var cache: any CacheAdministration
    /// Each feature's cache status and GitHub's latest budget, for the home screen's status lines, which have no
    /// answer of their own to read a budget from (the other screens and the commands read the budget their answer
    /// carries).
    var status: GetFeatureStatusUseCase
    /// The interactive app's remembered route and selections; it remembers nothing under `--fresh-start`.
    var appState: any AppStateStore
    /// Where the GitHub token comes from (which variable, or none), for the words about authentication and the
    /// rate limit.
    var token: TokenSource = .gitHubUnset
    /// Whether the repositories answer from the built-in demo data (`--demo`): in memory, never from the
    /// network or the cache on disk.
    var isDemo = false
    /// The run's one image loader (avatars), with its memory and disk caches; `nil` draws placeholders only.
    var images: ImagePipeline?
    /// What `atomic auth` works with; nil where no command runs (the tests' services).
    var auth: AuthServices?
}
