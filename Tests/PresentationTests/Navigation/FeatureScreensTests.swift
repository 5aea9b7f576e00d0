import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

/// A feature adds screens through its own route type and builder, and nothing in Navigation changes: its deep
/// links, its home row, its stack and the route it adds to another feature's screen all come from them.
@MainActor
@Suite struct FeatureScreensTests {
    /// A third feature's route: a user's notes, above the user's profile (`atomic://users/LOGIN/notes`).
    enum NotesRoute: FeatureRoute {
        case notes(login: String)

        var parent: Route? {
            switch self {
            case .notes(let login): .user(login: login)
            }
        }
        var title: String { "Notes" }
        var words: String { "notes" }

        static func route(for link: DeepLink) throws(DeepLinkError) -> NotesRoute? {
            guard link.origin == .app, link.path.count == 3, link.path[0] == "users", link.path[2] == "notes" else {
                return nil
            }
            return .notes(login: link.path[1])
        }
    }

    /// The notes screen's view model: it only records that its work was cancelled.
    final class NotesViewModel: ScreenModel {
        let login: String
        private(set) var disappeared = false
        init(login: String) { self.login = login }
        func disappear() { disappeared = true }
    }

    /// The notes feature's builder: a home row, and "notes" on every profile.
    struct NotesBuilder: FeatureScreenBuilder {
        var routeType: any FeatureRoute.Type { NotesRoute.self }
        var homeEntries: [HomeEntry] {
            [HomeEntry(feature: .posts, title: "Notes", route: Route(NotesRoute.notes(login: "octocat")))]
        }

        func makeScreen(for route: Route, navigator: (any Navigator)?) -> Screen? {
            guard case .notes(let login)? = route.as(NotesRoute.self) else { return nil }
            return Screen(NotesViewModel(login: login))
        }

        /// The key the notes are offered behind, and the hint's words.
        var key: Character = "n"
        var title = "notes"

        func relatedRoutes(to route: Route) -> [RelatedRoute] {
            guard case .user(let login)? = route.as(GitHubUsersRoute.self) else { return [] }
            return [RelatedRoute(title: title, key: key, route: Route(NotesRoute.notes(login: login)))]
        }
    }

    private let router = RecordingRouter()
    private let notes = Route(NotesRoute.notes(login: "octocat"))

    private var builder: AppBuilder {
        let base = AppBuilderFixture.make()
        return AppBuilder(features: base.features + [NotesBuilder()], status: base.status, clock: base.clock)
    }

    @Test func theFeaturesDeepLinkAndRememberedTextAreRead() throws {
        #expect(try builder.deepLinkParser().route(for: "atomic://users/octocat/notes") == notes)
        #expect(Route(rememberedText: notes.rememberedText, routes: builder.routeTypes) == notes)
        #expect(notes.rememberedText == #"{"notes":{"login":"octocat"}}"#)
        #expect(Route(rememberedText: notes.rememberedText, routes: AppBuilderFixture.routeTypes) == nil)
        #expect(throws: DeepLinkError.unsupportedPath("users/octocat/notes")) {
            try AppBuilderFixture.make().deepLinkParser().route(for: "atomic://users/octocat/notes")
        }
    }

    @Test func aDeepLinkGetsTheStackItsParentsName() {
        let coordinator = AppCoordinator(router: router, builder: builder)
        coordinator.open(notes)
        #expect(router.stack == [.home, .users(since: nil), .user(login: "octocat"), notes])
        #expect(coordinator.screen(for: notes)?.model(NotesViewModel.self)?.login == "octocat")
        #expect(coordinator.children.count == 1)
    }

    @Test func theHomeRowComesAfterTheOthersAndOpensItsRoute() {
        let coordinator = AppCoordinator(router: router, builder: builder)
        coordinator.start()
        guard let home = coordinator.screen(for: .home)?.model(HomeViewModel.self) else {
            Issue.record("home has no view model")
            return
        }
        #expect(home.entries.map(\.title) == ["GitHub Users", "Posts", "Notes"])
        #expect(builder.homeEntries.map(\.route) == [.users(since: nil), .posts, notes])
    }

    @Test func aRelatedRouteIsPushedInTheFlowAndBackCancelsIt() throws {
        let coordinator = AppCoordinator(router: router, builder: builder)
        coordinator.open(.user(login: "octocat"))
        let related = try #require(builder.relatedRoutes(to: .user(login: "octocat")).first)
        #expect(related.title == "notes" && related.key == "n" && builder.relatedRoutes(to: .posts).isEmpty)
        coordinator.show(related.route)
        #expect(router.stack == [.home, .users(since: nil), .user(login: "octocat"), notes])
        #expect(coordinator.children.count == 1)
        let model = try #require(coordinator.screen(for: notes)?.model(NotesViewModel.self))
        coordinator.back()
        #expect(model.disappeared)
        #expect(router.stack == [.home, .users(since: nil), .user(login: "octocat")])
    }

    @Test func aKeyOpensOneRelatedRouteAndNeverAShellCommand() {
        let base = AppBuilderFixture.make()
        var second = NotesBuilder()
        second.title = "more notes"
        let builder = AppBuilder(
            features: base.features + [NotesBuilder(), second], status: base.status, clock: base.clock)
        // The first feature keeps the key; a key the shell reserves is never offered.
        #expect(builder.relatedRoutes(to: .user(login: "octocat")).map(\.title) == ["notes"])
        #expect(builder.relatedRoutes(to: .user(login: "octocat"), reserving: ["n"]).isEmpty)
    }

    @Test func aRouteNoFeatureKnowsLeavesHomeAlone() {
        let coordinator = AppCoordinator(router: router, builder: AppBuilderFixture.make())
        coordinator.open(notes)
        #expect(router.stack == [.home])
        #expect(coordinator.children.isEmpty)
        #expect(AppBuilderFixture.make().makeScreen(for: notes) == nil)
    }
}
