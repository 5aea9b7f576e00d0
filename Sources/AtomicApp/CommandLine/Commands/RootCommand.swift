/// `atomic` itself, without a command: the interactive app on a terminal, an overview otherwise.
struct RootCommand: ParsableCommand {
    /// The program's declaration; its options are the global ones.
    static let configuration = CommandConfiguration(
        commandName: "atomic",
        abstract: "Browse GitHub users and the JSONPlaceholder posts feed from the terminal",
        discussion: """
            On a terminal, atomic without a command opens the interactive app at home; atomic users, atomic \
            posts and atomic open LINK open it on that screen (press ? in the app for its keys). When output \
            is not a terminal, with --json or with --no-interactive, commands print instead; atomic alone then \
            prints the first 10 users and posts. Flags may stand before or after the command.
            """,
        jsonFields: ["users", "posts"],
        examples: [
            Example("atomic --demo", "the app on built-in demo data, no network"),
            Example("atomic users -L 5 --json=login", "five logins as JSON"),
            Example("atomic user octocat --web", "octocat's page in the browser"),
        ])

    /// Takes no arguments of its own.
    init(parsing values: ParsedValues) throws(UsageError) {}

    /// The app, or the overview.
    var command: Command { .overview }
}
