import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3))) struct PostDetailViewModelTests {
    private let repository = ScriptedPostsRepository()
    private let clock = TestClock()
    private let detail = PostDetail(
        post: Post(id: 3, userId: 1, title: "Title", body: "Body"),
        author: PostAuthor(id: 1, name: "Leanne Graham", username: "Bret"),
        comments: [Comment(id: 1, postId: 3, name: "Hi", email: "a@b.test", body: "Nice")])

    private func makeViewModel(id: Int = 3) -> PostDetailViewModel {
        PostDetailViewModel(id: id, getPost: GetPostDetailUseCase(repository: repository), clock: clock)
    }

    @Test func loadingThenContent() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        #expect(viewModel.state == DetailState(phase: .loading))
        let request = try #require(await repository.postRequests.receive())
        #expect(request.call == "postUpdates(id: 3)")
        request.send(.element(Samples.fresh(detail)))
        request.send(.end)
        await task?.value
        #expect(viewModel.state == DetailState(phase: .content, value: detail))
    }

    @Test func notFoundFailsAndAnImpossibleIdAsksNothing() async throws {
        let viewModel = makeViewModel(id: 0)
        await viewModel.task()
        #expect(viewModel.state == DetailState(phase: .failed(ErrorPresentation(.notFound(.post(id: 0)), now: nil))))
        #expect(repository.calls == [])
        #expect(viewModel.retry() != nil, "the phase failed, so retry asks again")
    }

    @Test func offlineWithACacheShowsTheCachedPost() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = try #require(await repository.postRequests.receive())
        request.send(.element(Samples.stale(detail, age: 7_200, reason: .offline)))
        request.send(.end)
        await task?.value
        #expect(
            viewModel.state
                == DetailState(
                    phase: .content, value: detail,
                    notice: .stale(reason: .offline, fetchedAt: Samples.start.addingTimeInterval(-7_200))))
        #expect(viewModel.state.notice?.text(now: clock.now) == "offline · data from 2 h ago")
    }

    @Test func staleThenUpdatedInPlace() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = try #require(await repository.postRequests.receive())
        request.send(.element(Samples.stale(detail, age: 400)))
        await request.waitUntilAsked(2)
        #expect(viewModel.state == DetailState(phase: .content, value: detail, notice: .refreshing))
        let newer = PostDetail(post: detail.post, author: detail.author, comments: [])
        request.send(.element(Fetched(value: newer, freshness: .revalidated, fetchedAt: Samples.start)))
        request.send(.end)
        await task?.value
        #expect(viewModel.state == DetailState(phase: .content, value: newer, notice: .updated))
    }
}
