import AtomicCommandLine

/// `atomic cache info` and `atomic cache clear`: what the cache holds, and emptying it. The two actions are
/// subcommands described in this command's help page (they have none of their own).
struct CacheCommand: ParsableCommand {
    /// The `cache` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show what the cache holds, or empty it",
        discussion: """
            info prints the cache database's path, its size and every cached endpoint with its age; clear \
            deletes everything cached, downloaded avatars included, and with --json prints {cleared}.
            """,
        subcommands: [CacheInfoCommand.self, CacheClearCommand.self],
        subcommandArgument: SubcommandArgument("ACTION", help: "info or clear", subcommandsHaveOwnHelp: false),
        jsonFields: ["path", "sizeBytes", "endpoints"],
        examples: [
            Example("atomic cache info", "where the cache is and what it holds"),
            Example("atomic cache clear", "empty it"),
        ])
}

/// `atomic cache info`: the cache's path, size and cached endpoints.
struct CacheInfoCommand: FixedCommand {
    /// The `cache info` subcommand's declaration; its JSON fields are those ``CacheCommand`` lists.
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Show the cache's path, size and cached endpoints")

    /// Prints the cache's report.
    var command: Command { .cacheInfo }
}

/// `atomic cache clear`: deletes everything cached.
struct CacheClearCommand: FixedCommand {
    /// The `cache clear` subcommand's declaration.
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Delete everything cached, avatars included", jsonFields: ["cleared"])

    /// Empties the cache.
    var command: Command { .cacheClear }
}
