import Persistence

/// Every feature's migrations, in version order: what a cache store for the whole app is opened with.
public enum FeatureMigrations {
    /// ``PostsSchema/migrations``, ``GitHubUsersSchema/migrations``, then ``AppStateSchema/migrations``.
    public static let all = PostsSchema.migrations + GitHubUsersSchema.migrations + AppStateSchema.migrations
}
