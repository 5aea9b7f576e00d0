import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

/// A search users repository answering from a script, one answer per call, recording each call.
actor ScriptedSearchUsersRepository: SearchUsersRepository {
    private var answers: [Result<SearchUsersPage, DomainError>]
    /// The calls, in order: the values, the cursor, and why the load ran.
    private(set) var calls: [String] = []

    init(_ answers: [Result<SearchUsersPage, DomainError>]) {
        self.answers = answers
    }

    func searchUsers(query: String, cursor: Int?, context: LoadContext) async throws(DomainError) -> Fetched<
        SearchUsersPage
    > {
        calls.append("searchUsers(\(query) cursor: \(cursor.map { String($0) } ?? "nil") \(context.trigger))")
        guard !answers.isEmpty else { throw .offline }
        return Fetched(value: try answers.removeFirst().get(), freshness: .fresh, fetchedAt: nil)
    }
}

/// ``SearchUsersViewModel``'s states over a scripted repository: loading, loaded, empty, error and retry.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct SearchUsersViewModelTests {
    /// The fixture's first resources.
    static let items: [FoundUser] = [
        FoundUser(
            id: 101, avatarURL: "http://127.0.0.1/u/101?v=4", htmlURL: "http://127.0.0.1/ada-lovelace",
            login: "ada-lovelace", siteAdmin: false, type: "User"),
        FoundUser(
            id: 102, avatarURL: "http://127.0.0.1/u/102?v=4", htmlURL: "http://127.0.0.1/grace-hopper",
            login: "grace-hopper", siteAdmin: false, type: "User"),
        FoundUser(
            id: 103, avatarURL: "http://127.0.0.1/u/103?v=4", htmlURL: "http://127.0.0.1/alan-turing",
            login: "alan-turing", siteAdmin: false, type: "User"),
    ]

    private func makeViewModel(_ repository: ScriptedSearchUsersRepository) -> SearchUsersViewModel {
        SearchUsersViewModel(
            query: "sample", useCase: ListSearchUsersUseCase(repository: repository), clock: TestClock())
    }

    @Test("SearchUsers: loading, then the fixture's resources")
    func searchUsersLoadingThenLoaded() async {
        let repository = ScriptedSearchUsersRepository([.success(SearchUsersPage(items: Self.items, next: nil))])
        let viewModel = makeViewModel(repository)
        let task = viewModel.appear()
        #expect(viewModel.state == ListState(phase: .loading))
        await task?.value
        #expect(viewModel.state == ListState(phase: .content, items: Self.items, reachedEnd: true, totalCount: 0))
        #expect(await repository.calls == ["searchUsers(sample cursor: nil automatic)"])
    }

    @Test("SearchUsers: an empty answer is the empty state")
    func searchUsersEmpty() async {
        let repository = ScriptedSearchUsersRepository([.success(SearchUsersPage(items: [], next: nil))])
        let viewModel = makeViewModel(repository)
        await viewModel.appear()?.value
        #expect(viewModel.state == ListState(phase: .empty, reachedEnd: true, totalCount: 0))
    }

    @Test("SearchUsers: a failure is the error state, and retry really asks again")
    func searchUsersErrorThenRetry() async throws {
        let repository = ScriptedSearchUsersRepository([
            .failure(.offline), .success(SearchUsersPage(items: Self.items, next: nil)),
        ])
        let viewModel = makeViewModel(repository)
        await viewModel.appear()?.value
        #expect(viewModel.state == ListState(phase: .failed(ErrorPresentation(.offline, now: nil))))
        let retry = try #require(viewModel.retry())
        await retry.value
        #expect(viewModel.state == ListState(phase: .content, items: Self.items, reachedEnd: true, totalCount: 0))
        #expect(
            await repository.calls == [
                "searchUsers(sample cursor: nil automatic)", "searchUsers(sample cursor: nil retry)",
            ])
    }

    @Test("SearchUsers: the next page is asked for with the cursor of the page before")
    func searchUsersNextPage() async throws {
        let repository = ScriptedSearchUsersRepository([
            .success(SearchUsersPage(items: Self.items, next: 2)), .success(SearchUsersPage(items: [], next: nil)),
        ])
        let viewModel = makeViewModel(repository)
        await viewModel.appear()?.value
        #expect(viewModel.state == ListState(phase: .content, items: Self.items, totalCount: 0))
        let last = try #require(Self.items.last)
        await viewModel.loadMoreIfNeeded(currentItem: last)?.value
        #expect(viewModel.state.items == Self.items)
        #expect(viewModel.state.reachedEnd)
        #expect(
            await repository.calls == [
                "searchUsers(sample cursor: nil automatic)", "searchUsers(sample cursor: 2 automatic)",
            ])
    }

    @Test("SearchUsers: the filter keeps the rows whose text contains it, ignoring case")
    func searchUsersFilter() async {
        let repository = ScriptedSearchUsersRepository([.success(SearchUsersPage(items: Self.items, next: nil))])
        let viewModel = makeViewModel(repository)
        await viewModel.appear()?.value
        viewModel.filter("ADA-LOVELACE")
        #expect(viewModel.state.visibleItems == [Self.items[0]])
        viewModel.filter("\u{1}no row has this\u{1}")
        #expect(viewModel.state.visibleItems.isEmpty)
        viewModel.filter("")
        #expect(viewModel.state.visibleItems == Self.items)
    }
}

