/// One command of a program as help, completions, the man page and the parser see it: its configuration, its
/// place in the tree of commands, and the options and arguments its properties declare.
public struct CommandDescription: Sendable {
    /// The command's type.
    public let type: any ParsableCommand.Type
    /// The words that select it, the program's name first: `["atomic", "cache", "info"]`; `["atomic"]` for the
    /// root.
    public let path: [String]
    /// The options its ``Option`` and ``Flag`` properties declare, in declaration order.
    public let options: [OptionDeclaration]
    /// The positional arguments its ``Argument`` properties declare, in declaration order.
    public let declaredArguments: [ArgumentDeclaration]

    /// The description of `type` at `parent` (the words that select its parent command; none for the root).
    public init(_ type: any ParsableCommand.Type, parent: [String] = []) {
        self.type = type
        path = parent + [type.configuration.commandName]
        var options: [OptionDeclaration] = []
        var arguments: [ArgumentDeclaration] = []
        for (_, property) in CommandReflection.properties(of: type) {
            switch property.declared {
            case .option(let option): options.append(option)
            case .argument(let argument): arguments.append(argument)
            }
        }
        self.options = options
        declaredArguments = arguments
    }

    /// The commands below it, in order, described when asked for (each command type is reflected once a
    /// process), so that a configuration may name commands whose own configurations refer back to the
    /// program's data, and a command line reads only the commands it names.
    public var subcommands: [CommandDescription] {
        configuration.subcommands.map { CommandDescription($0, parent: path) }
    }

    /// How the word that names a subcommand shows: as declared, else `COMMAND`, "One of a, b or c"; nil for a
    /// command without subcommands.
    public var subcommandArgument: SubcommandArgument? {
        let names = configuration.subcommands.map { $0.configuration.commandName }
        guard !names.isEmpty else { return nil }
        return configuration.subcommandArgument
            ?? SubcommandArgument("COMMAND", help: "One of " + SubcommandArgument.list(names, conjunction: "or"))
    }

    /// The command's configuration.
    public var configuration: CommandConfiguration { type.configuration }

    /// The command's name, the last word of ``path``.
    public var name: String { configuration.commandName }

    /// Its positional arguments as usage lines, help and completions show them: the declared ones, or for a
    /// command with subcommands the one word that names a subcommand, completed with their names and described
    /// by their abstracts.
    public var arguments: [ArgumentDeclaration] {
        guard let placeholder = subcommandArgument else { return declaredArguments }
        let subcommands = subcommands
        let names = subcommands.map(\.name)
        let help = Dictionary(subcommands.map { ($0.name, $0.configuration.abstract) }) { first, _ in first }
        return [
            ArgumentDeclaration(placeholder.name, help: placeholder.help, completion: .values(names), valueHelp: help)
        ]
    }

    /// The options its help page, usage line and man page entry show: its own, and when its subcommands have
    /// no page of their own, theirs after them (`store clear --force` on the `store` page).
    public var pageOptions: [OptionDeclaration] {
        guard subcommandArgument?.subcommandsHaveOwnHelp == false else { return options }
        var seen = Set(options.map(\.name))
        return options + subcommands.flatMap(\.options).filter { seen.insert($0.name).inserted }
    }

    /// The subcommand called `name`, if there is one; the others are not described.
    public func subcommand(named name: String) -> CommandDescription? {
        configuration.subcommands.first { $0.configuration.commandName == name }
            .map { CommandDescription($0, parent: path) }
    }

    /// The usage line without `usage:`: `atomic users [--since ID] [-L N] [--per-page N] [flags]`.
    public var usage: String {
        var parts = path + arguments.map(\.synopsis)
        parts += pageOptions.map { "[\($0.short.map { "-\($0)" } ?? $0.name)\($0.valueName.map { " \($0)" } ?? "")]" }
        parts.append("[flags]")
        return parts.joined(separator: " ")
    }

    /// The usage line as a README's command table shows it: the command without the program's name, its
    /// arguments and its own options by their long names.
    public var tableUsage: String {
        var parts = Array(path.dropFirst()) + arguments.map(\.synopsis)
        parts += pageOptions.map { "[\($0.name)\($0.valueName.map { " \($0)" } ?? "")]" }
        return parts.joined(separator: " ")
    }

    /// The command and every command below it, depth first, in order.
    public var flattened: [CommandDescription] {
        [self] + subcommands.flatMap(\.flattened)
    }
}
