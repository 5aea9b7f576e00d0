import AtomicCore
import Domain
import Foundation
import Observation
import Presentation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3))) struct UsersListViewModelTests {
    private let fixture = UsersListFixture()
    private var repository: ScriptedUsersRepository { fixture.repository }
    private var clock: TestClock { fixture.clock }

    private func makeViewModel(threshold: Int = 10) -> UsersListViewModel {
        fixture.makeViewModel(threshold: threshold)
    }

    private func loaded(_ users: [GitHubUser], isLast: Bool = false, threshold: Int = 10) async -> UsersListViewModel {
        await fixture.loaded(users, isLast: isLast, threshold: threshold)
    }

    @Test func firstLoadShowsContent() async throws {
        let viewModel = makeViewModel()
        #expect(viewModel.state == ListState(phase: .loading))

        let task = try #require(viewModel.appear())
        #expect(viewModel.state == ListState(phase: .loading))
        let request = try #require(await repository.pageRequests.receive())
        #expect(request.call == "usersUpdates(after: nil, pageSize: 30)")
        #expect(request.trigger == .automatic)

        let users = Samples.users(1...3)
        request.send(.element(Samples.fresh(Samples.page(users))))
        request.send(.end)
        await task.value
        #expect(
            viewModel.state == ListState(phase: .content, items: users))
        #expect(viewModel.appear() == nil, "a loaded list does not load again")
        #expect(repository.calls == ["usersUpdates(after: nil, pageSize: 30)"])
    }

    @Test func anEmptyFirstPageIsEmpty() async {
        let viewModel = await loaded([], isLast: true)
        #expect(viewModel.state == ListState(phase: .empty, reachedEnd: true))
    }

    @Test func failureWithNothingToShowThenRetryShowsContent() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let first = try #require(await repository.pageRequests.receive())
        first.send(.failure(.offline))
        await task?.value
        let offline = ErrorPresentation(.offline, now: clock.now)
        #expect(viewModel.state == ListState(phase: .failed(offline)))
        #expect(offline.isRetryable)

        let retry = try #require(viewModel.retry())
        #expect(viewModel.state == ListState(phase: .loading))
        let second = try #require(await repository.pageRequests.receive())
        #expect(second.trigger == .retry, "a retry is marked so that remembered failures do not answer it")
        let users = Samples.users(1...2)
        second.send(.element(Samples.fresh(Samples.page(users))))
        second.send(.end)
        await retry.value
        #expect(viewModel.state == ListState(phase: .content, items: users))
    }

    @Test func aRateLimitFailureCarriesTheResetTime() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let reset = clock.now.addingTimeInterval(14 * 3_600 + 5 * 60)
        try #require(await repository.pageRequests.receive()).send(.failure(.rateLimited(until: reset)))
        await task?.value
        guard case .failed(let error) = viewModel.state.phase else {
            Issue.record("expected a failure, got \(viewModel.state.phase)")
            return
        }
        #expect(error.message == "rate limited; try again after 14:05 UTC")
    }

    @Test func staleCacheIsShownAtOnceThenUpdatedInPlace() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = try #require(await repository.pageRequests.receive())
        let cached = Samples.users(1...3)
        request.send(.element(Samples.stale(Samples.page(cached), age: 720)))
        await request.waitUntilAsked(2)
        #expect(
            viewModel.state
                == ListState(phase: .content, items: cached, notice: .refreshing))
        #expect(viewModel.state.notice?.text(now: clock.now) == "refreshing…")

        let refreshed = [GitHubUser(id: 1, login: "renamed")] + Samples.users(2...4)
        request.send(.element(Samples.fresh(Samples.page(refreshed))))
        request.send(.end)
        await task?.value
        #expect(
            viewModel.state
                == ListState(phase: .content, items: refreshed, notice: .updated))
        #expect(repository.calls.count == 1, "the refresh is the same request's second answer")
    }

    @Test func staleDataThatCouldNotBeRefreshedSaysWhyAndHowOld() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = try #require(await repository.pageRequests.receive())
        let cached = Samples.users(1...2)
        request.send(.element(Samples.stale(Samples.page(cached), age: 720)))
        request.send(.element(Samples.stale(Samples.page(cached), age: 720, reason: .offline)))
        request.send(.end)
        await task?.value
        let notice = FreshnessNotice.stale(reason: .offline, fetchedAt: Samples.start.addingTimeInterval(-720))
        #expect(
            viewModel.state == ListState(phase: .content, items: cached, notice: notice))
        #expect(notice.text(now: clock.now) == "offline · data from 12 min ago")
    }

    @Test func staleDataWithoutARefreshSettlesAsOffline() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = try #require(await repository.pageRequests.receive())
        let cached = Samples.users(1...2)
        request.send(.element(Samples.stale(Samples.page(cached), age: 60)))
        request.send(.end)
        await task?.value
        #expect(
            viewModel.state
                == ListState(
                    phase: .content, items: cached,
                    notice: .stale(reason: nil, fetchedAt: Samples.start.addingTimeInterval(-60))
                ))
    }

    @Test func refreshReplacesTheListOnSuccess() async throws {
        let viewModel = await loaded(Samples.users(1...3))
        let task = try #require(viewModel.refresh())
        #expect(
            viewModel.state
                == ListState(
                    phase: .content, items: Samples.users(1...3), notice: .refreshing))
        let request = try #require(await repository.pageRequests.receive())
        #expect(request.call == "users(after: nil, pageSize: 30)")
        #expect(request.trigger == .refresh)
        let newer = Samples.users(2...5)
        request.send(.element(Samples.fresh(Samples.page(newer))))
        await task.value
        #expect(
            viewModel.state == ListState(phase: .content, items: newer, notice: .updated))
    }

    @Test func refreshFailureKeepsTheListWithANotice() async throws {
        let users = Samples.users(1...3)
        let viewModel = await loaded(users)
        let task = viewModel.refresh()
        try #require(await repository.pageRequests.receive()).send(.failure(.timedOut(after: 30)))
        await task?.value
        let notice = FreshnessNotice.refreshFailed(ErrorPresentation(.timedOut(after: 30), now: clock.now))
        #expect(
            viewModel.state == ListState(phase: .content, items: users, notice: notice))
        #expect(notice.text(now: clock.now) == "could not refresh · the server did not answer within 30 s")

        let retry = try #require(viewModel.retry(), "a failed refresh can be retried")
        let request = try #require(await repository.pageRequests.receive())
        #expect(request.call == "users(after: nil, pageSize: 30)")
        #expect(request.trigger == .retry)
        request.send(.element(Samples.fresh(Samples.page(users))))
        await retry.value
        #expect(
            viewModel.state == ListState(phase: .content, items: users, notice: .updated))
    }

    @Test func filterMatchesLoginsWithoutARequest() async {
        let users = [
            GitHubUser(id: 1, login: "octocat"), GitHubUser(id: 2, login: "Octavia"), GitHubUser(id: 3, login: "bob"),
        ]
        let viewModel = await loaded(users)
        viewModel.filter("OCT")
        #expect(
            viewModel.state
                == ListState(
                    phase: .content, items: users, visibleItems: Array(users[0...1]), filter: "OCT"))
        viewModel.filter("")
        #expect(viewModel.state == ListState(phase: .content, items: users))
        #expect(repository.calls.count == 1)
    }

    @Test func selectTellsTheCoordinator() async {
        let users = Samples.users(1...2)
        let viewModel = await loaded(users)
        var selected: [GitHubUser] = []
        viewModel.onSelect = { selected.append($0) }
        viewModel.select(users[1])
        #expect(selected == [users[1]])
    }

    @Test func resultsAfterDisappearAreDropped() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = try #require(await repository.pageRequests.receive())
        viewModel.disappear()
        let afterDisappear = viewModel.state
        request.send(.element(Samples.fresh(Samples.page(Samples.users(1...3)))))
        request.send(.end)
        await task?.value
        #expect(viewModel.state == afterDisappear)
        #expect(viewModel.state == ListState(phase: .loading))
    }

    @Test func cancellingTheCallerOfTaskCancelsTheLoadAndAppearStartsAgain() async throws {
        let viewModel = makeViewModel()
        let caller = Task { await viewModel.task() }
        let request = try #require(await repository.pageRequests.receive())
        caller.cancel()
        await caller.value
        request.send(.element(Samples.fresh(Samples.page(Samples.users(1...3)))))
        #expect(viewModel.state == ListState(phase: .loading))

        let again = try #require(viewModel.appear(), "nothing runs any more, so the screen loads again")
        let second = try #require(await repository.pageRequests.receive())
        second.send(.element(Samples.fresh(Samples.page(Samples.users(1...3)))))
        second.send(.end)
        await again.value
        #expect(
            viewModel.state == ListState(phase: .content, items: Samples.users(1...3)))
    }

    @Test func aLoadMoreAfterDisappearIsDropped() async throws {
        let users = Samples.users(1...30)
        let viewModel = await loaded(users)
        let task = viewModel.loadMoreIfNeeded(currentItem: users[29])
        let request = try #require(await repository.pageRequests.receive())
        viewModel.disappear()
        let afterDisappear = viewModel.state
        #expect(afterDisappear == ListState(phase: .content, items: users))
        request.send(.failure(.offline))
        await task?.value
        #expect(viewModel.state == afterDisappear)
    }

    @Test func stateChangesOnlyOnTheMainActor() async throws {
        let viewModel = makeViewModel()
        let recorder = ChangeRecorder { _ = viewModel.state }
        let task = viewModel.appear()
        let request = try #require(await repository.pageRequests.receive())
        request.send(.element(Samples.stale(Samples.page(Samples.users(1...3)), age: 400)))
        request.send(.element(Samples.fresh(Samples.page(Samples.users(1...4)))))
        request.send(.end)
        await task?.value
        let changes = recorder.changesOnMainActor
        #expect(!changes.isEmpty)
        #expect(changes.allSatisfy { $0 })
    }
}
