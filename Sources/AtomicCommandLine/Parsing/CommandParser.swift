import Foundation
import TerminalUI

/// Turns a command line into the command it names, with its options and arguments read into the command's
/// properties, or a ``UsageError`` that says what to fix, using the declarations of a ``CommandLineProgram``.
///
/// Options may stand before or after the command; `--name value` and `--name=value` are the same, as are
/// `-L 5` and `-L5`; `--` ends the options, and a word such as `-1` that is a negative number is an argument.
/// Options win over their environment variables, which win over the properties' defaults.
///
/// Parsing comes in steps, so that a program can act between them (show help before a command's arguments are
/// checked, say): ``scan(_:)``, then ``readGlobals(_:as:)``, then ``helpPage(for:)`` or ``parseCommand(_:)``.
public struct CommandParser: Sendable {
    /// The program whose command lines are parsed.
    public let program: CommandLineProgram
    /// The environment, for options that fall back to a variable.
    public let environment: [String: String]

    /// A parser of `program`'s command lines in `environment`.
    public init(program: CommandLineProgram, environment: [String: String]) {
        self.program = program
        self.environment = environment
    }

    /// A command the parser read, with its description.
    public struct ParsedCommand: Sendable {
        /// Where the command stands in the program.
        public let description: CommandDescription
        /// The command, its properties read.
        public let command: any ParsableCommand
    }

    /// The words of `arguments` (without the program's name) sorted into options and positional arguments; a
    /// usage error for a missing value, a value given to a flag or an unknown option. Where the command expects
    /// a positional argument at the place of an unknown option (`prog user -octo`, a login that starts with
    /// `-`), the hint says how to pass it: after `--`, which ends the options.
    public func scan(_ arguments: [String]) throws(UsageError) -> ParsedValues {
        // An option is looked up among the global ones, then those of the command the words so far name, and
        // only then among every command's, so that a command line reflects only the commands it names.
        let program = program
        let scanner = ArgumentScanner(
            declaration: { name, words in
                program.root.options.first(where: name.names)
                    ?? Self.resolve(words, in: program).command.options.first(where: name.names)
                    ?? program.options.lazy.map(\.declaration).first(where: name.names)
            },
            options: { program.options.map(\.declaration) }, fallbackHint: "see '\(program.name) --help'")
        var values = try scanner.scan(arguments)
        if let unknown = values.unknownOption {
            throw error(for: unknown, in: arguments, positionals: values.arguments)
        }
        values.environment = environment
        attachDetachedValues(&values)
        return values
    }

    /// Gives each flag of ``ParsedValues/detachedValues`` the word after it as its value (`--json login` as
    /// `--json=login`) where that word can be neither a command nor an argument of the command the words name:
    /// `tool users --json login`, but not `tool --json users`, nor `tool user --json octocat`, where it is the
    /// login. A word left as a positional argument stays in `detachedValues`, so an error about it can suggest `=`.
    private func attachDetachedValues(_ values: inout ParsedValues) {
        for (name, detached) in values.detachedValues.sorted(by: { $0.value.position > $1.value.position }) {
            guard detached.position < values.arguments.count, values.arguments[detached.position] == detached.word
            else { continue }
            let (command, consumed) = resolve(values.arguments)
            let place = detached.position - consumed
            guard place >= 0, place >= command.arguments.count else { continue }
            values.arguments.remove(at: detached.position)
            values.inlineValues[name] = detached.word
            values.detachedValues[name] = nil
        }
    }

    /// The root command `Root` with the global options of `values` read into its properties.
    public func readGlobals<Root: ParsableCommand>(_ values: ParsedValues, as root: Root.Type) throws(UsageError)
        -> Root
    {
        var globals = values
        globals.arguments = []
        return try CommandReflection.read(root, from: globals)
    }

    /// The command whose help page `words` (the positional arguments of a command line with a help flag) ask
    /// for: the root for none; else the command the first word names and, below it, each subcommand a
    /// following word names that has a page of its own; words after those are ignored. A first word that names
    /// no command is a usage error.
    public func helpPage(for words: [String]) throws(UsageError) -> CommandDescription {
        guard let first = words.first else { return program.root }
        guard var page = program.root.subcommand(named: first) else { throw program.unknownCommand(first) }
        for word in words.dropFirst() {
            guard let placeholder = page.subcommandArgument, placeholder.subcommandsHaveOwnHelp,
                let next = page.subcommand(named: word)
            else { break }
            page = next
        }
        return page
    }