/// ``SearchUsersRoute``: its deep link, its parent and its remembered form.
@Suite struct SearchUsersRouteTests {
    @Test("SearchUsers: GitHub's search page is the search, its + a space; its other pages are no profiles")
    func gitHubsSearchPage() throws {
        let parser = DeepLinkParser(routes: [GitHubUsersRoute.self, SearchUsersRoute.self])
        #expect(
            try parser.route(for: "https://github.com/search?q=a+b%2Bc++type%3Auser&type=Users")
                == .searchUsers(query: "a b+c type:user"))
        #expect(try parser.route(for: "atomic://search/users?q=%20x%20%20y") == .searchUsers(query: "x y"))
        for link in [
            "https://github.com/search?q=x&type=repositories", "https://github.com/search",
            "https://github.com/settings", "atomic://search/users?q=%20%20",
        ] {
            #expect(throws: DeepLinkError.self, "\(link)") { try parser.route(for: link) }
        }
    }

    @Test("SearchUsers: a page cut short or ending at GitHub's limit says so")
    func remarks() {
        let pages = SearchUsersPages(
            useCase: ListSearchUsersUseCase(repository: ScriptedSearchUsersRepository([])), query: "x")
        let cut = pages.page(of: SearchUsersPage(items: [], next: 2, incompleteResults: true, totalCount: 12_345))
        #expect(cut.remarks == [GitHubSearchText.incomplete] && cut.totalCount == 12_345)
        let last = pages.page(of: SearchUsersPage(items: [], next: nil, incompleteResults: false, totalCount: 12_345))
        #expect(last.remarks == ["GitHub shows the first 1,000 of 12,345 results; narrow the query for the others"])
        let all = pages.page(of: SearchUsersPage(items: [], next: nil, incompleteResults: false, totalCount: 1_000))
        #expect(all.remarks.isEmpty)
    }

    @Test("SearchUsers: the route reads its deep link, and is remembered and opened as itself")
    func searchUsersRoute() throws {
        let link = DeepLink(
            origin: .app, path: ["search", "users"], queryItems: [URLQueryItem(name: "q", value: "sample")])
        #expect(try SearchUsersRoute.route(for: link) == .searchUsers(query: "sample"))
        #expect(
            try SearchUsersRoute.route(
                for: DeepLink(
                    origin: .app, path: ["search", "users", "more"],
                    queryItems: [URLQueryItem(name: "q", value: "sample")])) == nil)
        let route = Route(SearchUsersRoute.searchUsers(query: "sample"))
        #expect(route.parent == .users(since: nil))
        #expect(Route(rememberedText: route.rememberedText, routes: [SearchUsersRoute.self]) == route)
    }
}
