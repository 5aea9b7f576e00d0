import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

/// A list or a detail shows GitHub's budget as its own loads report it: from the answer (`Provenance.rateLimit`)
/// or from the failure the server answered (`DomainError.rateLimit`), never by asking the status use case again;
/// only home, which has no answer of its own, asks it.
@MainActor
@Suite struct BudgetFromTheLoadTests {
    /// What the answers report.
    private let reported = RateLimitBudget(remaining: 41, limit: 60, resetAt: Samples.start.addingTimeInterval(600))
    /// What the status use case would tell: another budget, so that a screen showing it is caught.
    private let providers = FakeStatusProviders(budget: RateLimitBudget(remaining: 7, limit: 60))
    private let repository = ScriptedUsersRepository()

    /// The builder as the app makes it: the users' screens and home share one status use case.
    private var builder: AppBuilder {
        AppBuilder(
            features: [
                UsersBuilder(
                    listUsers: ListGitHubUsersUseCase(repository: repository),
                    getUser: GetGitHubUserUseCase(repository: repository), showsRateLimit: true, clock: TestClock())
            ],
            status: providers.useCase, clock: TestClock())
    }

    /// `value` as a fresh answer whose last response reported `budget`.
    private func answer<Value>(_ value: Value, reporting budget: RateLimitBudget?) -> Fetched<Value> {
        Samples.fresh(value).with(
            provenance: Provenance(
                repository: "CachedGitHubUsersRepository", endpoints: [], decision: .refetched, age: 0,
                requestCount: 1, rateLimit: budget))
    }

    /// The users list the builder makes, showing its first page, `users`, whose answer reported ``reported``.
    private func loadedList(_ users: [GitHubUser]) async throws -> UsersListViewModel {
        let list = try #require(builder.makeScreen(for: .users(since: nil))?.model(UsersListViewModel.self))
        let task = list.appear()
        let request = try #require(await repository.pageRequests.receive())
        request.send(.element(answer(Samples.page(users), reporting: reported)))
        request.send(.end)
        await task?.value
        return list
    }

    @Test func aListShowsTheBudgetItsAnswerCarriesWithoutAskingTheStatus() async throws {
        let list = try await loadedList(Samples.users(1...3))

        #expect(list.state.rateLimit == reported)
        #expect(providers.calls.isEmpty, "the load path asked the status: \(providers.calls)")
    }

    @Test func anAnswerFromTheDatabaseKeepsTheBudgetShown() async throws {
        let list = try await loadedList(Samples.users(1...30))

        let more = list.loadMoreIfNeeded(currentItem: list.state.items[25])
        let next = try #require(await repository.pageRequests.receive())
        next.send(.element(answer(Samples.page(Samples.users(31...40), isLast: true), reporting: nil)))
        next.send(.end)
        await more?.value

        #expect(list.state.items.count == 40)
        #expect(list.state.rateLimit == reported)
        #expect(providers.calls.isEmpty)
    }

    @Test func aFailedLoadShowsTheBudgetTheFailureCarries() async throws {
        let detail = try #require(builder.makeScreen(for: .user(login: "ghost"))?.model(UserDetailViewModel.self))
        let task = detail.appear()
        let request = try #require(await repository.userRequests.receive())
        request.send(.failure(.notFound(.gitHubUser(login: "ghost"), rateLimit: reported)))
        await task?.value

        guard case .failed = detail.state.phase else {
            Issue.record("expected a failure, got \(detail.state.phase)")
            return
        }
        #expect(detail.state.rateLimit == reported)
        #expect(providers.calls.isEmpty, "the load path asked the status: \(providers.calls)")
    }

    @Test func aFailureWithoutAnAnswerKeepsTheBudgetShown() async throws {
        let list = try await loadedList(Samples.users(1...3))

        let refresh = list.refresh()
        try #require(await repository.pageRequests.receive()).send(.failure(.offline))
        await refresh?.value

        #expect(list.state.notice == .refreshFailed(ErrorPresentation(.offline, now: Samples.start)))
        #expect(list.state.rateLimit == reported)
    }

    @Test func aScreenWhoseLoadGotNoAnswerShowsTheBudgetAnotherScreenReportedLast() async throws {
        let builder = self.builder
        let list = try #require(builder.makeScreen(for: .users(since: nil))?.model(UsersListViewModel.self))
        let listed = list.appear()
        let page = try #require(await repository.pageRequests.receive())
        page.send(.element(answer(Samples.page(Samples.users(1...3)), reporting: reported)))
        page.send(.end)
        await listed?.value

        let detail = try #require(builder.makeScreen(for: .user(login: "user1"))?.model(UserDetailViewModel.self))
        let opened = detail.appear()
        try #require(await repository.userRequests.receive()).send(.failure(.offline))
        await opened?.value

        #expect(detail.state.rateLimit == reported)
        #expect(providers.calls.isEmpty, "the load path asked the status: \(providers.calls)")
    }

    @Test func withoutShowingTheBudgetNoneIsShownWhateverTheAnswerCarries() async throws {
        let list = UsersListViewModel(listUsers: ListGitHubUsersUseCase(repository: repository), clock: TestClock())
        let task = list.appear()
        let request = try #require(await repository.pageRequests.receive())
        request.send(.element(answer(Samples.page(Samples.users(1...3)), reporting: reported)))
        request.send(.end)
        await task?.value

        #expect(list.state.items.count == 3)
        #expect(list.state.rateLimit == nil)
    }

    @Test func homeAsksTheStatusForTheBudget() async {
        let home = builder.makeHome()
        await home.task()
        #expect(home.state.rateLimit == RateLimitBudget(remaining: 7, limit: 60))
        #expect(providers.calls.contains("currentBudget(of: .core)"))
    }
}
