import AtomicCommandLine
import AtomicCore
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
    /// JSON and tab-separated records are written as the users come, so that a long list is never held whole,
    /// neither as users nor as text: from the cache in batches of ``jsonBatchSize`` as they are read, from the
    /// network a page at a time as each page is stored. A table for a terminal is aligned over all its rows, so it
    /// is written at the end. When a later page fails, what was fetched is still written whole (the JSON array
    /// closed, the table with the rows before the failure), and the error is thrown for its `error:` line (status
    /// 1); the warnings of a list that ended follow it.
    func run(in runner: CommandRunner) async throws {
        let services = try await runner.makeServices()
        let useCase = services.gitHubUsers.collectUsers
        if runner.options.json {
            let output = runner.output.jsonArrayStream()
            let list: Fetched<UserListSummary>
            do {
                list = try await useCase.stream(
                    limit: count, pageSize: pageSize, since: sinceID, batchSize: Self.jsonBatchSize,
                    context: runner.context
                ) { users in
                    output.append(users.lazy.map(JSONOutput.UserItem.init))
                    output.flush()
                }
            } catch {
                output.finishAfterFailure()
                throw error
            }
            output.finish()
            runner.warnAboutList(list)
            runner.warnIfBudgetIsLow(of: list)
            return
        }
        let plain = runner.output.plain
        if plain.tabSeparated {
            try await writeRecords(plain, with: useCase, in: runner)
            return
        }
        let collected = Locked<[GitHubUser]>([])
        let list: Fetched<UserListSummary>
        do {
            list = try await useCase.stream(
                limit: count, pageSize: pageSize, since: sinceID, batchSize: Self.jsonBatchSize,
                context: runner.context
            ) { users in collected.withLock { $0 += users } }
        } catch {
            let users = collected.withLock { $0 }
            if !users.isEmpty { runner.output.writeList(plain.users(users), isEmpty: false) }
            throw error
        }
        let users = collected.withLock { $0 }
        let page = list.map { UserPage(users: users, next: $0.next, isIncomplete: $0.isIncomplete) }
        runner.warnAboutList(page)
        runner.output.writeList(plain.users(users), isEmpty: users.isEmpty)
        runner.warnIfBudgetIsLow(of: page)
        hintNextPage(page.value, in: runner)
    }

    /// The users as tab-separated records (for a pipe or a file), each batch written as it comes; `No users.` on
    /// standard error when there are none. When a later page fails the records before it stand and the error is
    /// thrown.
    private func writeRecords(
        _ plain: PlainOutput, with useCase: CollectGitHubUsersUseCase, in runner: CommandRunner
    ) async throws {
        let console = runner.console
        let list = try await useCase.stream(
            limit: count, pageSize: pageSize, since: sinceID, batchSize: Self.jsonBatchSize, context: runner.context
        ) { users in console.write(plain.users(users)) }
        runner.warnAboutList(list)
        if list.value.count == 0 { runner.output.writeList(plain.users([]), isEmpty: true) }
        runner.warnIfBudgetIsLow(of: list)
    }

    /// How many users `--json` and the records read and write at a time from the cache.
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
