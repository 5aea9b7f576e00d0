import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

/// A relations repository answering from a script, one answer per call, recording each call.
actor ScriptedUserRelationsRepository: UserRelationsRepository {
    private var answers: [Result<UserRelationsPage, DomainError>]
    /// The calls, in order: the values, the cursor, and why the load ran.
    private(set) var calls: [String] = []

    init(_ answers: [Result<UserRelationsPage, DomainError>]) {
        self.answers = answers
    }

    func userRelations(login: GitHubLogin, relation: UserRelation, cursor: Int?, context: LoadContext)
        async throws(DomainError) -> Fetched<UserRelationsPage>
    {
        calls.append(
            "userRelations(\(login.rawValue)/\(relation) cursor: \(cursor.map { String($0) } ?? "nil") \(context.trigger))"
        )
        guard !answers.isEmpty else { throw .offline }
        return Fetched(value: try answers.removeFirst().get(), freshness: .fresh, fetchedAt: nil)
    }
}

/// ``UserRelationsViewModel``'s states over a scripted repository: loading, loaded, empty, error and retry.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct UserRelationsViewModelTests {
    /// The fixture's first resources.
    static let items: [RelatedUser] = [
        RelatedUser(
            id: 101, avatarURL: "http://127.0.0.1/u/101?v=4", htmlURL: "http://127.0.0.1/ada-lovelace",
            login: "ada-lovelace", siteAdmin: false, type: "User"),
        RelatedUser(
            id: 102, avatarURL: "http://127.0.0.1/u/102?v=4", htmlURL: "http://127.0.0.1/grace-hopper",
            login: "grace-hopper", siteAdmin: false, type: "User"),
        RelatedUser(
            id: 103, avatarURL: "http://127.0.0.1/u/103?v=4", htmlURL: "http://127.0.0.1/alan-turing",
            login: "alan-turing", siteAdmin: false, type: "User"),
    ]

    private func makeViewModel(_ repository: ScriptedUserRelationsRepository, login: String = "octocat")
        -> UserRelationsViewModel
    {
        UserRelationsViewModel(
            login: login, relation: .followers, useCase: ListUserRelationsUseCase(repository: repository),
            clock: TestClock())
    }

    @Test("UserRelations: loading, then the fixture's resources")
    func userRelationsLoadingThenLoaded() async {
        let repository = ScriptedUserRelationsRepository([.success(UserRelationsPage(items: Self.items, next: nil))])
        let viewModel = makeViewModel(repository)
        let task = viewModel.appear()
        #expect(viewModel.state == ListState(phase: .loading))
        await task?.value
        #expect(viewModel.state == ListState(phase: .content, items: Self.items, reachedEnd: true))
        #expect(await repository.calls == ["userRelations(octocat/followers cursor: nil automatic)"])
    }

    @Test("UserRelations: an empty answer is the empty state")
    func userRelationsEmpty() async {
        let repository = ScriptedUserRelationsRepository([.success(UserRelationsPage(items: [], next: nil))])
        let viewModel = makeViewModel(repository)
        await viewModel.appear()?.value
        #expect(viewModel.state == ListState(phase: .empty, reachedEnd: true))
    }

    @Test("UserRelations: a failure is the error state, and retry really asks again")
    func userRelationsErrorThenRetry() async throws {
        let repository = ScriptedUserRelationsRepository([
            .failure(.offline), .success(UserRelationsPage(items: Self.items, next: nil)),
        ])
        let viewModel = makeViewModel(repository)
        await viewModel.appear()?.value
        #expect(viewModel.state == ListState(phase: .failed(ErrorPresentation(.offline, now: nil))))
        let retry = try #require(viewModel.retry())
        await retry.value
        #expect(viewModel.state == ListState(phase: .content, items: Self.items, reachedEnd: true))
        #expect(
            await repository.calls == [
                "userRelations(octocat/followers cursor: nil automatic)",
                "userRelations(octocat/followers cursor: nil retry)",
            ])
    }

    @Test("UserRelations: the next page is asked for with the cursor of the page before")
    func userRelationsNextPage() async throws {
        let repository = ScriptedUserRelationsRepository([
            .success(UserRelationsPage(items: Self.items, next: 2)), .success(UserRelationsPage(items: [], next: nil)),
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
                "userRelations(octocat/followers cursor: nil automatic)",
                "userRelations(octocat/followers cursor: 2 automatic)",
            ])
    }

    @Test("UserRelations: the filter keeps the rows whose text contains it, ignoring case")
    func userRelationsFilter() async {
        let repository = ScriptedUserRelationsRepository([.success(UserRelationsPage(items: Self.items, next: nil))])
        let viewModel = makeViewModel(repository)
        await viewModel.appear()?.value
        viewModel.filter("ADA-LOVELACE")
        #expect(viewModel.state.visibleItems == [Self.items[0]])
        viewModel.filter("\u{1}no row has this\u{1}")
        #expect(viewModel.state.visibleItems.isEmpty)
        viewModel.filter("")
        #expect(viewModel.state.visibleItems == Self.items)
    }

    @Test("UserRelations: a login that cannot be one fails as not found, asking nothing")
    func userRelationsInvalidLogin() async {
        let repository = ScriptedUserRelationsRepository([])
        let viewModel = makeViewModel(repository, login: "not a login")
        await viewModel.appear()?.value
        #expect(
            viewModel.state
                == ListState<RelatedUser>(
                    phase: .failed(
                        ErrorPresentation(
                            .notFound(.gitHubUser(login: "not a login")), now: nil))))
        #expect(await repository.calls.isEmpty)
    }
}

