import Persistence

/// The schemas of the features built into Data, in version order, for code that opens a cache store without the
/// app: Data's tests and the benchmarks. The app opens its cache with the list its feature assemblies make
/// (`FeatureList.migrations`), which holds all of these.
public enum FeatureMigrations {
    /// ``PostsSchema/migrations``, ``GitHubUsersSchema/migrations`` and ``AppStateSchema/migrations``, in version
    /// order.
    public static let all = (PostsSchema.migrations + GitHubUsersSchema.migrations + AppStateSchema.migrations)
        .sorted { $0.version < $1.version }
}
