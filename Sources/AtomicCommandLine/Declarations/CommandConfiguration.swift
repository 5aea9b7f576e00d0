/// What a program says about one of its commands besides its options and arguments: its name, what it does, its
/// subcommands, the JSON fields it prints and examples. Help, completions and the man page are derived from it
/// and from the command's ``Option``, ``Flag`` and ``Argument`` properties.
///
/// The shape is swift-argument-parser's `CommandConfiguration(commandName:abstract:discussion:subcommands:)`,
/// with the JSON fields and examples the help of this project shows.
public struct CommandConfiguration: Sendable {
    /// The word that selects the command (`users`), or the program's name for the root command.
    public let commandName: String
    /// One line saying what the command does, as the list of commands shows it.
    public let abstract: String
    /// Paragraphs that explain the command further, shown in its help and man page.
    public let discussion: String
    /// The commands below this one (`cache info` below `cache`), in the order help lists them; a command with
    /// subcommands runs only as one of them.
    public let subcommands: [any ParsableCommand.Type]
    /// The placeholder for the subcommand's name in usage lines and in the ARGUMENTS list (`ACTION`), with its
    /// help, as declared; nil gives `COMMAND` (see ``CommandDescription/subcommandArgument``).
    public let subcommandArgument: SubcommandArgument?
    /// The keys a JSON field selection may name, in the order the command prints them; empty when it prints no
    /// JSON.
    public let jsonFields: [String]
    /// Example command lines.
    public let examples: [Example]

    /// Declares a command; see the properties for the meaning of each parameter.
    public init(
        commandName: String, abstract: String, discussion: String = "",
        subcommands: [any ParsableCommand.Type] = [], subcommandArgument: SubcommandArgument? = nil,
        jsonFields: [String] = [], examples: [Example] = []
    ) {
        self.commandName = commandName
        self.abstract = abstract
        self.discussion = discussion
        self.subcommands = subcommands
        self.jsonFields = jsonFields
        self.examples = examples
        self.subcommandArgument = subcommandArgument
    }
}

/// How a command with subcommands shows the word that names one: a placeholder (`ACTION`) with its help, and
/// whether each subcommand has a help page of its own.
public struct SubcommandArgument: Sendable, Equatable {
    /// The placeholder in capitals.
    public let name: String
    /// One sentence saying what the word is (`info or clear`).
    public let help: String
    /// Whether each subcommand has its own help page (`prog search users --help`); when false, the
    /// subcommands are described only in their parent's page, which `--help` after one of them shows, and
    /// usage errors show the parent's usage line.
    public let subcommandsHaveOwnHelp: Bool

    /// A placeholder `name` with `help`; see ``subcommandsHaveOwnHelp``.
    public init(_ name: String, help: String, subcommandsHaveOwnHelp: Bool = true) {
        self.name = name
        self.help = help
        self.subcommandsHaveOwnHelp = subcommandsHaveOwnHelp
    }

    /// `a`, `a or b`, `a, b or c`: the words joined as a sentence lists them, with `conjunction` before the last.
    public static func list(_ words: [String], conjunction: String) -> String {
        guard let last = words.last else { return "" }
        let rest = words.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " \(conjunction) " + last
    }
}
