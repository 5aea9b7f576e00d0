import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// Every screen the features' builders make has a pane, every route reads back as itself, and a route's pane is
/// made once: the stack keeps it, frame after frame, until the route is closed.
@MainActor
@Suite struct FeaturePanesTests {
    @Test func everyRouteIsReadBackAsItself() {
        let routes: [Route] = [
            .home, .users(since: nil), .users(since: 3), .user(login: "octocat"), .posts, .post(id: 1),
        ]
        let routeTypes = ShellFixture.builder().routeTypes
        for route in routes {
            #expect(Route(rememberedText: route.rememberedText, routes: routeTypes) == route)
        }
    }

    @Test func eachScreenOfTheDefaultStacksHasAPane() async {
        for route in [Route.user(login: "user1"), .post(id: 1)] {
            let shell = ShellFixture.shell(at: route)
            #expect(shell.state.stack.count == 3, "\(route)")
            for entry in shell.state.stack {
                #expect(entry.pane != nil, "\(entry.route)")
            }
        }
    }

    @Test("a route keeps its pane: frames, keys and loads do not make it again")
    func paneKeptPerRoute() async {
        let shell = ShellFixture.shell(at: .users(since: nil))
        await ShellFixture.settle(shell)
        let list = shell.state.pane?.viewModel
        let home = shell.state[.home]?.pane?.viewModel
        let size = ShellFixture.size
        for key in [Key.down, .down, .character("/"), .character("1"), .escape] {
            shell.send(.key(key))
            _ = AppShell.frame(shell.state, size: size)
        }
        await ShellFixture.press([.enter], on: shell)
        await ShellFixture.press([.escape], on: shell)
        #expect(shell.state.pane?.viewModel === list)
        #expect(shell.state[.home]?.pane?.viewModel === home)
    }
}

/// A feature's contents draw its own view models and no other: the one list pane and the one detail pane are made
/// for the screens of the feature whose contents know their view model.
@MainActor
@Suite struct PaneContentTests {
    @Test func eachFeatureMakesPanesForItsOwnScreensOnly() throws {
        let builder = ShellFixture.builder()
        let context = PaneContext()
        let users = try #require(builder.makeScreen(for: .users(since: nil)))
        let user = try #require(builder.makeScreen(for: .user(login: "octocat")))
        let posts = try #require(builder.makeScreen(for: .posts))
        let post = try #require(builder.makeScreen(for: .post(id: 1)))
        for screen in [users, user] {
            #expect(GitHubUsersPanes.pane(for: screen, context: context)?.viewModel === screen.viewModel)
            #expect(PostsPanes.pane(for: screen, context: context) == nil)
        }
        for screen in [posts, post] {
            #expect(PostsPanes.pane(for: screen, context: context)?.viewModel === screen.viewModel)
            #expect(GitHubUsersPanes.pane(for: screen, context: context) == nil)
        }
        #expect(GitHubUsersPanes.pane(for: Screen(builder.makeHome()), context: context) == nil)
        #expect(GitHubUsersPanes.pane(for: users, context: context) is any ListPane)
        #expect(GitHubUsersPanes.pane(for: user, context: context) is any TextPane)
        #expect(PostsPanes.pane(for: posts, context: context) is any ListPane)
        #expect(PostsPanes.pane(for: post, context: context) is any TextPane)
    }

    @Test func aListsSelectionIsRememberedUnderItsPluralNoun() throws {
        let builder = ShellFixture.builder()
        let users = try #require(builder.makeScreen(for: .users(since: nil)))
        let posts = try #require(builder.makeScreen(for: .posts))
        let usersPane = try #require(GitHubUsersPanes.pane(for: users, context: PaneContext()) as? any ListPane)
        let postsPane = try #require(PostsPanes.pane(for: posts, context: PaneContext()) as? any ListPane)
        #expect(usersPane.selectionName == UsersListPane.noun.plural && usersPane.selectionName == "users")
        #expect(postsPane.selectionName == PostsListPane.noun.plural && postsPane.selectionName == "posts")
    }
}
