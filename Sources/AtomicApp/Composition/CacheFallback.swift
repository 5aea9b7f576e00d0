import Domain

/// Keeps a command working when the cache on disk fails in the middle of a run (disk full, read-only, I/O
/// error): the failed call is made again over repositories with an in-memory cache — network only — and
/// every later call goes to those, with one warning.
actor CacheFallback {
    /// The repositories used once the cache on disk has failed.
    struct Repositories: Sendable {
        /// GitHub users over the in-memory cache.
        let users: any GitHubUsersRepository
        /// Posts over the in-memory cache.
        let posts: any PostsRepository
    }

    private let makeRepositories: @Sendable () async throws -> Repositories
    private let warn: @Sendable (String) -> Void
    private var activation: Task<Repositories, any Error>?

    /// A fallback that builds its repositories with `makeRepositories` the first time it is needed and
    /// says so once through `warn`.
    init(
        warn: @escaping @Sendable (String) -> Void,
        makeRepositories: @escaping @Sendable () async throws -> Repositories
    ) {
        self.warn = warn
        self.makeRepositories = makeRepositories
    }

    /// Runs `primary`; when it fails because of the cache, runs `fallback` over the in-memory repositories.
    /// After the first such failure, `primary` is not tried again.
    nonisolated func perform<Value: Sendable>(
        _ primary: @Sendable () async throws(DomainError) -> Value,
        fallback: @Sendable (Repositories) async throws(DomainError) -> Value
    ) async throws(DomainError) -> Value {
        if let active = await activeRepositories() {
            return try await fallback(active)
        }
        do {
            return try await primary()
        } catch {
            guard case .storage(let detail) = error else { throw error }
            return try await fallback(try await activate(because: detail))
        }
    }

    private func activeRepositories() async -> Repositories? {
        guard let activation else { return nil }
        return try? await activation.value
    }

    private func activate(because detail: String) async throws(DomainError) -> Repositories {
        let task: Task<Repositories, any Error>
        if let activation {
            task = activation
        } else {
            warn("the cache cannot be used (\(detail)); continuing without it")
            task = Task { [makeRepositories] in try await makeRepositories() }
            activation = task
        }
        do {
            return try await task.value
        } catch {
            throw DomainError.storage(detail)
        }
    }
}
