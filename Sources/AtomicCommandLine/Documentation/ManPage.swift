/// A program's manual page in roff (the `man` macros), section 1, derived from the declarations: NAME,
/// SYNOPSIS, DESCRIPTION, COMMANDS (each command, and below it each subcommand that has a help page of its own),
/// GLOBAL FLAGS, ENVIRONMENT, EXIT STATUS, EXAMPLES and SEE ALSO.
public enum ManPage {
    /// The page of `program`.
    public static func roff(for program: CommandLineProgram) -> String {
        let root = program.root.configuration
        var page = [
            ".TH \(escape(program.name.uppercased())) 1 \"\" \"\(escape(program.name)) "
                + "\(escape(program.documentation.version))\" \"User Commands\"",
            ".ad l",
            ".nh",
            ".SH NAME",
            "\(escape(program.name)) \\- \(escape(root.abstract.lowercasedFirst))",
            ".SH SYNOPSIS",
            ".B \(escape(program.name))",
            "[\\fIflags\\fR] [\\fIcommand\\fR]",
            ".SH DESCRIPTION",
            escape(root.discussion),
            ".SH COMMANDS",
        ]
        for command in program.commands {
            page += self.command(command)
        }
        page += [".SH GLOBAL FLAGS"]
        page += program.root.options.flatMap(option)
        page += [".SH ENVIRONMENT"]
        for variable in program.environmentVariables {
            page += [".TP", ".B \(escape(variable.name))", escape(variable.help)]
        }
        page += [".SH EXIT STATUS"]
        for (status, meaning) in program.documentation.exitStatuses {
            page += [".TP", ".B \(status)", escape(meaning)]
        }
        page += [".SH EXAMPLES"]
        page += examples(root.examples)
        page += [".SH SEE ALSO", program.documentation.seeAlso]
        return page.joined(separator: "\n") + "\n"
    }

    private static func command(_ command: CommandDescription) -> [String] {
        let configuration = command.configuration
        var lines = [
            ".SS \(escape(command.path.dropFirst().joined(separator: " ")))",
            ".B \(escape(command.usage))",
            ".PP",
            escape(configuration.abstract) + ".",
        ]
        if !configuration.discussion.isEmpty {
            lines += [".PP", escape(configuration.discussion)]
        }
        for argument in command.arguments {
            lines += [".TP", ".I \(escape(argument.name))", escape(argument.help)]
        }
        lines += command.pageOptions.flatMap(option)
        if !configuration.jsonFields.isEmpty {
            lines += [".PP", "JSON fields: " + escape(configuration.jsonFields.joined(separator: ", ")) + "."]
        }
        lines += examples(configuration.examples)
        if command.subcommandArgument?.subcommandsHaveOwnHelp == true {
            lines += command.subcommands.flatMap(self.command)
        }
        return lines
    }

    private static func option(_ option: OptionDeclaration) -> [String] {
        [".TP", "\\fB\(escape(option.synopsis))\\fR", escape(option.fullHelp)]
    }

    private static func examples(_ examples: [Example]) -> [String] {
        examples.flatMap { example in
            [".PP", escape(example.comment) + ":", ".RS", ".EX", escape("$ " + example.command), ".EE", ".RE"]
        }
    }

    /// `text` as roff text: backslashes and dashes escaped, a line never starting with a control character.
    public static func escape(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }
}

extension String {
    /// The string with its first character in lower case, for a sentence that continues after a dash.
    fileprivate var lowercasedFirst: String {
        prefix(1).lowercased() + dropFirst()
    }
}
