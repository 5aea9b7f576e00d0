import AtomicLineShell
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// The same route sequence through both shells over the same data: the full-screen ``AppShell`` by its keys, the
/// ``LineShell`` by typed lines. Each step ends on the same route stack with view models (each shell's own) in
/// the same state: Presentation drives both, and neither shell adds state of its own to what a screen shows.
@MainActor @Suite struct CrossShellTests {
    /// One step: the keys of the full-screen shell and the line of the line shell that do the same thing.
    private struct Step {
        let keys: [Key]
        let line: String
    }

    /// Home → users → a profile → back → back → posts → a post → its author.
    private let steps = [
        Step(keys: [.enter], line: "1"),
        Step(keys: [.enter], line: "1"),
        Step(keys: [.escape], line: "b"),
        Step(keys: [.escape], line: "b"),
        Step(keys: [.down, .enter], line: "2"),
        Step(keys: [.enter], line: "1"),
    ]

    @Test func bothShellsReachTheSameRoutesWithTheSameViewModelStates() async {
        let full = ShellFixture.shell(at: .home, users: LineShellFixture.users())
        await full.settle()
        let line = LineShellFixture()
        await line.start()
        var routes: [[Route]] = []
        for step in steps {
            await ShellFixture.press(step.keys, on: full)
            await line.type(step.line)
            #expect(full.state.stack.map(\.route) == line.shell.stack)
            routes.append(line.shell.stack)
            let fullModel = full.state.pane?.viewModel
            let lineModel = line.shell.viewModel
            #expect(fullModel !== lineModel, "each shell has its own view models")
            let fullState = Self.state(of: fullModel)
            #expect(fullState != nil)
            #expect(fullState == Self.state(of: lineModel))
        }
        #expect(
            routes == [
                [.home, .users(since: nil)], [.home, .users(since: nil), .user(login: "user1")],
                [.home, .users(since: nil)], [.home], [.home, .posts], [.home, .posts, .post(id: 1)],
            ])
    }

    /// What the screen of `model` shows, as text: the view model's state, its ages left out (each shell read the
    /// clock at its own moment).
    private static func state(of model: (any ScreenModel)?) -> String? {
        switch model {
        case let home as HomeViewModel:
            return
                "home \(home.state.phase) \(home.state.features.map(\.title)) \(home.state.features.map(\.statusLine))"
        case let users as UsersListViewModel:
            let state = users.state
            return "users \(state.phase) \(state.items) \(state.visibleItems) \(state.reachedEnd) \(state.filter)"
        case let user as UserDetailViewModel:
            return "user \(user.login) \(user.state.phase) \(String(describing: user.state.value))"
        case let posts as PostsListViewModel:
            let state = posts.state
            return "posts \(state.phase) \(state.items) \(state.visibleItems) \(state.reachedEnd) \(state.filter)"
        case let post as PostDetailViewModel:
            return "post \(post.id) \(post.state.phase) \(String(describing: post.state.value))"
        default:
            return nil
        }
    }
}
