/// `atomic users`: GitHub users in id order, fetched page by page as needed.
struct UsersCommand: ParsableCommand {
    /// `--since ID`.
    static let since = Option(
        "--since", valueName: "ID", help: "Start after the user with this id", defaultText: "the first user",
        parser: .integer(in: 0...Int.max, meaning: "a GitHub user id (0 or more)", example: "46"))
    /// `-L`, `--limit N`.
    static let limit = Option(
        "--limit", short: "L", valueName: "N", help: "How many users to list", defaultText: "30",
        parser: .integer(in: 1...100_000, meaning: "a number of users from 1", example: "30"))
    /// `--per-page N`.
    static let perPage = Option(
        "--per-page", valueName: "N", help: "Users per request, 1 to 100", defaultText: "the limit, at most 100",
        parser: .integer(in: 1...100, meaning: "a page size from 1 to 100", example: "50"))

    /// The `users` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "List GitHub users in id order",
        discussion: """
            Lists GitHub users after the id given by --since, fetching pages as needed and keeping them in the \
            cache. On a terminal it opens the interactive app on the users list.
            """,
        options: [since.declaration, limit.declaration, perPage.declaration],
        jsonFields: ["login", "id", "avatarUrl", "htmlUrl"],
        examples: [
            Example("atomic users -L 5", "the first five users"),
            Example("atomic users --since 46 --limit 95 --json=id,login", "ids and logins after user 46"),
        ])

    /// The user id to start after; nil for the first user.
    let sinceID: Int?
    /// How many users to list.
    let count: Int
    /// Users per request.
    let pageSize: Int

    /// Reads `--since`, `--limit` and `--per-page`.
    init(parsing values: ParsedValues) throws(UsageError) {
        sinceID = try values.value(of: Self.since)
        count = try values.value(of: Self.limit) ?? 30
        pageSize = try values.value(of: Self.perPage) ?? min(count, 100)
    }

    /// Lists the users.
    var command: Command { .users(since: sinceID, limit: count, perPage: pageSize) }
}
