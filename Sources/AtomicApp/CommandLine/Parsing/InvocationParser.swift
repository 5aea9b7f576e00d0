import Foundation
import TerminalUI

/// Turns `atomic`'s arguments and environment into an ``Invocation``, or a ``UsageError`` that says what to fix,
/// using the declarations of ``CommandList`` and ``GlobalOptionDeclarations``.
///
/// Options may stand before or after the command; `--name value` and `--name=value` are the same, as are
/// `-L 5` and `-L5`; `--` ends the options, and a word such as `-1` that is a negative number is an argument.
/// Flags win over environment variables, which win over defaults.
struct InvocationParser {
    /// The environment variables the parser reads.
    let environment: [String: String]

    /// Parses `arguments` (without the program name).
    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var values = try ArgumentScanner.scan(arguments)
        if let unknown = values.unknownOption {
            throw Self.error(for: unknown, in: arguments, commandName: values.arguments.first)
        }
        values.environment = environment
        var options = try GlobalOptionDeclarations.resolve(values)
        let positionals = values.arguments
        if values.isSet(GlobalOptionDeclarations.help) {
            var topic = positionals.first
            if let name = topic, CommandList.command(named: name) == nil {
                throw CommandList.unknownCommand(name)
            }
            if topic == "help", let asked = positionals.dropFirst().first {
                guard CommandList.command(named: asked) != nil || HelpTopic(rawValue: asked) != nil else {
                    throw CommandList.unknownTopic(asked)
                }
                topic = asked
            }
            return Invocation(command: .help(topic: topic), options: options)
        }
        if values.isSet(GlobalOptionDeclarations.version) {
            return Invocation(command: .version, options: options)
        }
        let name = positionals.first
        try checkOptionsBelong(to: name, values: values)
        let command: Command
        if let name {
            guard let type = CommandList.command(named: name) else { throw CommandList.unknownCommand(name) }
            values.arguments = Array(positionals.dropFirst())
            try Self.checkArgumentCount(values.arguments, of: type.configuration)
            command = try type.init(parsing: values).command
        } else {
            command = try RootCommand(parsing: values).command
        }
        if options.json, let language = Self.nonJSONLanguage(of: command) {
            throw UsageError(
                "'atomic \(name ?? "")' prints \(language) and has no JSON form",
                hint: "leave out --json, e.g. \(Self.example(of: command))")
        }
        if let fields = options.jsonFields {
            let valid = CommandList.jsonFields(for: command)
            try JSONFieldSelection.check(fields, valid: valid.fields, commandName: valid.name)
            options.jsonFields = valid.fields.filter(fields.contains)
        }
        return Invocation(command: command, options: options)
    }

    /// The language of a command that prints a document for another program rather than data (roff, a shell
    /// script), which `--json` cannot change: nil for every other command.
    private static func nonJSONLanguage(of command: Command) -> String? {
        switch command {
        case .manual: "a manual page in roff"
        case .completion(let shell): "a \(shell.rawValue) script"
        default: nil
        }
    }

    /// How the command is meant to be used, for the hint of its `--json` usage error.
    private static func example(of command: Command) -> String {
        switch command {
        case .completion(let shell): "'atomic completion \(shell.rawValue)'"
        default: "'atomic man | man -l -'"
        }
    }

    /// Refuses a command's own option given with another command (or none).
    private func checkOptionsBelong(to name: String?, values: ParsedValues) throws(UsageError) {
        for (declaration, commands) in CommandList.options where !commands.isEmpty {
            guard values.options[declaration.name] != nil, !commands.contains(name ?? "") else { continue }
            let owners = commands.map { "'atomic \($0)'" }.joined(separator: " and ")
            throw UsageError(
                "option \(declaration.name) only applies to \(owners)", hint: "see 'atomic \(commands[0]) --help'")
        }
    }

    /// The error for a word taken for an unknown option. Where the command expects a positional argument at that
    /// place (`atomic user -octo`, a login that starts with `-`), the hint says how to pass it: after `--`, which
    /// ends the options.
    static func error(for unknown: UnknownOption, in arguments: [String], commandName: String?) -> UsageError {
        guard unknown.positionalsBefore > 0, let commandName, let type = CommandList.command(named: commandName)
        else { return unknown.error }
        let declared = type.configuration.arguments
        let place = unknown.positionalsBefore - 1
        guard place < declared.count else { return unknown.error }
        // The command and its arguments up to the word, which is all the correction needs to show.
        let before = arguments[..<unknown.index].filter { !$0.hasPrefix("-") }.suffix(unknown.positionalsBefore)
        let line = (["atomic"] + before + ["--", unknown.word]).map(Self.shellWord).joined(separator: " ")
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
        _ arguments: [String], of configuration: CommandConfiguration
    ) throws(UsageError) {
        let declared = configuration.arguments
        if arguments.count > declared.count {
            throw UsageError(
                "unexpected argument \"\(TerminalSanitizer.singleLine(arguments[declared.count]))\"",
                hint: "usage: \(configuration.usage)")
        }
        if let missing = declared.dropFirst(arguments.count).first(where: { !$0.isOptional }) {
            throw UsageError("missing argument \(missing.name)", hint: "usage: \(configuration.usage)")
        }
    }
}
