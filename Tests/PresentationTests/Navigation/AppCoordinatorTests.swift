import AtomicCore
import Domain
import Presentation
import Testing

@MainActor
@Suite struct AppCoordinatorTests {
    private let router = RecordingRouter()
    private let users = ScriptedUsersRepository()
    private let posts = ScriptedPostsRepository()

    private func makeCoordinator() -> AppCoordinator {
        AppCoordinator(router: router, builder: AppBuilderFixture.make(users: users, posts: posts))
    }

    @Test func startShowsHome() {
        let coordinator = makeCoordinator()
        coordinator.start()
        #expect(router.stack == [.home])
        #expect(coordinator.routes == [.home])
        #expect(coordinator.children.isEmpty)
        guard coordinator.screen(for: .home)?.model(HomeViewModel.self) != nil else {
            Issue.record("home has no view model")
            return
        }
    }

    @Test func selectingAFeatureOpensItsList() {
        let coordinator = makeCoordinator()
        coordinator.start()
        guard let home = coordinator.screen(for: .home)?.model(HomeViewModel.self) else {
            Issue.record("home has no view model")
            return
        }
        home.select(.posts)
        #expect(router.stack == [.home, .posts])
        #expect(coordinator.children.count == 1)
    }

    @Test func selectingAUserPushesTheProfileAndBackPopsIt() {
        let coordinator = makeCoordinator()
        coordinator.open(.users(since: nil))
        guard let list = coordinator.screen(for: .users(since: nil))?.model(UsersListViewModel.self) else {
            Issue.record("the list has no view model")
            return
        }
        list.select(GitHubUser(id: 1, login: "octocat"))
        #expect(router.stack == [.home, .users(since: nil), .user(login: "octocat")])
        guard let detail = coordinator.screen(for: .user(login: "octocat"))?.model(UserDetailViewModel.self) else {
            Issue.record("the profile has no view model")
            return
        }
        #expect(detail.login == "octocat")

        coordinator.back()
        #expect(router.stack == [.home, .users(since: nil)])
        #expect(coordinator.screen(for: .user(login: "octocat")) == nil)
        #expect(coordinator.children.count == 1)
    }

    @Test func selectingAPostPushesItAndBackPopsIt() {
        let coordinator = makeCoordinator()
        coordinator.open(.posts)
        guard let list = coordinator.screen(for: .posts)?.model(PostsListViewModel.self) else {
            Issue.record("the feed has no view model")
            return
        }
        list.select(PostSummary(post: Post(id: 3, userId: 1, title: "t", body: "b"), authorName: nil, commentCount: 0))
        #expect(router.stack == [.home, .posts, .post(id: 3)])
        coordinator.back()
        #expect(router.stack == [.home, .posts])
    }

    @Test func backReleasesTheFinishedChildAndItsViewModels() {
        let coordinator = makeCoordinator()
        coordinator.open(.user(login: "octocat"))
        weak let child = coordinator.children.first
        weak let list = coordinator.screen(for: .users(since: nil))?.viewModel
        weak let detail = coordinator.screen(for: .user(login: "octocat"))?.viewModel
        #expect(child != nil && list != nil && detail != nil)

        coordinator.back()
        #expect(detail == nil, "the profile's view model is released when it is popped")
        #expect(list != nil)

        coordinator.back()
        #expect(router.stack == [.home])
        #expect(coordinator.children.isEmpty)
        #expect(child == nil, "the finished child coordinator is released")
        #expect(list == nil, "its list view model goes with it")

        coordinator.back()
        #expect(router.stack == [.home], "back on home does nothing")
    }

    @Test(
        "a deep link builds the stack it needs",
        arguments: [
            (Route.home, [Route.home]), (.users(since: 5), [.home, .users(since: 5)]),
            (.user(login: "octocat"), [.home, .users(since: nil), .user(login: "octocat")]),
            (.posts, [.home, .posts]), (.post(id: 3), [.home, .posts, .post(id: 3)]),
        ]
    )
    func deepLinkStacks(route: Route, expected: [Route]) {
        let coordinator = makeCoordinator()
        coordinator.open(route)
        #expect(router.stack == expected)
        #expect(coordinator.routes == expected)
        #expect(coordinator.screen(for: route) != nil)
    }

    @Test func aSecondDeepLinkReplacesTheFirstFlow() throws {
        let coordinator = makeCoordinator()
        coordinator.open(.user(login: "octocat"))
        weak let firstFlow = coordinator.children.first
        coordinator.open(try DeepLinkParser(routes: AppBuilderFixture.routeTypes).route(for: "atomic://posts/3"))
        #expect(router.stack == [.home, .posts, .post(id: 3)])
        #expect(coordinator.children.count == 1)
        #expect(firstFlow == nil)
        #expect(
            router.calls == [
                "push(home)", "push(users(since: nil))", "push(user(login: \"octocat\"))", "popToRoot()",
                "push(posts)", "push(post(id: 3))",
            ])
    }
}
