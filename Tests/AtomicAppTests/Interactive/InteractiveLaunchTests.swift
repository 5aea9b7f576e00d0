import AtomicCommandLine
import Domain
import Presentation
import Testing

@testable import AtomicApp

/// When the interactive app opens and where, and how `open` and `--no-interactive` parse.
@Suite("Interactive launch")
struct InteractiveLaunchTests {
    private func invocation(_ arguments: [String]) throws -> Invocation {
        try InvocationParser(environment: [:]).parse(arguments)
    }

    private func route(_ arguments: [String], terminals: Bool = true) throws -> Route? {
        let parsed = try invocation(arguments)
        return InteractiveLaunch.route(for: parsed.command, options: parsed.options, terminals: terminals)
    }

    @Test("on terminals: no command opens home, users and posts their lists, open its link")
    func routes() throws {
        #expect(try route([]) == .home)
        #expect(try route(["users"]) == .users(since: nil))
        #expect(try route(["users", "--since", "42"]) == .users(since: 42))
        #expect(try route(["posts"]) == .posts)
        #expect(try route(["open", "https://github.com/octocat"]) == .user(login: "octocat"))
        #expect(try route(["open", "atomic://posts/3"]) == .post(id: 3))
    }

    @Test("commands print when output is not a terminal, with --json or with --no-interactive")
    func printing() throws {
        #expect(try route([], terminals: false) == nil)
        #expect(try route(["users", "--json"]) == nil)
        #expect(try route(["--no-interactive"]) == nil)
        #expect(try route(["posts", "--no-interactive"]) == nil)
        #expect(try route(["user", "octocat"]) == nil)
        #expect(try route(["post", "1"]) == nil)
        #expect(try route(["cache", "info"]) == nil)
        #expect(try route(["--version"]) == nil)
    }

    @Test("--no-interactive is off by default")
    func noInteractiveFlag() throws {
        #expect(try invocation([]).options.interactive)
        #expect(try !invocation(["--no-interactive"]).options.interactive)
    }

    @Test("open without the app prints what the matching command prints")
    func printingCommands() throws {
        #expect(try InteractiveLaunch.printingCommand(for: .home) == .overview)
        #expect(
            try InteractiveLaunch.printingCommand(for: .user(login: "octocat"))
                == UserCommand(login: GitHubLogin("octocat")).command)
        #expect(try InteractiveLaunch.printingCommand(for: .post(id: 3)) == PostCommand(id: 3).command)
        #expect(try InteractiveLaunch.printingCommand(for: .posts) == PostsCommand().command)
        #expect(
            try InteractiveLaunch.printingCommand(for: .users(since: 7))
                == UsersCommand(since: 7, limit: 30, perPage: 30).command)
    }

    @Test("a link that names no screen is a usage error that says why")
    func badLinks() {
        for link in ["https://gitlab.com/octocat", "atomic://repos", ""] {
            #expect(throws: UsageError.self) { try invocation(["open", link]) }
        }
        #expect(throws: UsageError.self) { try invocation(["open"]) }
    }
}
