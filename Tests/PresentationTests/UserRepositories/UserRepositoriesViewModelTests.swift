import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

/// A repositories repository answering from a script, one answer per call, recording each call.
actor ScriptedUserRepositoriesRepository: UserRepositoriesRepository {
    private var answers: [Result<UserRepositoriesPage, DomainError>]
    /// The calls, in order: the values, the cursor, and why the load ran.
    private(set) var calls: [String] = []

    init(_ answers: [Result<UserRepositoriesPage, DomainError>]) {
        self.answers = answers
    }

    func userRepositories(login: GitHubLogin, cursor: Int?, context: LoadContext) async throws(DomainError) -> Fetched<
        UserRepositoriesPage
    > {
        calls.append(
            "userRepositories(\(login.rawValue) cursor: \(cursor.map { String($0) } ?? "nil") \(context.trigger))")
        guard !answers.isEmpty else { throw .offline }
        return Fetched(value: try answers.removeFirst().get(), freshness: .fresh, fetchedAt: nil)
    }
}

/// ``UserRepositoriesViewModel``'s states over a scripted repository: loading, loaded, empty, error and retry.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct UserRepositoriesViewModelTests {
    /// The fixture's first resources.
    static let items: [Repository] = [
        Repository(
            id: 1_296_269, archived: false, description: "My first repository on GitHub!", fork: false,
            forksCount: 1100, fullName: "octocat/Hello-World", htmlURL: "http://127.0.0.1/octocat/Hello-World",
            language: "Swift", name: "Hello-World", stargazersCount: 2500, updatedAt: "2026-11-30T10:00:00Z"),
        Repository(
            id: 1_300_192, archived: true, description: nil, fork: true, forksCount: 40, fullName: "octocat/linguist",
            htmlURL: "http://127.0.0.1/octocat/linguist", language: nil, name: "linguist", stargazersCount: 120,
            updatedAt: "2026-10-01T08:30:00Z"),
        Repository(
            id: 1_300_500, archived: false, description: "Notes, with an emoji 🐙", fork: false, forksCount: 0,
            fullName: "octocat/octo-notes", htmlURL: "http://127.0.0.1/octocat/octo-notes", language: "Markdown",
            name: "octo-notes", stargazersCount: 7, updatedAt: "2026-09-15T12:00:00Z"),
    ]

    private func makeViewModel(_ repository: ScriptedUserRepositoriesRepository, login: String = "octocat")
        -> UserRepositoriesViewModel
    {
        UserRepositoriesViewModel(
            login: login, useCase: ListUserRepositoriesUseCase(repository: repository), clock: TestClock())
    }

    @Test("UserRepositories: loading, then the fixture's resources")
    func userRepositoriesLoadingThenLoaded() async {
        let repository = ScriptedUserRepositoriesRepository([
            .success(UserRepositoriesPage(items: Self.items, next: nil))
        ])
        let viewModel = makeViewModel(repository)
        let task = viewModel.appear()
        #expect(viewModel.state == ListState(phase: .loading))
        await task?.value
        #expect(viewModel.state == ListState(phase: .content, items: Self.items, reachedEnd: true))
        #expect(await repository.calls == ["userRepositories(octocat cursor: nil automatic)"])
    }

    @Test("UserRepositories: an empty answer is the empty state")
    func userRepositoriesEmpty() async {
        let repository = ScriptedUserRepositoriesRepository([.success(UserRepositoriesPage(items: [], next: nil))])
        let viewModel = makeViewModel(repository)
        await viewModel.appear()?.value
        #expect(viewModel.state == ListState(phase: .empty, reachedEnd: true))
    }

    @Test("UserRepositories: a failure is the error state, and retry really asks again")
    func userRepositoriesErrorThenRetry() async throws {
        let repository = ScriptedUserRepositoriesRepository([
            .failure(.offline), .success(UserRepositoriesPage(items: Self.items, next: nil)),
        ])
        let viewModel = makeViewModel(repository)
        await viewModel.appear()?.value
        #expect(viewModel.state == ListState(phase: .failed(ErrorPresentation(.offline, now: nil))))
        let retry = try #require(viewModel.retry())
        await retry.value
        #expect(viewModel.state == ListState(phase: .content, items: Self.items, reachedEnd: true))
        #expect(
            await repository.calls == [
                "userRepositories(octocat cursor: nil automatic)", "userRepositories(octocat cursor: nil retry)",
            ])
    }

    @Test("UserRepositories: the next page is asked for with the cursor of the page before")
    func userRepositoriesNextPage() async throws {
        let repository = ScriptedUserRepositoriesRepository([
            .success(UserRepositoriesPage(items: Self.items, next: 2)),
            .success(UserRepositoriesPage(items: [], next: nil)),
        ])
        let viewModel = makeViewModel(repository)
        await viewModel.appear()?.value
        #expect(viewModel.state == ListState(phase: .content, items: Self.items))
        let last = try #require(Self.items.last)
        await viewModel.loadMoreIfNeeded(currentItem: last)?.value
        #expect(viewModel.state.items == Self.items)
        #expect(viewModel.state.reachedEnd)
        #expect(
            await repository.calls == [
                "userRepositories(octocat cursor: nil automatic)", "userRepositories(octocat cursor: 2 automatic)",
            ])
    }

    @Test("UserRepositories: the filter keeps the rows whose text contains it, ignoring case")
    func userRepositoriesFilter() async {
        let repository = ScriptedUserRepositoriesRepository([
            .success(UserRepositoriesPage(items: Self.items, next: nil))
        ])
        let viewModel = makeViewModel(repository)
        await viewModel.appear()?.value
        viewModel.filter("MY FIRST REPOSITORY ON GITHUB!")
        #expect(viewModel.state.visibleItems == [Self.items[0]])
        viewModel.filter("\u{1}no row has this\u{1}")
        #expect(viewModel.state.visibleItems.isEmpty)
        viewModel.filter("")
        #expect(viewModel.state.visibleItems == Self.items)
    }

    @Test("UserRepositories: a login that cannot be one fails as not found, asking nothing")
    func userRepositoriesInvalidLogin() async {
        let repository = ScriptedUserRepositoriesRepository([])
        let viewModel = makeViewModel(repository, login: "not a login")
        await viewModel.appear()?.value
        #expect(
            viewModel.state
                == ListState<Repository>(
                    phase: .failed(ErrorPresentation(.notFound(.gitHubUser(login: "not a login")), now: nil))))
        #expect(await repository.calls.isEmpty)
    }
}

/// ``UserRepositoriesRoute``: its deep link, its parent and its remembered form.
@Suite struct UserRepositoriesRouteTests {
    @Test("UserRepositories: the route reads its deep link, and is remembered and opened as itself")
    func userRepositoriesRoute() throws {
        let link = DeepLink(origin: .app, path: ["users", "octocat", "repos"])
        #expect(try UserRepositoriesRoute.route(for: link) == .userRepositories(login: "octocat"))
        #expect(
            try UserRepositoriesRoute.route(for: DeepLink(origin: .app, path: ["users", "octocat", "repos", "more"]))
                == nil)
        #expect(throws: DeepLinkError.self) {
            try UserRepositoriesRoute.route(for: DeepLink(origin: .app, path: ["users", "not a login", "repos"]))
        }
        let route = Route(UserRepositoriesRoute.userRepositories(login: "octocat"))
        #expect(route.parent == .user(login: "octocat"))
        #expect(Route(rememberedText: route.rememberedText, routes: [UserRepositoriesRoute.self]) == route)
    }
}
