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
            case .none, .dynamic:
                valueCases += "        \(pattern)) return ;;\n"
            }
        }
        var commandCases = ""
        for command in commands {
            let options = CompletionScript.options(of: command).flatMap(CompletionScript.spellings)
                .joined(separator: " ")
            let words = command.arguments.first.map { CompletionScript.words(for: $0.completion, in: program) } ?? []
            let dynamic = CompletionScript.firstArgumentIsDynamic(command) ? "; dynamic=1" : ""
            commandCases +=
                "        \(command.name)) options=\"\(options)\"; words=\"\(words.joined(separator: " "))\"\(dynamic) ;;\n"
        }
        return """
            # bash completion for \(name), \(CompletionScript.origin(program, .bash))
            # The words as typed, from COMP_LINE (COMP_WORDS splits at = and :), asked of '\(name) __complete'; each
            # candidate loses what bash keeps of the word before the part it replaces.
            _\(name)_dynamic() {
                local -a typed
                if [[ -n "${COMP_LINE-}" ]]; then
                    local line="${COMP_LINE:0:COMP_POINT}"
                    read -ra typed <<< "$line"
                    if [[ -z "$line" || "$line" == *[[:space:]] ]]; then typed+=(""); fi
                else
                    typed=("${COMP_WORDS[@]:0:COMP_CWORD+1}")
                fi
                local full="${typed[${#typed[@]}-1]}" cur="${COMP_WORDS[COMP_CWORD]}"
                local strip="${full%"$cur"}" candidate directive=0
                while IFS= read -r candidate; do
                    if [[ "$candidate" == :* ]]; then directive="${candidate#:}"; continue; fi
                    candidate="${candidate%%$'\\t'*}"
                    [[ "$candidate" == "$full"* ]] && COMPREPLY+=("${candidate#"$strip"}")
                done < <("${typed[0]}" __complete "${typed[@]:1}" 2>/dev/null)
                if (( directive & 2 )) && type compopt &>/dev/null; then compopt -o nospace; fi
            }
            _\(name)() {
                local cur="${COMP_WORDS[COMP_CWORD]}"
                local prev=""
                if (( COMP_CWORD > 0 )); then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
                COMPREPLY=()
                if [[ "$cur" == --json=* || ( "$prev" == "=" && "${COMP_WORDS[COMP_CWORD-2]-}" == --json ) \\
                    || ( "$cur" == "=" && "$prev" == --json ) ]]; then
                    _\(name)_dynamic
                    return
                fi
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
                local options="" words="" dynamic=""
                case "$command" in
            \(commandCases)        "") words="\(commands.map(\.name).joined(separator: " "))" ;;
                esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "$options \(globals)" -- "$cur"))
                elif [[ -n "$dynamic" ]]; then
                    _\(name)_dynamic
                else
                    COMPREPLY=($(compgen -W "$words" -- "$cur"))
                fi
            }
            complete -F _\(name) \(name)

            """
    }
}
