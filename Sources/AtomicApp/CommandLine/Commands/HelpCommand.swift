import AtomicCommandLine

/// `atomic help [COMMAND|TOPIC]`: the help of `atomic`, of one command, or of a topic.
struct HelpCommand: FixedCommand {
    /// The `help` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "help",
        abstract: "Show help for atomic, a command or a topic",
        discussion: """
            Without an argument, shows what atomic --help shows; with a command's name, what atomic COMMAND \
            --help shows; with a topic (\(HelpTopics.all.map(\.name).joined(separator: ", "))), that \
            topic.
            """,
        examples: [
            Example("atomic help users", "the help of atomic users"),
            Example("atomic help exit-codes", "what each exit status means"),
        ])

    /// The command or topic; nil for the general help.
    @Argument("TOPIC", help: "A command or a help topic", completion: .topics) var topic: String?

    /// Checks that TOPIC names a command or a help topic.
    func validate() throws(UsageError) {
        if let topic { try CommandList.program.checkTopic(topic) }
    }

    /// Prints the help.
    var command: Command { .help(topic: topic) }
}
