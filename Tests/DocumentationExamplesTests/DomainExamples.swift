import Domain
import Testing

/// The examples of Sources/Domain/Domain.docc.
@Suite struct DomainExamples {
    @Test func aUseCaseRunsOverAnyRepository() async throws {
        struct InMemoryPosts: PostsRepository {
            let feed: [PostSummary]

            func posts(context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]> {
                Fetched(value: feed, freshness: .fresh, fetchedAt: nil)
            }

            func post(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostDetail> {
                throw .notFound(.post(id: id))
            }
        }

        let post = Post(id: 1, userId: 7, title: "Layers", body: "One target each.")
        let summary = PostSummary(post: post, authorName: "Ada", commentCount: 2)
        let listPosts = ListPostsUseCase(repository: InMemoryPosts(feed: [summary]))
        let feed = try await listPosts(context: .automatic)
        #expect(feed.value.map(\.post.title) == ["Layers"])
        #expect(feed.freshness == .fresh)

        let getPost = GetPostDetailUseCase(repository: InMemoryPosts(feed: []))
        await #expect(throws: DomainError.notFound(.post(id: 9))) { try await getPost(id: 9, context: .automatic) }
    }

    @Test func theLeastCurrentPartWins() {
        let posts = DataFreshness.fresh
        let comments = DataFreshness.stale(age: 720)
        let authors = DataFreshness.revalidated
        #expect(posts.combined(with: comments).combined(with: authors) == .stale(age: 720))
        #expect(posts.combined(with: authors) == .revalidated)
    }
}
