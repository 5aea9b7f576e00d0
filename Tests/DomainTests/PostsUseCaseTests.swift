import Domain
import Foundation
import Testing

@Suite("Listing posts and reading one")
struct PostsUseCaseTests {
    private let post = Post(id: 3, userId: 1, title: "On caching", body: "Keep the stale copy.")

    @Test("the list is passed through with its freshness")
    func listPosts() async throws {
        let summaries = [PostSummary(post: post, authorName: "Ada", commentCount: 5)]
        let expected = Fetched(value: summaries, freshness: .stale(age: 720), fetchedAt: Date(timeIntervalSince1970: 9))
        let repository = RecordingPostsRepository(list: .success(expected))
        #expect(try await ListPostsUseCase(repository: repository)(context: .automatic) == expected)
        #expect(await repository.listRequests == 1)
    }

    @Test("a failing list throws the repository's error")
    func listFails() async {
        let repository = RecordingPostsRepository(list: .failure(.notCached))
        await #expect(throws: DomainError.notCached) {
            _ = try await ListPostsUseCase(repository: repository)(context: .automatic)
        }
    }

    @Test("a post is asked for by id")
    func detail() async throws {
        let detail = PostDetail(post: post, author: PostAuthor(id: 1, name: "Ada", username: "ada"), comments: [])
        let repository = RecordingPostsRepository(detail: { _ in
            .success(Fetched(value: detail, freshness: .fresh, fetchedAt: nil))
        })
        #expect(try await GetPostDetailUseCase(repository: repository)(id: 3, context: .automatic).value == detail)
        #expect(await repository.detailRequests == [3])
    }

    @Test("an id below 1 is not found without asking", arguments: [0, -1, Int.min])
    func impossibleId(id: Int) async {
        let repository = RecordingPostsRepository()
        await #expect(throws: DomainError.notFound(.post(id: id))) {
            _ = try await GetPostDetailUseCase(repository: repository)(id: id, context: .automatic)
        }
        #expect(await repository.detailRequests.isEmpty)
    }
}