    /// What `--help` shows for the positional `words`: `nil` for the program's own help, else the path of the
    /// page ``helpPage(for:)`` finds, below the root (`cache`, `auth login`); after the help command
    /// (`tool help users --help`), the word that follows it, which must name a command or a topic
    /// (``CommandLineProgram/checkTopic(_:)``).
    public func helpTopic(for words: [String]) throws(UsageError) -> String? {
        let page = try helpPage(for: words)
        let topic = page.path.count > 1 ? page.path.dropFirst().joined(separator: " ") : nil
        guard topic == program.documentation.helpCommand, let asked = words.dropFirst().first else { return topic }
        try program.checkTopic(asked)
        return asked
    }

    /// The command `values` names, its arguments and options read and validated; the root when no positional
    /// argument is given. A usage error when a command's option is given to another command, a word names no
    /// command, an argument is missing or one too many, or a value is refused.
    public func parseCommand(_ values: ParsedValues) throws(UsageError) -> ParsedCommand {
        do {
            return try readCommand(values)
        } catch {
            // `tool --json login`: the word after the flag was read as a command or an argument, and refused.
            guard
                let (name, detached) = values.detachedValues.first(where: {
                    error.message.contains("\"\(TerminalSanitizer.singleLine($0.value.word))\"")
                })
            else { throw error }
            throw UsageError(
                error.message,
                hint: "to give \(name) its value, write \(name)=\(TerminalSanitizer.singleLine(detached.word))")
        }
    }

    /// ``parseCommand(_:)``'s work, before a word meant as a flag's value changes its error's hint.
    private func readCommand(_ values: ParsedValues) throws(UsageError) -> ParsedCommand {
        let words = values.arguments
        try checkOptionsBelong(to: resolve(words).command, values: values)
        var command = program.root
        var rest = words[...]
        if let first = rest.popFirst() {
            guard let named = command.subcommand(named: first) else { throw program.unknownCommand(first) }
            command = named
        }
        while command.path.count > 1, command.subcommandArgument != nil {
            let usage = helpPage(of: command).usage
            guard let word = rest.first else {
                throw UsageError("missing argument \(command.arguments[0].name)", hint: "usage: \(usage)")
            }
            guard let next = command.subcommand(named: word) else {
                // The usage line counts the words first, so too many words are refused as such.
                let most = 1 + (command.subcommands.map(\.declaredArguments.count).max() ?? 0)
                if rest.count > most {
                    throw UsageError(
                        "unexpected argument \"\(TerminalSanitizer.singleLine(rest[rest.startIndex + most]))\"",
                        hint: "usage: \(usage)")
                }
                throw unknownSubcommand(word, of: command)
            }
            rest = rest.dropFirst()
            command = next
        }
        try Self.checkArgumentCount(Array(rest), of: command, usage: helpPage(of: command).usage)
        var own = values
        own.arguments = Array(rest)
        return ParsedCommand(description: command, command: try CommandReflection.read(command.type, from: own))
    }

    /// The usage error for a word that names no subcommand of `parent`, with a suggestion when it looks like a
    /// typo, else every subcommand.
    func unknownSubcommand(_ word: String, of parent: CommandDescription) -> UsageError {
        let owner = parent.path.dropFirst().joined(separator: " ")
        let message = "unknown \(owner) command \"\(TerminalSanitizer.singleLine(word))\""
        let line = parent.path.joined(separator: " ")
        let names = parent.subcommands.map(\.name)
        if let guess = Suggestion.closest(to: word, in: names) {
            return UsageError(message, hint: "did you mean '\(line) \(guess)'?")
        }
        return UsageError(
            message, hint: "use " + SubcommandArgument.list(names.map { "'\(line) \($0)'" }, conjunction: "or"))
    }

    /// The deepest command `words` name, and how many of them name it; words that name none are left over.
    private func resolve(_ words: [String]) -> (command: CommandDescription, consumed: Int) {
        Self.resolve(words, in: program)
    }

    /// The deepest command of `program` that `words` name, and how many of them name it.
    private static func resolve(
        _ words: [String], in program: CommandLineProgram
    ) -> (command: CommandDescription, consumed: Int) {
        var command = program.root
        var consumed = 0
        for word in words {
            guard let next = command.subcommand(named: word) else { break }
            command = next
            consumed += 1
        }
        return (command, consumed)
    }

    /// The command whose page shows `command`'s usage: its parent when the parent's subcommands have no page of
    /// their own.
    private func helpPage(of command: CommandDescription) -> CommandDescription {
        let parentPath = Array(command.path.dropFirst().dropLast())
        guard command.path.count > 2, let parent = program.command(at: parentPath),
            parent.subcommandArgument?.subcommandsHaveOwnHelp == false
        else { return command }
        return parent
    }

