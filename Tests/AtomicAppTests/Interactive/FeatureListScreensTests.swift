import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

@testable import AtomicApp

/// Every feature with screens declares the same route type in its assembly (for links read before any service
/// exists) as its builder does, every route reads back as itself, and every screen has a terminal view.
@MainActor
@Suite struct FeatureListScreensTests {
    private let services = AppServices(
        gitHubUsers: GitHubUsersServices(repository: PagedUsersRepository(count: 1)),
        posts: PostsServices(repository: ShellFixture.posts), cache: FakeCacheAdministration())

    @Test func eachAssemblysRouteTypeIsItsBuilders() {
        let context = ScreenContext(
            status: GetFeatureStatusUseCase(cache: NothingKnown(), budget: NothingKnown()), clock: SystemClock())
        var checked = 0
        for feature in FeatureList.all {
            guard let builder = feature.screens(services: services, context: context) else { continue }
            #expect(feature.routeType == builder.routeType, "\(feature)")
            checked += 1
        }
        // Features whose repository these services lack (none is registered) make no builder and are not checked.
        #expect(checked >= 2)
    }

    @Test func everyRouteIsReadBackAsItself() {
        let routes: [Route] = [
            .home, .users(since: nil), .users(since: 3), .user(login: "octocat"), .posts, .post(id: 1),
        ]
        for route in routes {
            #expect(Route(rememberedText: route.rememberedText, routes: FeatureList.routeTypes) == route)
        }
    }

    @Test func eachScreenOfTheDefaultStackHasATerminalView() {
        let shell = AppShell(builder: .interactive(services: services), route: .user(login: "user1"))
        for route in shell.routes.stack {
            let screen = shell.coordinator.screen(for: route)
            #expect(screen != nil, "\(route)")
            if let screen, screen.model(HomeViewModel.self) == nil {
                #expect(FeatureList.shellScreen(for: screen, context: ShellContext(links: ShellLinks())) != nil)
            }
        }
    }
}
