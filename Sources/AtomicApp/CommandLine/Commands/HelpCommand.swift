/// `atomic help [COMMAND|TOPIC]`: the help of `atomic`, of one command, or of a topic.
struct HelpCommand: ParsableCommand {
    /// The `help` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "help",
        abstract: "Show help for atomic, a command or a topic",
        discussion: """
            Without an argument, shows what atomic --help shows; with a command's name, what atomic COMMAND \
            --help shows; with a topic (\(HelpTopic.allCases.map(\.rawValue).joined(separator: ", "))), that \
            topic.
            """,
        arguments: [
            ArgumentDeclaration(
                "TOPIC", help: "A command or a help topic", isOptional: true,
                completion: .topics)
        ],
        examples: [
            Example("atomic help users", "the help of atomic users"),
            Example("atomic help exit-codes", "what each exit status means"),
        ])

    /// The command or topic; nil for the general help.
    let topic: String?

    /// Reads TOPIC and checks that it names a command or a help topic.
    init(parsing values: ParsedValues) throws(UsageError) {
        topic = values.arguments.first
        if let topic, !CommandList.names.contains(topic), HelpTopic(rawValue: topic) == nil {
            throw CommandList.unknownTopic(topic)
        }
    }

    /// Prints the help.
    var command: Command { .help(topic: topic) }
}