    /// Refuses a command's own option given with another command (or none).
    private func checkOptionsBelong(to command: CommandDescription, values: ParsedValues) throws(UsageError) {
        let own = Set((program.root.options + command.options).map(\.name))
        guard values.options.keys.contains(where: { !own.contains($0) }) else { return }
        for (declaration, commands) in program.options where !commands.isEmpty {
            guard values.options[declaration.name] != nil, !commands.contains(where: { $0.path == command.path })
            else { continue }
            let owners = commands.map { "'\($0.path.joined(separator: " "))'" }.joined(separator: " and ")
            throw UsageError(
                "option \(declaration.name) only applies to \(owners)",
                hint: "see '\(commands[0].path.joined(separator: " ")) --help'")
        }
    }

    /// The error for a word taken for an unknown option: its own, or where the command expects a positional
    /// argument at that place, with how to pass it after `--`.
    private func error(for unknown: UnknownOption, in arguments: [String], positionals: [String]) -> UsageError {
        let (command, consumed) = resolve(positionals)
        guard unknown.positionalsBefore > 0, consumed > 0 else { return unknown.error }
        let declared = command.arguments
        let place = unknown.positionalsBefore - consumed
        guard place >= 0, place < declared.count else { return unknown.error }
        // The command and its arguments up to the word, which is all the correction needs to show.
        let before = arguments[..<unknown.index].filter { !$0.hasPrefix("-") }.suffix(unknown.positionalsBefore)
        let line = ([program.name] + before + ["--", unknown.word]).map(Self.shellWord).joined(separator: " ")
        let guess = unknown.error.hint.hasPrefix("did you mean") ? unknown.error.hint + " " : ""
        return UsageError(
            unknown.error.message,
            hint: guess + "to pass \"\(TerminalSanitizer.singleLine(unknown.word))\" as \(declared[place].name), "
                + "put -- before it: \(TerminalSanitizer.singleLine(line))")
    }

    /// `word` as a shell reads it back: as it is when it holds only safe characters, else in single quotes.
    private static func shellWord(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (CharacterSet.alphanumerics.contains(scalar) || "-_./=:,@+%".unicodeScalars.contains(scalar))
        }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Refuses too many or too few positional arguments, naming the missing one.
    private static func checkArgumentCount(
        _ arguments: [String], of command: CommandDescription, usage: String
    ) throws(UsageError) {
        let declared = command.declaredArguments
        if arguments.count > declared.count {
            throw UsageError(
                "unexpected argument \"\(TerminalSanitizer.singleLine(arguments[declared.count]))\"",
                hint: "usage: \(usage)")
        }
        if let missing = declared.dropFirst(arguments.count).first(where: { !$0.isOptional }) {
            throw UsageError("missing argument \(missing.name)", hint: "usage: \(usage)")
        }
    }
}

extension CommandLineProgram {
    /// The usage error for a command name that is not one, with a suggestion when it looks like a typo.
    public func unknownCommand(_ word: String) -> UsageError {
        let message = "unknown command \"\(TerminalSanitizer.singleLine(word))\""
        let names = commandNames
        if let guess = Suggestion.closest(to: word, in: names) {
            return UsageError(message, hint: "did you mean '\(name) \(guess)'?")
        }
        return UsageError(message, hint: "commands: \(names.joined(separator: ", "))")
    }

    /// The shell `text` names, as `tool completion SHELL` takes it.
    ///
    /// - Throws: A usage error that suggests the closest shell (`did you mean 'tool completion zsh'?`) or lists
    ///   them.
    public func shell(named text: String) throws(UsageError) -> Shell {
        guard let shell = Shell(rawValue: text) else {
            let names = Shell.allCases.map(\.rawValue)
            let guess = Suggestion.closest(to: text, in: names)
            throw UsageError(
                "unknown shell \"\(TerminalSanitizer.singleLine(text))\"",
                hint: guess.map { "did you mean '\(name) \(documentation.completionCommand) \($0)'?" }
                    ?? "shells: \(names.joined(separator: ", "))")
        }
        return shell
    }

    /// Checks that `topic` names a command or a help topic, as `tool help TOPIC` takes it.
    ///
    /// - Throws: ``unknownTopic(_:)``'s error when it names neither.
    public func checkTopic(_ topic: String) throws(UsageError) {
        guard commandNames.contains(topic) || self.topic(named: topic) != nil else { throw unknownTopic(topic) }
    }

    /// The usage error for a help topic that is neither a command nor a help topic.
    public func unknownTopic(_ topic: String) -> UsageError {
        let message = "unknown command or help topic \"\(TerminalSanitizer.singleLine(topic))\""
        let names = commandNames
        let topics = topicNames
        if let guess = Suggestion.closest(to: topic, in: names + topics) {
            return UsageError(
                message, hint: "did you mean '\(name) \(documentation.helpCommand) \(guess)'?")
        }
        return UsageError(
            message, hint: "commands: \(names.joined(separator: ", ")); topics: \(topics.joined(separator: ", "))")
    }
}
