import AtomicCommandLine
import AtomicOutput
import Domain
import Presentation
import TerminalUI

/// `atomic search users QUERY`: the users GitHub finds for QUERY (`GET /search/users?q={query}`), in GitHub's
/// search syntax, read page by page up to `--limit`.
struct SearchUsersCommand: FeatureCommand {
    /// How many resources the command lists without `--limit`.
    static let defaultLimit = 30

    /// The `search users` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "Search GitHub's users",
        discussion:
            "Lists the users GitHub finds for QUERY (GET /search/users?q=QUERY), in GitHub's search syntax: words of a login or name, and qualifiers such as location:lisbon, language:swift, followers:>100 and type:org. Reads pages until --limit (GitHub returns at most 1000 results, and says so), and keeps them in the cache for at most 60 seconds: GitHub allows 10 searches a minute without a token, 30 with one. On a terminal it opens the interactive app on the results.",
        jsonFields: ["id", "avatarUrl", "htmlUrl", "login", "siteAdmin", "type"],
        examples: [
            Example("atomic search users 'location:lisbon language:swift' -L 5", "the first five"),
            Example("atomic search users 'followers:>1000 type:org' --json=login,htmlUrl", "two fields, as JSON"),
        ])

    /// The query item `q=`, as typed.
    @Argument(
        "QUERY", help: "What to search for, in GitHub's search syntax", transform: SearchUsersCommand.query(in:))
    var query: String
    /// How many to list, from 1 (`-L`, `--limit N`).
    @Option(
        "--limit", short: "L", valueName: "N", help: "How many to list", defaultText: "30",
        parser: .integer(in: 1...1_000, meaning: "a number from 1 to 1000", example: "30"))
    var limit = SearchUsersCommand.defaultLimit

    /// The command for these arguments, as `atomic open` prints it.
    init(query: String) {
        self.init()
        self.query = query
    }

    /// A command yet to be read from a command line.
    init() {}

    /// `text` as it is searched (`ListSearchUsersUseCase.normalized(_:)`).
    ///
    /// - Throws: a ``UsageError`` for a query of white space only.
    static func query(in text: String) throws(UsageError) -> String {
        let query = ListSearchUsersUseCase.normalized(text)
        guard !query.isEmpty else {
            throw UsageError(
                "argument QUERY needs something to search for", hint: "e.g. 'atomic search users location:lisbon'")
        }
        return query
    }

    /// The list: on a terminal `atomic search users` opens the interactive app there.
    var screen: Route? { Route(SearchUsersRoute.searchUsers(query: query)) }

    /// `--json=FIELDS` of `atomic search users` names the whole command in its messages.
    var jsonFieldChoice: (name: String, fields: [String]) {
        ("atomic search users", Self.configuration.jsonFields)
    }

    /// Lists the resources as a table or JSON, reading pages until ``limit`` or the last page; warns on
    /// standard error when a page is stale or the request budget low.
    func run(in runner: CommandRunner) async throws {
        let listSearchUsers = try await runner.makeServices().searchUsers.listSearchUsers
        var pages: [Fetched<SearchUsersPage>] = []
        var items: [FoundUser] = []
        var cursor: Int?
        var seen: Set<Int> = []
        while true {
            let page = try await listSearchUsers(query: query, cursor: cursor, context: runner.context)
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
            runner.console.write(runner.output.json(items.map(JSONOutput.FoundUserItem.init)))
        } else {
            runner.output.writeList(runner.output.plain.searchUsers(items), isEmpty: items.isEmpty)
        }
        if let last = pages.last { runner.warnIfBudgetIsLow(of: last) }
        // What GitHub's search says of its answer: cut short, or stopping at its limit.
        if let last = pages.last {
            for remark in GitHubSearchText.remarks(
                totalCount: last.value.totalCount, incompleteResults: last.value.incompleteResults,
                isLastPage: last.value.next == nil)
            { runner.output.writeWarning(remark) }
        }
    }
}
