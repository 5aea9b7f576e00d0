import AtomicCommandLine
import AtomicCore
import Presentation

/// The one list of `atomic`'s commands, in the order help shows them, the program they make, and what is
/// derived from them by name.
enum CommandList {
    /// Every command, in the order help, completions, the man page and the README list them.
    /// The features' commands come first (``FeatureList/commands``), then the app's own.
    static let commands: [any ParsableCommand.Type] =
        FeatureList.commands + [
            OpenCommand.self, AuthCommand.self, ConfigCommand.self, CacheCommand.self, CompletionCommand.self,
            ManCommand.self,
            HelpCommand.self,
            VersionCommand.self,
        ]

    /// `atomic` as the command-line library knows it: ``RootCommand`` (with the global options) over
    /// ``commands``, the help topics, the environment variables and the text of its help and man page.
    static let program = CommandLineProgram(
        root: RootCommand.self, topics: HelpTopics.all, environmentVariables: EnvironmentVariables.all,
        documentation: ProgramDocumentation(
            version: AtomicArchVersion.current,
            environmentSummary: """
                Each flag with a variable reads it when the flag is absent; GH_TOKEN, then GITHUB_TOKEN, then \
                the token atomic auth login stored, then gh's, authenticates GitHub requests. See 'atomic help \
                environment'.
                """,
            learnMore: ["Read the manual with 'atomic man | man -l -'."],
            exitStatuses: HelpTopics.exitStatuses,
            seeAlso: "atomic help formatting, atomic completion SHELL"))

    /// The names of the commands, in order.
    static var names: [String] { program.commandNames }

    /// The name `--json=FIELDS` errors use for `command` and the fields its JSON has (empty when it prints
    /// none); `atomic open` takes the fields of the command that prints its screen.
    static func jsonFields(for command: Command) -> (name: String, fields: [String]) {
        func fields(_ type: any ParsableCommand.Type) -> (name: String, fields: [String]) {
            let name =
                ObjectIdentifier(type) == ObjectIdentifier(RootCommand.self)
                ? "atomic" : "atomic \(type.configuration.commandName)"
            return (name, type.configuration.jsonFields)
        }
        switch command {
        case .overview: return fields(RootCommand.self)
        case .cacheInfo: return fields(CacheCommand.self)
        case .cacheClear: return ("atomic cache clear", CacheClearCommand.configuration.jsonFields)
        case .open(let route):
            guard let printing = try? InteractiveLaunch.printingCommand(for: route) else {
                return fields(OpenCommand.self)
            }
            return jsonFields(for: printing)
        case .help: return fields(HelpCommand.self)
        case .version: return fields(VersionCommand.self)
        case .completion: return fields(CompletionCommand.self)
        case .manual: return fields(ManCommand.self)
        case .feature(let command): return command.jsonFieldChoice
        }
    }
}
