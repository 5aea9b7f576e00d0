import AtomicCore
import Domain
import Foundation
import Observation
import Presentation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3))) struct UsersListPagingTests {
    private let fixture = UsersListFixture()
    private var repository: ScriptedUsersRepository { fixture.repository }
    private var clock: TestClock { fixture.clock }

    private func makeViewModel(threshold: Int = 10) -> UsersListViewModel {
        fixture.makeViewModel(threshold: threshold)
    }

    private func loaded(_ users: [GitHubUser], isLast: Bool = false, threshold: Int = 10) async -> UsersListViewModel {
        await fixture.loaded(users, isLast: isLast, threshold: threshold)
    }

    @Test func prefetchStartsExactlyThresholdRowsFromTheEnd() async throws {
        let users = Samples.users(1...30)
        let viewModel = await loaded(users)
        #expect(viewModel.loadMoreIfNeeded(currentItem: users[19]) == nil, "11 rows from the end: too early")
        #expect(repository.calls.count == 1)
        let before = viewModel.state

        let task = try #require(viewModel.loadMoreIfNeeded(currentItem: users[20]))
        var loading = before
        loading.isLoadingMore = true
        #expect(viewModel.state == loading)
        let request = try #require(await repository.pageRequests.receive())
        #expect(request.call == "usersUpdates(after: 30, pageSize: 30)")

        let next = Samples.users(31...60)
        request.send(.element(Samples.fresh(Samples.page(next))))
        request.send(.end)
        await task.value
        #expect(viewModel.state == ListState(phase: .content, items: users + next))
    }

    @Test func aConfiguredThresholdIsHonoured() async {
        let users = Samples.users(1...30)
        let viewModel = await loaded(users, threshold: 3)
        #expect(viewModel.prefetchThreshold == 3)
        #expect(viewModel.loadMoreIfNeeded(currentItem: users[26]) == nil)
        #expect(viewModel.loadMoreIfNeeded(currentItem: users[27]) != nil)
    }

    @Test func twentyRapidCallsMakeOneRequestPerPage() async throws {
        let users = Samples.users(1...30)
        let viewModel = await loaded(users)
        let tasks = (0..<20).compactMap { _ in viewModel.loadMoreIfNeeded(currentItem: users[29]) }
        #expect(tasks.count == 1)
        let second = try #require(await repository.pageRequests.receive())
        let page2 = Samples.users(31...60)
        second.send(.element(Samples.fresh(Samples.page(page2))))
        second.send(.end)
        await tasks.first?.value

        let more = (0..<20).compactMap { _ in viewModel.loadMoreIfNeeded(currentItem: page2[29]) }
        #expect(more.count == 1)
        let third = try #require(await repository.pageRequests.receive())
        third.send(.element(Samples.fresh(Samples.page(Samples.users(61...65), isLast: true))))
        third.send(.end)
        await more.first?.value
        #expect(
            repository.calls == [
                "usersUpdates(after: nil, pageSize: 30)", "usersUpdates(after: 30, pageSize: 30)",
                "usersUpdates(after: 60, pageSize: 30)",
            ])
        #expect(viewModel.state.reachedEnd)
        #expect(viewModel.loadMoreIfNeeded(currentItem: Samples.users(65...65)[0]) == nil, "the end was reached")
    }

    @Test func aFailedLoadMoreKeepsTheItemsAndRetryAppends() async throws {
        let users = Samples.users(1...30)
        let viewModel = await loaded(users)
        let task = viewModel.loadMoreIfNeeded(currentItem: users[29])
        try #require(await repository.pageRequests.receive()).send(.failure(.server(status: 502, message: nil)))
        await task?.value
        let failure = ErrorPresentation(.server(status: 502, message: nil), now: clock.now)
        #expect(
            viewModel.state
                == ListState(phase: .content, items: users, loadMoreError: failure))
        #expect(viewModel.loadMoreIfNeeded(currentItem: users[29]) == nil, "scrolling does not retry by itself")

        let retry = try #require(viewModel.retry())
        #expect(
            viewModel.state == ListState(phase: .content, items: users, isLoadingMore: true))
        let request = try #require(await repository.pageRequests.receive())
        #expect(request.call == "usersUpdates(after: 30, pageSize: 30)")
        #expect(request.trigger == .retry)
        let next = Samples.users(31...32)
        request.send(.element(Samples.fresh(Samples.page(next, isLast: true))))
        request.send(.end)
        await retry.value
        #expect(
            viewModel.state
                == ListState(phase: .content, items: users + next, reachedEnd: true))
    }
}
