import Domain

/// GitHub users from the cached repository, or, once the cache on disk has failed, from the network only.
struct FallbackGitHubUsersRepository: GitHubUsersRepository {
    /// The repository over the cache on disk.
    let primary: any GitHubUsersRepository
    /// Where calls go once that cache has failed.
    let fallback: CacheFallback

    func users(after cursor: UserCursor?, pageSize: Int) async throws(DomainError) -> Fetched<UserPage> {
        try await fallback.perform { () async throws(DomainError) in
            try await primary.users(after: cursor, pageSize: pageSize)
        } fallback: { (repositories) async throws(DomainError) in
            try await repositories.users.users(after: cursor, pageSize: pageSize)
        }
    }

    func user(login: GitHubLogin) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        try await fallback.perform { () async throws(DomainError) in
            try await primary.user(login: login)
        } fallback: { (repositories) async throws(DomainError) in
            try await repositories.users.user(login: login)
        }
    }

    /// The cache on disk's stale-while-revalidate answers (its one-answer methods fall back, these do not).
    func usersUpdates(after cursor: UserCursor?, pageSize: Int) -> Updates<UserPage> {
        primary.usersUpdates(after: cursor, pageSize: pageSize)
    }

    /// The cache on disk's stale-while-revalidate answers (its one-answer methods fall back, these do not).
    func userUpdates(login: GitHubLogin) -> Updates<GitHubUserDetail> {
        primary.userUpdates(login: login)
    }
}
