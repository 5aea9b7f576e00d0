import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

/// The provenance of the answer a screen shows reaches its state, for the inspector.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct ProvenanceInStateTests {
    private let repository = ScriptedPostsRepository()
    private let clock = TestClock()
    private let detail = PostDetail(
        post: Post(id: 3, userId: 1, title: "Title", body: "Body"),
        author: PostAuthor(id: 1, name: "Leanne Graham", username: "Bret"), comments: [])
    private let provenance = Provenance(
        repository: "CachedPostsRepository", endpoints: [URL(string: "https://posts.test/posts")!],
        decision: .refetched, age: 0, requestCount: 3)

    @Test func aDetailKeepsTheProvenanceOfWhatItShows() async throws {
        let viewModel = PostDetailViewModel(id: 3, getPost: GetPostDetailUseCase(repository: repository), clock: clock)
        let task = viewModel.appear()
        let request = try #require(await repository.postRequests.receive())
        request.send(.element(Samples.fresh(detail).with(provenance: provenance)))
        request.send(.end)
        await task?.value

        #expect(viewModel.state == DetailState(phase: .content, value: detail, provenance: provenance))
        let content = InspectorContent(
            route: .post(id: 3), viewModel: "PostDetailViewModel", useCase: "GetPostDetailUseCase",
            provenance: viewModel.state.provenance, rateLimit: viewModel.state.rateLimit, now: clock.now)
        #expect(content.lines.contains(InspectorLine(label: "Requests", value: "3 requests in 0 ms")))
    }

    @Test func aListKeepsTheProvenanceOfItsLatestAnswer() async throws {
        let viewModel = PostsListViewModel(listPosts: ListPostsUseCase(repository: repository), clock: clock)
        let task = viewModel.appear()
        let request = try #require(await repository.feedRequests.receive())
        request.send(.element(Samples.fresh([PostSummary]()).with(provenance: provenance)))
        request.send(.end)
        await task?.value

        #expect(viewModel.state.provenance == provenance)
    }
}
