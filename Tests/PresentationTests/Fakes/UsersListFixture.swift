import AtomicCore
import Domain
import Presentation

/// A users list view model over a scripted repository and a test clock, showing the budget its answers report.
@MainActor
struct UsersListFixture {
    let repository = ScriptedUsersRepository()
    let clock = TestClock()

    /// A view model that has loaded nothing yet.
    func makeViewModel(threshold: Int = 10) -> UsersListViewModel {
        UsersListViewModel(
            listUsers: ListGitHubUsersUseCase(repository: repository), showsRateLimit: true, pageSize: 30,
            prefetchThreshold: threshold, clock: clock)
    }

    /// A view model showing the first page of `users` (fresh).
    func loaded(_ users: [GitHubUser], isLast: Bool = false, threshold: Int = 10) async -> UsersListViewModel {
        let viewModel = makeViewModel(threshold: threshold)
        let task = viewModel.appear()
        let request = await repository.pageRequests.receive()
        request?.send(.element(Samples.fresh(Samples.page(users, isLast: isLast))))
        request?.send(.end)
        await task?.value
        return viewModel
    }
}
