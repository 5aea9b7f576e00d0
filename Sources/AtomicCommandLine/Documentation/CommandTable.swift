/// A README's command table, derived from the declarations: one row per command (and subcommand with a help
/// page of its own) with its usage and abstract.
public enum CommandTable {
    /// The table of `program`'s commands in Markdown.
    public static func markdown(for program: CommandLineProgram) -> String {
        var lines = ["| command | what it does |", "| --- | --- |"]
        for command in program.commands.flatMap(rows) {
            lines.append("| `\(command.program) \(command.usage)` | \(command.abstract) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func rows(_ command: CommandDescription) -> [(program: String, usage: String, abstract: String)] {
        let own = (command.path[0], command.tableUsage, command.configuration.abstract)
        guard command.subcommandArgument?.subcommandsHaveOwnHelp == true else { return [own] }
        return [own] + command.subcommands.flatMap(rows)
    }
}
