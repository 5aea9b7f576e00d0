import Persistence

/// Every schema of Data in version order, for code that opens a cache store without the app: Data's tests and the
/// benchmarks. The app itself derives the same list from its feature assemblies (`FeatureList.migrations`), and a
/// test checks that the two agree.
public enum FeatureMigrations {
    /// ``PostsSchema/migrations``, ``GitHubUsersSchema/migrations``, then ``AppStateSchema/migrations``.
    public static let all = PostsSchema.migrations + GitHubUsersSchema.migrations + AppStateSchema.migrations
}
