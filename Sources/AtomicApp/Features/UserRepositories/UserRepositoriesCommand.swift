import AtomicCommandLine
import AtomicOutput
import Domain
import Presentation
import TerminalUI

/// `atomic repos`: repositories (`GET /users/{login}/repos?type=owner&sort=updated`), read page by page up to `--limit`.
struct UserRepositoriesCommand: FeatureCommand {
    /// How many resources the command lists without `--limit`.
    static let defaultLimit = 30

    /// The `repos` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "repos",
        abstract: "List a user's repositories",
        discussion:
            "Lists repositories (GET /users/{login}/repos?type=owner&sort=updated), reading pages until --limit, and keeps them in the cache, fetched again when older than the TTL. On a terminal it opens the interactive app on the list.",
        jsonFields: [
            "id", "archived", "description", "fork", "forksCount", "fullName", "htmlUrl", "language", "name",
            "stargazersCount", "updatedAt",
        ],
        examples: [
            Example("atomic repos octocat -L 5", "the first five"),
            Example("atomic repos octocat --json=id,archived", "two fields of each, as JSON"),
        ])

    /// The GitHub login of the path's `{login}`.
    @Argument("LOGIN", help: "The user's GitHub login", completion: .dynamic, transform: UserCommand.login(in:))
    var login: GitHubLogin
    /// How many to list, from 1 (`-L`, `--limit N`).
    @Option(
        "--limit", short: "L", valueName: "N", help: "How many to list", defaultText: "30",
        parser: .integer(in: 1...1_000, meaning: "a number from 1 to 1000", example: "30"))
    var limit = UserRepositoriesCommand.defaultLimit

    /// The command for these arguments, as `atomic open` prints it.
    init(login: GitHubLogin) {
        self.init()
        self.login = login
    }

    /// A command yet to be read from a command line.
    init() {}

    /// The list: on a terminal `atomic repos` opens the interactive app there.
    var screen: Route? { Route(UserRepositoriesRoute.userRepositories(login: login.rawValue)) }

    /// Lists the resources as a table or JSON, reading pages until ``limit`` or the last page; warns on
    /// standard error when a page is stale or the request budget low.
    func run(in runner: CommandRunner) async throws {
        let listUserRepositories = try await runner.makeServices().userRepositories.listUserRepositories
        var pages: [Fetched<UserRepositoriesPage>] = []
        var items: [Repository] = []
        var cursor: Int?
        var seen: Set<Int> = []
        while true {
            let page = try await listUserRepositories(login: login, cursor: cursor, context: runner.context)
            pages.append(page)
            // A row seen on an earlier page (the list moved while it was read) is shown once.
            items += page.value.items.filter { seen.insert($0.id).inserted }
            // A next page that does not move past this one ends the list, as it does on the screen.
            guard items.count < limit, let next = page.value.next, next > (cursor ?? 1) else {
                break
            }
            cursor = next
        }
        items = Array(items.prefix(limit))
        if let stale = pages.first(where: { $0.freshness != .fresh }) { runner.warnIfStale(stale) }
        if runner.options.json {
            runner.console.write(runner.output.json(items.map(JSONOutput.RepositoryItem.init)))
        } else {
            runner.output.writeList(runner.output.plain.userRepositories(items), isEmpty: items.isEmpty)
        }
        if let last = pages.last { runner.warnIfBudgetIsLow(of: last) }
    }
}
