import Domain

/// Posts from the cached repository, or, once the cache on disk has failed, from the network only.
struct FallbackPostsRepository: PostsRepository {
    /// The repository over the cache on disk.
    let primary: any PostsRepository
    /// Where calls go once that cache has failed.
    let fallback: CacheFallback

    func posts() async throws(DomainError) -> Fetched<[PostSummary]> {
        try await fallback.perform { () async throws(DomainError) in
            try await primary.posts()
        } fallback: { (repositories) async throws(DomainError) in
            try await repositories.posts.posts()
        }
    }

    func post(id: Int) async throws(DomainError) -> Fetched<PostDetail> {
        try await fallback.perform { () async throws(DomainError) in
            try await primary.post(id: id)
        } fallback: { (repositories) async throws(DomainError) in
            try await repositories.posts.post(id: id)
        }
    }

    /// The cache on disk's stale-while-revalidate answers (its one-answer methods fall back, these do not).
    func postsUpdates() -> Updates<[PostSummary]> {
        primary.postsUpdates()
    }

    /// The cache on disk's stale-while-revalidate answers (its one-answer methods fall back, these do not).
    func postUpdates(id: Int) -> Updates<PostDetail> {
        primary.postUpdates(id: id)
    }
}
