import Presentation
import TerminalUI

/// The one list of `atomic`'s commands, in the order help shows them, and what is derived from it by name.
enum CommandList {
    /// Every command, in the order help, completions, the man page and the README list them.
    /// The features' commands come first (``FeatureList/commands``), then the app's own.
    static let all: [any ParsableCommand.Type] =
        FeatureList.commands + [
            OpenCommand.self, CacheCommand.self, CompletionCommand.self, ManCommand.self, HelpCommand.self,
            VersionCommand.self,
        ]

    /// The names of the commands, in order.
    static let names: [String] = all.map { $0.configuration.commandName }

    /// The command called `name`, if there is one.
    static func command(named name: String) -> (any ParsableCommand.Type)? {
        all.first { $0.configuration.commandName == name }
    }

    /// Every option a command line may hold: the global ones, then each command's own, once each, with the
    /// names of the commands that accept a command's option.
    static let options: [(declaration: OptionDeclaration, commands: [String])] = {
        var result = GlobalOptionDeclarations.all.map { (declaration: $0, commands: [String]()) }
        for command in all {
            for option in command.configuration.options {
                if let index = result.firstIndex(where: { $0.declaration.name == option.name }) {
                    result[index].commands.append(command.configuration.commandName)
                } else {
                    result.append((option, [command.configuration.commandName]))
                }
            }
        }
        return result
    }()

    /// The usage error for a command name that is not one, with a suggestion when it looks like a typo.
    static func unknownCommand(_ name: String) -> UsageError {
        let message = "unknown command \"\(TerminalSanitizer.singleLine(name))\""
        if let guess = Suggestion.closest(to: name, in: names) {
            return UsageError(message, hint: "did you mean 'atomic \(guess)'?")
        }
        return UsageError(message, hint: "commands: \(names.joined(separator: ", "))")
    }

    /// The usage error for `atomic help TOPIC` when TOPIC is neither a command nor a help topic.
    static func unknownTopic(_ topic: String) -> UsageError {
        let message = "unknown command or help topic \"\(TerminalSanitizer.singleLine(topic))\""
        let topics = HelpTopic.allCases.map(\.rawValue)
        if let guess = Suggestion.closest(to: topic, in: names + topics) {
            return UsageError(message, hint: "did you mean 'atomic help \(guess)'?")
        }
        return UsageError(
            message, hint: "commands: \(names.joined(separator: ", ")); topics: \(topics.joined(separator: ", "))")
    }

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
        case .cacheClear: return ("atomic cache clear", ["cleared"])
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
