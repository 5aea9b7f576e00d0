import AtomicCommandLine

/// `atomic search COMMAND`: the commands of the `search` group, each with its own help.
struct SearchCommand: ParsableCommand {
    /// The `search` group's declaration; each feature that adds a command to it lists it here.
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search GitHub",
        subcommands: [SearchUsersCommand.self],
        subcommandArgument: SubcommandArgument("COMMAND", help: "The search command to run"),
        examples: [Example("atomic search users --help", "what `atomic search users` does")])
}
