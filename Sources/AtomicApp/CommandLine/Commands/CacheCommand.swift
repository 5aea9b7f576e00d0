import TerminalUI

/// `atomic cache info` and `atomic cache clear`: what the cache holds, and emptying it.
struct CacheCommand: ParsableCommand {
    /// The actions, by name.
    static let actions = ["info", "clear"]

    /// The `cache` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show what the cache holds, or empty it",
        discussion: """
            info prints the cache database's path, its size and every cached endpoint with its age; clear \
            deletes everything cached, downloaded avatars included, and with --json prints {cleared}.
            """,
        arguments: [
            ArgumentDeclaration(
                "ACTION", help: "info or clear", completion: .values(actions),
                valueHelp: [
                    "info": "Show the cache's path, size and cached endpoints",
                    "clear": "Delete everything cached, avatars included",
                ])
        ],
        jsonFields: ["path", "sizeBytes", "endpoints"],
        examples: [
            Example("atomic cache info", "where the cache is and what it holds"),
            Example("atomic cache clear", "empty it"),
        ])

    /// The action, as its command.
    let command: Command

    /// Reads ACTION.
    init(parsing values: ParsedValues) throws(UsageError) {
        let action = values.arguments[0]
        switch action {
        case "info": command = .cacheInfo
        case "clear": command = .cacheClear
        default:
            let guess = Suggestion.closest(to: action, in: Self.actions)
            throw UsageError(
                "unknown cache command \"\(TerminalSanitizer.singleLine(action))\"",
                hint: guess.map { "did you mean 'atomic cache \($0)'?" }
                    ?? "use 'atomic cache info' or 'atomic cache clear'")
        }
    }
}
