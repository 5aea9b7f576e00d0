/// The fish completion script, for fish's completions folder.
enum FishCompletion {
    /// The script.
    static func script(_ program: CommandLineProgram) -> String {
        let complete = "complete -c \(program.name)"
        let dynamic = "__\(program.name)_dynamic"
        var lines = [
            "# fish completion for \(program.name), \(CompletionScript.origin(program, .fish))",
            "# Asks '\(program.name) __complete' about the words as typed; fish adds back what comes before an =.",
            "function \(dynamic)",
            "    set -l tokens (commandline -opc) (commandline -ct)",
            "    set -l strip (string match -r -- '^--[^=]*=' $tokens[-1])",
            "    $tokens[1] __complete $tokens[2..-1] 2>/dev/null | string match -v -r '^:' \\",
            "        | string replace -- \"$strip\" ''",
            "end",
            "\(complete) -f",
        ]
        for command in program.commands {
            lines.append(
                "\(complete) -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.configuration.abstract))")
        }
        for option in program.root.options {
            lines.append(line(for: option, condition: nil, in: program))
        }
        for command in program.commands {
            var condition = "__fish_seen_subcommand_from \(command.name)"
            for option in CompletionScript.options(of: command) {
                lines.append(line(for: option, condition: condition, in: program))
            }
            let nested = CompletionScript.subcommandsWithArguments(command).map(\.name)
            if !nested.isEmpty {
                // Past a subcommand's name (`config get `), the program reads the words; not its siblings' names.
                let past = "__fish_seen_subcommand_from \(nested.joined(separator: " "))"
                lines.append("\(complete) -n \(quoted("\(condition); and \(past)")) -a '(\(dynamic))'")
                condition += "; and not \(past)"
            }
            if CompletionScript.firstArgumentIsDynamic(command) {
                lines.append("\(complete) -n \(quoted(condition)) -a '(\(dynamic))'")
            } else if let argument = command.arguments.first {
                let words = CompletionScript.words(for: argument.completion, in: program)
                if !words.isEmpty, words.allSatisfy({ argument.valueHelp[$0] != nil }) {
                    // One line a value, so that each is shown with its own description.
                    for word in words {
                        lines.append(
                            "\(complete) -n \(quoted(condition)) -a \(quoted(word)) -d "
                                + quoted(argument.valueHelp[word] ?? argument.help))
                    }
                } else if !words.isEmpty {
                    lines.append(
                        "\(complete) -n \(quoted(condition)) -a \(quoted(words.joined(separator: " "))) -d "
                            + quoted(argument.help))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(
        for option: OptionDeclaration, condition: String?, in program: CommandLineProgram
    ) -> String {
        var parts = ["complete -c \(program.name)"]
        if let condition { parts.append("-n \(quoted(condition))") }
        if let short = option.short { parts.append("-s \(short)") }
        parts.append("-l \(option.name.dropFirst(2))")
        if !option.takesValue, option.inlineValueName != nil {
            // `--json=FIELDS`: the values come from the program.
            parts.append("-f -a '(__\(program.name)_dynamic)'")
        }
        if option.takesValue {
            switch option.completion {
            case .none, .dynamic: parts.append("-x")
            case .directory: parts.append("-r -a '(__fish_complete_directories)'")
            case .values, .topics:
                parts.append(
                    "-x -a \(quoted(CompletionScript.words(for: option.completion, in: program).joined(separator: " ")))"
                )
            }
        }
        parts.append("-d \(quoted(option.help))")
        return parts.joined(separator: " ")
    }

    /// `text` in single quotes, for fish.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
