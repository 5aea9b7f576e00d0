import Domain
import Presentation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3))) struct AppBuilderTests {
    private let users = ScriptedUsersRepository()
    private let posts = ScriptedPostsRepository()

    /// The case of `screen` and the identity its view model carries, as text.
    private func describe(_ screen: Screen?) -> String {
        switch screen?.viewModel {
        case is HomeViewModel: "home"
        case let model as UsersListViewModel: "usersList(threshold: \(model.prefetchThreshold))"
        case let model as UserDetailViewModel: "userDetail(\(model.login))"
        case is PostsListViewModel: "postsList"
        case let model as PostDetailViewModel: "postDetail(\(model.id))"
        default: "none"
        }
    }

    @Test func everyRouteHasAViewModelThatLoadsNothingUntilAsked() {
        let builder = AppBuilderFixture.make(users: users, posts: posts)
        let routes: [Route] = [.home, .users(since: 9), .user(login: "octocat"), .posts, .post(id: 3)]
        #expect(
            routes.map { describe(builder.makeScreen(for: $0)) } == [
                "home", "usersList(threshold: 10)", "userDetail(octocat)", "postsList", "postDetail(3)",
            ])
        #expect(users.calls == [] && posts.calls == [])
    }

    @Test func theUsersListStartsAfterTheRoutesCursor() async throws {
        let builder = AppBuilderFixture.make(users: users, posts: posts)
        guard let list = builder.makeScreen(for: .users(since: 9))?.model(UsersListViewModel.self) else {
            Issue.record("not a users list")
            return
        }
        let task = list.appear()
        let request = try #require(await users.pageRequests.receive())
        #expect(request.call == "usersUpdates(after: 9, pageSize: 30)")
        request.send(.element(Samples.fresh(Samples.page(Samples.users(10...11)))))
        request.send(.end)
        await task?.value
        #expect(list.state.items.map(\.id) == [10, 11])
    }
}
