import AtomicCore

/// The manual page `atomic man` prints: atomic(1) in roff (the `man` macros), derived from the declarations.
enum ManPage {
    /// The page.
    static func roff() -> String {
        let root = RootCommand.configuration
        var page = [
            ".TH ATOMIC 1 \"\" \"atomic \(escape(AtomicArchVersion.current))\" \"User Commands\"",
            ".ad l",
            ".nh",
            ".SH NAME",
            "atomic \\- \(escape(root.abstract.lowercasedFirst))",
            ".SH SYNOPSIS",
            ".B atomic",
            "[\\fIflags\\fR] [\\fIcommand\\fR]",
            ".SH DESCRIPTION",
            escape(root.discussion),
            ".SH COMMANDS",
        ]
        for type in CommandList.all {
            page += command(type.configuration)
        }
        page += [".SH GLOBAL FLAGS"]
        page += GlobalOptionDeclarations.all.flatMap(option)
        page += [".SH ENVIRONMENT"]
        for variable in EnvironmentVariable.all {
            page += [".TP", ".B \(escape(variable.name))", escape(variable.help)]
        }
        page += [".SH EXIT STATUS"]
        for (status, meaning) in HelpTopic.exitCodes.content.rows {
            page += [".TP", ".B \(status)", escape(meaning)]
        }
        page += [".SH EXAMPLES"]
        page += examples(root.examples)
        page += [".SH SEE ALSO", "atomic help formatting, atomic completion SHELL"]
        return page.joined(separator: "\n") + "\n"
    }

    private static func command(_ configuration: CommandConfiguration) -> [String] {
        var lines = [
            ".SS \(escape(configuration.commandName))",
            ".B \(escape(configuration.usage))",
            ".PP",
            escape(configuration.abstract) + ".",
        ]
        if !configuration.discussion.isEmpty {
            lines += [".PP", escape(configuration.discussion)]
        }
        for argument in configuration.arguments {
            lines += [".TP", ".I \(escape(argument.name))", escape(argument.help)]
        }
        lines += configuration.options.flatMap(option)
        if !configuration.jsonFields.isEmpty {
            lines += [".PP", "JSON fields: " + escape(configuration.jsonFields.joined(separator: ", ")) + "."]
        }
        lines += examples(configuration.examples)
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
    static func escape(_ text: String) -> String {
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
