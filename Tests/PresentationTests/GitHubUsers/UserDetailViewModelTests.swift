import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3))) struct UserDetailViewModelTests {
    private let repository = ScriptedUsersRepository()
    private let clock = TestClock()
    private let octocat = GitHubUserDetail(id: 1, login: "octocat", name: "The Octocat", followers: 9_000)

    private func makeViewModel(login: String = "octocat") -> UserDetailViewModel {
        UserDetailViewModel(
            login: login, getUser: GetGitHubUserUseCase(repository: repository), showsRateLimit: true,
            clock: clock)
    }

    @Test func loadingThenContent() async throws {
        let viewModel = makeViewModel()
        #expect(viewModel.state == DetailState(phase: .loading))
        let task = viewModel.appear()
        #expect(viewModel.state == DetailState(phase: .loading))
        let request = try #require(await repository.userRequests.receive())
        #expect(request.call == "userUpdates(login: octocat)")
        request.send(.element(Samples.fresh(octocat)))
        request.send(.end)
        await task?.value
        #expect(viewModel.state == DetailState(phase: .content, value: octocat))
    }

    @Test func notFoundIsAFailureThatRetryCannotFix() async throws {
        let viewModel = makeViewModel(login: "ghost")
        let task = viewModel.appear()
        try #require(await repository.userRequests.receive()).send(.failure(.notFound(.gitHubUser(login: "ghost"))))
        await task?.value
        let error = ErrorPresentation(.notFound(.gitHubUser(login: "ghost")), now: clock.now)
        #expect(viewModel.state == DetailState(phase: .failed(error)))
        #expect(error.message == "no GitHub user named \"ghost\"")
        #expect(!error.isRetryable)
    }

    @Test func anImpossibleLoginFailsWithoutARequest() async {
        let viewModel = makeViewModel(login: "a/b")
        await viewModel.task()
        #expect(
            viewModel.state
                == DetailState(
                    phase: .failed(ErrorPresentation(.notFound(.gitHubUser(login: "a/b")), now: clock.now))))
        #expect(repository.calls == [])
    }

    @Test func rateLimitedCarriesTheResetTimeAndRetryAsksAgain() async throws {
        let viewModel = makeViewModel()
        let reset = clock.now.addingTimeInterval(14 * 3_600 + 5 * 60)
        let task = viewModel.appear()
        try #require(await repository.userRequests.receive()).send(.failure(.rateLimited(until: reset)))
        await task?.value
        let error = ErrorPresentation(.rateLimited(until: reset), now: clock.now)
        #expect(viewModel.state == DetailState(phase: .failed(error)))
        #expect(error.message == "rate limited; try again after 14:05 UTC")

        let retry = try #require(viewModel.retry())
        #expect(viewModel.state == DetailState(phase: .loading))
        let request = try #require(await repository.userRequests.receive())
        #expect(request.trigger == .retry)
        request.send(.element(Samples.fresh(octocat)))
        request.send(.end)
        await retry.value
        #expect(viewModel.state == DetailState(phase: .content, value: octocat))
    }

    @Test func offlineWithACacheShowsTheCachedProfileAndItsAge() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = try #require(await repository.userRequests.receive())
        request.send(.element(Samples.stale(octocat, age: 720)))
        await request.waitUntilAsked(2)
        #expect(
            viewModel.state
                == DetailState(phase: .content, value: octocat, notice: .refreshing))
        request.send(.element(Samples.stale(octocat, age: 720, reason: .offline)))
        request.send(.end)
        await task?.value
        let notice = FreshnessNotice.stale(reason: .offline, fetchedAt: Samples.start.addingTimeInterval(-720))
        #expect(
            viewModel.state == DetailState(phase: .content, value: octocat, notice: notice))
        #expect(notice.text(now: clock.now) == "offline · data from 12 min ago")
    }

    @Test func refreshKeepsTheProfileWhenItFails() async throws {
        let viewModel = makeViewModel()
        let first = viewModel.appear()
        let load = try #require(await repository.userRequests.receive())
        load.send(.element(Samples.fresh(octocat)))
        load.send(.end)
        await first?.value

        let task = try #require(viewModel.refresh())
        #expect(
            viewModel.state
                == DetailState(phase: .content, value: octocat, notice: .refreshing))
        let request = try #require(await repository.userRequests.receive())
        #expect(request.call == "user(login: octocat)")
        #expect(request.trigger == .refresh)
        request.send(.failure(.connectionLost))
        await task.value
        let notice = FreshnessNotice.refreshFailed(ErrorPresentation(.connectionLost, now: clock.now))
        #expect(
            viewModel.state == DetailState(phase: .content, value: octocat, notice: notice))

        let retry = try #require(viewModel.retry(), "a failed refresh can be retried")
        let again = try #require(await repository.userRequests.receive())
        #expect(again.trigger == .retry)
        let renamed = GitHubUserDetail(id: 1, login: "octocat", name: "Mona")
        again.send(.element(Samples.fresh(renamed)))
        await retry.value
        #expect(
            viewModel.state
                == DetailState(phase: .content, value: renamed, notice: .updated))
    }

    @Test func resultsAfterDisappearAreDropped() async throws {
        let viewModel = makeViewModel()
        let task = viewModel.appear()
        let request = try #require(await repository.userRequests.receive())
        viewModel.disappear()
        request.send(.element(Samples.fresh(octocat)))
        request.send(.end)
        await task?.value
        #expect(viewModel.state == DetailState(phase: .loading))
    }
}
