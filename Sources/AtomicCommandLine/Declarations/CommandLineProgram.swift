/// A whole program as the parser, help, completions and the man page know it: the root command (whose options
/// are global: accepted before or after any command), the commands below it, the help topics, the environment
/// variables and the documentation text only the program can give.
///
/// Nothing in this library names a command, an option or a text of its own: the program passes them all in.
public struct CommandLineProgram: Sendable {
    /// The root command: its name is the program's, its options are the global ones and its subcommands the
    /// program's commands.
    public let root: CommandDescription
    /// The help topics that are not commands (`help environment`), in order.
    public var topics: [HelpTopic] { makeTopics() }
    /// The environment variables the program reads, in the order help lists them.
    public var environmentVariables: [EnvironmentVariable] { makeEnvironmentVariables() }
    /// Text of the help and the man page that only the program can give.
    public let documentation: ProgramDocumentation

    // Help's texts are made when help, a completion script, the man page or a help topic's check asks for them,
    // not for every command line: a program's start-up reads only the declarations it parses.
    private let makeTopics: @Sendable () -> [HelpTopic]
    private let makeEnvironmentVariables: @Sendable () -> [EnvironmentVariable]

    /// The program with `root` and the commands below it; see the properties for the other parameters.
    /// `topics` and `environmentVariables` are evaluated each time they are read (by help, completion scripts, the
    /// man page and the check of a help topic's name), not while any other command line is parsed: pass values
    /// that are cheap to read again (a `static let`).
    public init(
        root: any ParsableCommand.Type, topics: @autoclosure @escaping @Sendable () -> [HelpTopic] = [],
        environmentVariables: @autoclosure @escaping @Sendable () -> [EnvironmentVariable] = [],
        documentation: ProgramDocumentation
    ) {
        self.root = CommandDescription(root)
        makeTopics = topics
        makeEnvironmentVariables = environmentVariables
        self.documentation = documentation
    }

    /// Every option a command line may hold: the global ones, then each command's own (depth first), once each
    /// by long name, with the commands that declare a command's option.
    public var options: [(declaration: OptionDeclaration, commands: [CommandDescription])] {
        var options = root.options.map { (declaration: $0, commands: [CommandDescription]()) }
        for command in root.subcommands.flatMap(\.flattened) {
            for option in command.options {
                if let index = options.firstIndex(where: { $0.declaration.name == option.name }) {
                    options[index].commands.append(command)
                } else {
                    options.append((option, [command]))
                }
            }
        }
        return options
    }

    /// The program's name, as it is typed.
    public var name: String { root.name }

    /// The program's commands, in the order help lists them.
    public var commands: [CommandDescription] { root.subcommands }

    /// The names of the program's commands, in order.
    public var commandNames: [String] { commands.map(\.name) }

    /// The names of the help topics, in order.
    public var topicNames: [String] { topics.map(\.name) }

    /// The command at `words` below the root (`["cache", "info"]`); the root for none; nil when a word names
    /// no command there.
    public func command(at words: [String]) -> CommandDescription? {
        var command = root
        for word in words {
            guard let next = command.subcommand(named: word) else { return nil }
            command = next
        }
        return command
    }

    /// The help topic called `name`, if there is one.
    public func topic(named name: String) -> HelpTopic? {
        topics.first { $0.name == name }
    }
}

/// The text of a program's help and man page that is the program's own: its version, what its environment
/// section says, further pointers at the end of help and the man page, and its exit statuses.
public struct ProgramDocumentation: Sendable {
    /// The program's version, for the man page's title line.
    public let version: String
    /// The paragraph of help's ENVIRONMENT section.
    public let environmentSummary: String
    /// Lines that end help's LEARN MORE section, after the pointers to command help and topics.
    public let learnMore: [String]
    /// The exit statuses and what each means, for the man page's EXIT STATUS section.
    public let exitStatuses: [(status: String, meaning: String)]
    /// The man page's SEE ALSO text.
    public let seeAlso: String
    /// The command that prints completion scripts, as each script's first line names it (`completion`).
    public let completionCommand: String
    /// The command that shows help topics (`help`), as hints and help's LEARN MORE name it.
    public let helpCommand: String

    /// The documentation; see the properties for the meaning of each parameter.
    public init(
        version: String, environmentSummary: String, learnMore: [String] = [],
        exitStatuses: [(status: String, meaning: String)] = [], seeAlso: String = "",
        completionCommand: String = "completion", helpCommand: String = "help"
    ) {
        self.version = version
        self.environmentSummary = environmentSummary
        self.learnMore = learnMore
        self.exitStatuses = exitStatuses
        self.seeAlso = seeAlso
        self.completionCommand = completionCommand
        self.helpCommand = helpCommand
    }
}
