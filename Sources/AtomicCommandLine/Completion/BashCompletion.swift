/// The bash completion script, to `eval` in bash.
enum BashCompletion {
    /// The script; it defines `_PROGRAM` and registers it with `complete -F _PROGRAM PROGRAM`.
    static func script(_ program: CommandLineProgram) -> String {
        let name = program.name
        let commands = program.commands
        let globals = program.root.options.flatMap(CompletionScript.spellings).joined(separator: " ")
        let valueOptions = CompletionScript.valueOptions(program)
        let valuePattern = valueOptions.flatMap(CompletionScript.spellings).joined(separator: "|")
        var valueCases = ""
        for option in valueOptions {
            let pattern = CompletionScript.spellings(option).joined(separator: "|")
            switch option.completion {
            case .directory:
                valueCases += "        \(pattern)) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n"
            case .values, .topics:
                let words = CompletionScript.words(for: option.completion, in: program).joined(separator: " ")
                valueCases += "        \(pattern)) COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")); return ;;\n"
            case .none:
                valueCases += "        \(pattern)) return ;;\n"
            }
        }
        var commandCases = ""
        for command in commands {
            let options = CompletionScript.options(of: command).flatMap(CompletionScript.spellings)
                .joined(separator: " ")
            let words = command.arguments.first.map { CompletionScript.words(for: $0.completion, in: program) } ?? []
            commandCases +=
                "        \(command.name)) options=\"\(options)\"; words=\"\(words.joined(separator: " "))\" ;;\n"
        }
        return """
            # bash completion for \(name), \(CompletionScript.origin(program, .bash))
            _\(name)() {
                local cur="${COMP_WORDS[COMP_CWORD]}"
                local prev=""
                if (( COMP_CWORD > 0 )); then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
                COMPREPLY=()
                case "$prev" in
            \(valueCases)    esac
                local command="" index
                for (( index = 1; index < COMP_CWORD; index++ )); do
                    case "${COMP_WORDS[index]}" in
                        \(valuePattern)) (( index++ )) ;;
                        -*) ;;
                        *) command="${COMP_WORDS[index]}"; break ;;
                    esac
                done
                local options="" words=""
                case "$command" in
            \(commandCases)        "") words="\(commands.map(\.name).joined(separator: " "))" ;;
                esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "$options \(globals)" -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "$words" -- "$cur"))
                fi
            }
            complete -F _\(name) \(name)

            """
    }
}
