import Domain
import Foundation
import Testing

@Suite("An author's page and an author's posts")
struct PostAuthorsUseCaseTests {
    private let feed = [
        PostSummary(post: Post(id: 1, userId: 1, title: "One", body: ""), authorName: "Ada", commentCount: 2),
        PostSummary(post: Post(id: 2, userId: 2, title: "Two", body: ""), authorName: "Bo", commentCount: 0),
        PostSummary(post: Post(id: 3, userId: 1, title: "Three", body: ""), authorName: "Ada", commentCount: 1),
    ]

    @Test("an author's posts are the feed's posts of that author, in order, with the feed's freshness")
    func authorPosts() async throws {
        let fetchedAt = Date(timeIntervalSince1970: 9)
        let repository = RecordingPostsRepository(
            list: .success(Fetched(value: feed, freshness: .stale(age: 400), fetchedAt: fetchedAt)))
        let posts = try await ListPostsUseCase(repository: repository)(userId: 1, context: .automatic)
        #expect(posts.value.map(\.id) == [1, 3])
        #expect(posts.freshness == .stale(age: 400) && posts.fetchedAt == fetchedAt)
        #expect(await repository.listRequests == 1)
    }

    @Test("an author with no post, or no such author, has an empty list")
    func noPosts() async throws {
        let repository = RecordingPostsRepository(
            list: .success(Fetched(value: feed, freshness: .fresh, fetchedAt: nil)))
        #expect(try await ListPostsUseCase(repository: repository)(userId: 9, context: .automatic).value.isEmpty)
    }

    @Test("the author's posts, stale-while-revalidate, filter each answer of the feed")
    func authorPostsUpdates() async throws {
        let refreshed =
            feed + [
                PostSummary(post: Post(id: 4, userId: 1, title: "Four", body: ""), authorName: "Ada", commentCount: 0)
            ]
        let repository = StaleThenFreshPosts(stored: feed, refreshed: refreshed)
        var answers: [[Int]] = []
        var freshness: [DataFreshness] = []
        for try await answer in ListPostsUseCase(repository: repository).updates(userId: 1, context: .automatic) {
            answers.append(answer.value.map(\.id))
            freshness.append(answer.freshness)
        }
        #expect(answers == [[1, 3], [1, 3, 4]])
        #expect(freshness == [.stale(age: 400), .fresh])
    }

    @Test("an author's page is asked for by id")
    func author() async throws {
        let profile = PostAuthorProfile(id: 2, name: "Bo", username: "bo", company: .init(name: "Acme"))
        let repository = RecordingPostAuthorsRepository(answer: .success(profile))
        #expect(try await GetPostAuthorUseCase(repository: repository)(id: 2, context: .automatic).value == profile)
        #expect(await repository.requests == [2])
    }

    @Test("an author id below 1 is not found without asking", arguments: [0, -1, Int.min])
    func impossibleAuthor(id: Int) async {
        let repository = RecordingPostAuthorsRepository(answer: .failure(.offline))
        await #expect(throws: DomainError.notFound(.postAuthor(id: id))) {
            _ = try await GetPostAuthorUseCase(repository: repository)(id: id, context: .automatic)
        }
        await #expect(throws: DomainError.notFound(.postAuthor(id: id))) {
            for try await _ in GetPostAuthorUseCase(repository: repository).updates(id: id, context: .automatic) {}
        }
        #expect(await repository.requests.isEmpty)
    }
}

/// A feed whose stale-while-revalidate answer is `stored` (stale) and then `refreshed` (fresh).
private struct StaleThenFreshPosts: PostsRepository {
    let stored: [PostSummary]
    let refreshed: [PostSummary]

    func posts(context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]> {
        Fetched(value: refreshed, freshness: .fresh, fetchedAt: nil)
    }

    func post(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostDetail> {
        throw .notFound(.post(id: id))
    }

    func postsUpdates(context: LoadContext) -> Updates<[PostSummary]> {
        let stored = stored
        let refreshed = refreshed
        return Updates { previous throws(DomainError) in
            switch previous {
            case nil: Fetched(value: stored, freshness: .stale(age: 400), fetchedAt: nil)
            case let answer? where answer.freshness.isStale:
                Fetched(value: refreshed, freshness: .fresh, fetchedAt: nil)
            default: nil
            }
        }
    }
}
