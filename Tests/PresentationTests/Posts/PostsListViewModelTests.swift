import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3))) struct PostsListViewModelTests {
    private let repository = ScriptedPostsRepository()
    private let clock = TestClock()
    private let posts = [
        PostSummary(
            post: Post(id: 1, userId: 1, title: "Hello world", body: ""), authorName: "Leanne", commentCount: 2),
        PostSummary(post: Post(id: 2, userId: 2, title: "Other", body: ""), authorName: "Ervin", commentCount: 0),
        PostSummary(post: Post(id: 3, userId: 3, title: "Worldly", body: ""), authorName: nil, commentCount: 1),
    ]

    private func makeViewModel() -> PostsListViewModel {
        PostsListViewModel(listPosts: ListPostsUseCase(repository: repository), clock: clock)
    }

    private func loaded() async -> PostsListViewModel {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = await repository.feedRequests.receive()
        request?.send(.element(Samples.fresh(posts)))
        request?.send(.end)
        await task?.value
        return viewModel
    }

    @Test func firstLoadShowsTheWholeFeed() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        #expect(viewModel.state == ListState(phase: .loading))
        let request = try #require(await repository.feedRequests.receive())
        #expect(request.call == "postsUpdates()")
        request.send(.element(Samples.fresh(posts)))
        request.send(.end)
        await task?.value
        #expect(viewModel.state == ListState(phase: .content, items: posts, reachedEnd: true))
        #expect(viewModel.loadMoreIfNeeded(currentItem: posts[2]) == nil, "the feed has no further page")
    }

    @Test func anEmptyFeedIsEmpty() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = try #require(await repository.feedRequests.receive())
        request.send(.element(Samples.fresh([])))
        request.send(.end)
        await task?.value
        #expect(viewModel.state == ListState(phase: .empty, reachedEnd: true))
    }

    @Test func failureThenRetry() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        try #require(await repository.feedRequests.receive()).send(.failure(.notCached))
        await task?.value
        #expect(viewModel.state == ListState(phase: .failed(ErrorPresentation(.notCached, now: nil))))
        let retry = try #require(viewModel.retry())
        let request = try #require(await repository.feedRequests.receive())
        #expect(request.trigger == .retry)
        request.send(.element(Samples.fresh(posts)))
        request.send(.end)
        await retry.value
        #expect(viewModel.state == ListState(phase: .content, items: posts, reachedEnd: true))
    }

    @Test func staleThenUpdatedInPlace() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = try #require(await repository.feedRequests.receive())
        request.send(.element(Samples.stale(Array(posts.prefix(2)), age: 900)))
        await request.waitUntilAsked(2)
        #expect(
            viewModel.state
                == ListState(phase: .content, items: Array(posts.prefix(2)), reachedEnd: true, notice: .refreshing))
        request.send(.element(Samples.fresh(posts)))
        request.send(.end)
        await task?.value
        #expect(viewModel.state == ListState(phase: .content, items: posts, reachedEnd: true, notice: .updated))
    }

    @Test func refreshSuccessAndFailure() async throws {
        let viewModel = await loaded()
        let failing = viewModel.refresh()
        try #require(await repository.feedRequests.receive()).send(.failure(.offline))
        await failing?.value
        let failed = FreshnessNotice.refreshFailed(ErrorPresentation(.offline, now: nil))
        #expect(viewModel.state == ListState(phase: .content, items: posts, reachedEnd: true, notice: failed))

        let succeeding = viewModel.refresh()
        let request = try #require(await repository.feedRequests.receive())
        #expect(request.call == "posts()")
        request.send(.element(Samples.fresh(Array(posts.suffix(1)))))
        await succeeding?.value
        #expect(
            viewModel.state
                == ListState(phase: .content, items: Array(posts.suffix(1)), reachedEnd: true, notice: .updated))
    }

    @Test func filterMatchesTitleOrAuthor() async {
        let viewModel = await loaded()
        viewModel.filter("world")
        #expect(
            viewModel.state
                == ListState(
                    phase: .content, items: posts, visibleItems: [posts[0], posts[2]], filter: "world",
                    reachedEnd: true))
        viewModel.filter("ERVIN")
        #expect(viewModel.state.visibleItems == [posts[1]])
        #expect(repository.calls == ["postsUpdates()"])
    }

    @Test func selectTellsTheCoordinator() async {
        let viewModel = await loaded()
        var selected: [Int] = []
        viewModel.onSelect = { selected.append($0.id) }
        viewModel.select(posts[1])
        #expect(selected == [2])
    }

    @Test func resultsAfterDisappearAreDropped() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = try #require(await repository.feedRequests.receive())
        viewModel.disappear()
        request.send(.element(Samples.fresh(posts)))
        request.send(.end)
        await task?.value
        #expect(viewModel.state == ListState(phase: .loading))
    }
}