/// ``UserRelationsRoute``: its deep link, its parent and its remembered form.
@Suite struct UserRelationsRouteTests {
    @Test("UserRelations: GitHub's profile tabs open their screens; a tab without one opens the profile")
    func gitHubTabs() throws {
        let parser = DeepLinkParser(routes: [
            GitHubUsersRoute.self, UserRelationsRoute.self, UserRepositoriesRoute.self,
        ])
        #expect(
            try parser.route(for: "https://github.com/octocat?tab=repositories")
                == Route(UserRepositoriesRoute.userRepositories(login: "octocat")))
        #expect(
            try parser.route(for: "https://github.com/octocat?tab=followers")
                == .userRelations(login: "octocat", relation: .followers))
        #expect(
            try parser.route(for: "atomic://users/octocat/following")
                == .userRelations(login: "octocat", relation: .following))
        for text in [
            "https://github.com/octocat", "https://github.com/octocat?tab=overview",
            "https://github.com/octocat?tab=stars",
        ] {
            #expect(try parser.route(for: text) == .user(login: "octocat"), "\(text)")
        }
        #expect(throws: DeepLinkError.self) { try parser.route(for: "https://github.com/a/b/c?tab=followers") }
    }

    @Test("UserRelations: the route reads its deep link, and is remembered and opened as itself")
    func userRelationsRoute() throws {
        for relation in UserRelation.allCases {
            let link = DeepLink(origin: .app, path: ["users", "octocat", relation.rawValue])
            #expect(try UserRelationsRoute.route(for: link) == .userRelations(login: "octocat", relation: relation))
            let web = DeepLink(
                origin: .gitHubWeb, path: ["octocat"], queryItems: [URLQueryItem(name: "tab", value: relation.rawValue)]
            )
            #expect(try UserRelationsRoute.route(for: web) == .userRelations(login: "octocat", relation: relation))
        }
        // Another path under a user is another feature's; a profile without a tab of these is the profile's.
        #expect(try UserRelationsRoute.route(for: DeepLink(origin: .app, path: ["users", "octocat", "repos"])) == nil)
        #expect(try UserRelationsRoute.route(for: DeepLink(origin: .gitHubWeb, path: ["octocat"])) == nil)
        #expect(
            try UserRelationsRoute.route(for: DeepLink(origin: .app, path: ["users", "octocat", "followers", "more"]))
                == nil)
        #expect(throws: DeepLinkError.self) {
            try UserRelationsRoute.route(for: DeepLink(origin: .app, path: ["users", "not a login", "followers"]))
        }
        let route = Route(UserRelationsRoute.userRelations(login: "octocat", relation: .followers))
        #expect(route.parent == .user(login: "octocat"))
        #expect(Route(rememberedText: route.rememberedText, routes: [UserRelationsRoute.self]) == route)
    }
}
