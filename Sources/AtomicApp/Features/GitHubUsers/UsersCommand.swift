import AtomicCommandLine
import AtomicOutput
import Domain
import Presentation
import TerminalUI

/// `atomic users`: GitHub users in id order, fetched page by page as needed.
struct UsersCommand: FeatureCommand {
    /// How many users `atomic users` lists without `--limit`.
    static let defaultLimit = 30

    /// The `users` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "List GitHub users in id order",
        discussion: """
            Lists GitHub users after the id given by --since, fetching pages as needed and keeping them in the \
            cache. On a terminal it opens the interactive app on the users list.
            """,
        jsonFields: ["login", "id", "avatarUrl", "htmlUrl"],
        examples: [
            Example("atomic users -L 5", "the first five users"),
            Example("atomic users --since 46 --limit 95 --json=id,login", "ids and logins after user 46"),
        ])

    /// The user id to start after; nil for the first user (`--since ID`).
    @Option(
        "--since", valueName: "ID", help: "Start after the user with this id", defaultText: "the first user",
        parser: .integer(in: 0...Int.max, meaning: "a GitHub user id (0 or more)", example: "46"))
    var sinceID: Int?
    /// How many users to list, from 1 (`-L`, `--limit N`).
    @Option(
        "--limit", short: "L", valueName: "N", help: "How many users to list", defaultText: "30",
        parser: .integer(in: 1...100_000, meaning: "a number of users from 1 to 100000", example: "30"))
    var count = UsersCommand.defaultLimit
    /// Users per request as given (`--per-page N`); nil for ``pageSize``'s default.
    @Option(
        "--per-page", valueName: "N", help: "Users per request, 1 to 100", defaultText: "the limit, at most 100",
        parser: .integer(in: 1...100, meaning: "a page size from 1 to 100", example: "50"))
    var perPage: Int?

    /// Users per request, 1 to 100: `--per-page`, else the limit, at most 100.
    var pageSize: Int { perPage ?? min(count, 100) }

    /// `count` users after `sinceID` (nil: from the first), `pageSize` per request.
    init(since sinceID: Int?, limit count: Int, perPage pageSize: Int) {
        self.init()
        self.sinceID = sinceID
        self.count = count
        perPage = pageSize
    }

    /// The first ``defaultLimit`` users, yet to be read from a command line.
    init() {}

    /// Two users commands are equal when they list the same users in the same pages, whether the page size
    /// was given or is the default.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sinceID == rhs.sinceID && lhs.count == rhs.count && lhs.pageSize == rhs.pageSize
    }

    /// Hashes what ``==`` compares.
    func hash(into hasher: inout Hasher) {
        hasher.combine(sinceID)
        hasher.combine(count)
        hasher.combine(pageSize)
    }

    /// The users list from ``sinceID``: on a terminal `atomic users` opens the interactive app there.
    var screen: Route? { .users(since: sinceID) }

    /// Lists the users as a table or JSON, warns on standard error when the data is stale, the list incomplete or
    /// the request budget low, and on a terminal says how to list the next users.
    ///
    /// JSON is written as the users are read, in batches of ``jsonBatchSize``, so that a long list is never held
    /// whole, neither as users nor as text; its warnings follow it.
    func run(in runner: CommandRunner) async throws {
        let services = try await runner.makeServices()
        let useCase = services.gitHubUsers.collectUsers
        if runner.options.json {
            let output = runner.output.jsonArrayStream()
            let list = try await useCase.stream(
                limit: count, pageSize: pageSize, since: sinceID, batchSize: Self.jsonBatchSize,
                context: runner.context
            ) { users in output.append(users.lazy.map(JSONOutput.UserItem.init)) }
            output.finish()
            runner.warnAboutList(list)
            runner.warnIfBudgetIsLow(of: list)
            return
        }
        let page = try await useCase(limit: count, pageSize: pageSize, since: sinceID, context: runner.context)
        runner.warnAboutList(page)
        runner.output.writeList(runner.output.plain.users(page.value.users), isEmpty: page.value.users.isEmpty)
        runner.warnIfBudgetIsLow(of: page)
        hintNextPage(page.value, in: runner)
    }

    /// How many users `--json` reads and writes at a time.
    static let jsonBatchSize = 256

    /// Says on standard error how to list the users after `page` (`next: atomic users --since 164`), with the
    /// flags that shaped this list; only for people (standard output and error on a terminal, no `--json`), and
    /// only when the list goes on. The hint is wrapped to the width. `--no-interactive` is kept, since without it
    /// the command would open the interactive app on the terminal it was typed in.
    private func hintNextPage(_ page: UserPage, in runner: CommandRunner) {
        let options = runner.options
        guard runner.console.isForPeople, !options.json, page.next != nil, !page.isIncomplete,
            let last = page.users.last
        else { return }
        var words = ["atomic"]
        if options.demo { words.append("--demo") }
        if options.offline { words.append("--offline") }
        if !options.interactive { words.append("--no-interactive") }
        words += ["users", "--since", "\(last.id)"]
        if count != Self.defaultLimit { words += ["--limit", "\(count)"] }
        if pageSize != min(count, 100) { words += ["--per-page", "\(pageSize)"] }
        let lines = TextWrapper.wrap("next: " + words.joined(separator: " "), toWidth: runner.console.width)
        runner.console.writeError(lines.joined(separator: "\n") + "\n")
    }
}
