import Presentation
import Testing

@MainActor
@Suite struct RouteStackTests {
    @Test func pushPopAndPopToRootKeepTheRoot() {
        let routes = RouteStack()
        #expect(routes.stack == [] && routes.top == nil)
        routes.push(.home)
        routes.push(.users(since: nil))
        routes.push(.user(login: "octocat"))
        #expect(routes.stack == [.home, .users(since: nil), .user(login: "octocat")])
        #expect(routes.top == .user(login: "octocat"))
        routes.pop()
        #expect(routes.stack == [.home, .users(since: nil)])
        routes.popToRoot()
        #expect(routes.stack == [.home])
        routes.pop()
        #expect(routes.stack == [.home], "the root stays")
    }

    @Test func aPresentedRouteIsOnTopUntilDismissed() {
        let routes = RouteStack()
        routes.push(.home)
        routes.present(.post(id: 3))
        #expect(routes.stack == [.home] && routes.presented == .post(id: 3) && routes.top == .post(id: 3))
        routes.dismiss()
        #expect(routes.stack == [.home] && routes.presented == nil && routes.top == .home)
    }

    @Test func theAppCoordinatorDrivesIt() {
        let routes = RouteStack()
        let coordinator = AppCoordinator(router: routes, builder: AppBuilderFixture.make())
        coordinator.open(.post(id: 3))
        #expect(routes.stack == [.home, .posts, .post(id: 3)])
        coordinator.back()
        coordinator.back()
        #expect(routes.stack == [.home])
    }
}
