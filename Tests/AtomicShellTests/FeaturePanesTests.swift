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
