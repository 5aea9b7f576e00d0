import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

/// The users screens word authentication and rate-limit failures for the token the run actually has, as the
/// commands' `error:` lines do.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct UsersTokenWordingTests {
    private let repository = ScriptedUsersRepository()
    private let clock = TestClock()

    private func builder(token: TokenSource) -> UsersBuilder {
        UsersBuilder(
            listUsers: ListGitHubUsersUseCase(repository: repository),
            getUser: GetGitHubUserUseCase(repository: repository), clock: clock, token: token)
    }

    private func failure(of viewModel: UsersListViewModel) -> ErrorPresentation? {
        guard case .failed(let error) = viewModel.state.phase else { return nil }
        return error
    }

    @Test func aRefusedTokenIsNamedByItsVariableInTheList() async throws {
        let inUse = TokenSource(candidates: ["GH_TOKEN", "GITHUB_TOKEN"], variable: "GITHUB_TOKEN")
        let viewModel = builder(token: inUse).makeList(since: nil)
        let task = viewModel.appear()
        try #require(await repository.pageRequests.receive())
            .send(.failure(.unauthorized(tokenSent: true, message: nil)))
        await task?.value
        let error = try #require(failure(of: viewModel), "\(viewModel.state.phase)")
        #expect(error.message == "the token in GITHUB_TOKEN was refused")
    }

    @Test func aRateLimitOnAProfileNamesTheTokenInUseOrTheVariablesToSet() async throws {
        let reset = clock.now.addingTimeInterval(3_600)
        let enterprise = TokenSource(
            candidates: ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"], variable: "GH_ENTERPRISE_TOKEN")
        for (token, advice) in [
            (enterprise, "The token in GH_ENTERPRISE_TOKEN is in use; wait for the limit to reset."),
            (.gitHubUnset, "Set GH_TOKEN or GITHUB_TOKEN for a larger allowance."),
        ] as [(TokenSource, String)] {
            let viewModel = builder(token: token).makeDetail(login: "octocat")
            let task = viewModel.appear()
            try #require(await repository.userRequests.receive()).send(.failure(.rateLimited(until: reset)))
            await task?.value
            guard case .failed(let error) = viewModel.state.phase else {
                Issue.record("expected a failure, got \(viewModel.state.phase)")
                continue
            }
            #expect(error.recoverySuggestion == advice)
        }
    }
}
