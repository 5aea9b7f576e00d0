/// The bash completion script, to `eval` in bash.
///
/// It reads the words as typed from `COMP_LINE` (bash's `COMP_WORDS` splits at `=` and `:`, so `--ttl=5` would be
/// three words), and offers each candidate as the whole word it would make, less what bash keeps of the word before
/// the part it replaces (`--theme=` of `--theme=high-contrast`, `atomic:` of `atomic://posts`).
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
                valueCases += "        \(pattern)) _\(name)_offer \"$lead\" $(compgen -d -- \"$value\"); return ;;\n"
            case .values, .topics:
                let words = CompletionScript.words(for: option.completion, in: program).joined(separator: " ")
                valueCases +=
                    "        \(pattern)) _\(name)_offer \"$lead\" $(compgen -W \"\(words)\" -- \"$value\"); return ;;\n"
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
            let nested = CompletionScript.subcommandsWithArguments(command).isEmpty ? "" : "; nested=1"
            commandCases +=
                "        \(command.name)) options=\"\(options)\"; words=\"\(words.joined(separator: " "))\"\(dynamic)\(nested) ;;\n"
        }
        return """
            # bash completion for \(name), \(CompletionScript.origin(program, .bash))
            # The words as typed, into the array `typed`: from COMP_LINE up to the cursor (COMP_WORDS splits at = and :).
            _\(name)_typed() {
                typed=()
                if [[ -n "${COMP_LINE-}" ]]; then
                    local line="${COMP_LINE:0:COMP_POINT}"
                    read -ra typed <<< "$line"
                    if [[ -z "$line" || "$line" == *[[:space:]] ]]; then typed+=(""); fi
                else
                    typed=("${COMP_WORDS[@]:0:COMP_CWORD+1}")
                fi
            }
            # Offers each candidate (after the first argument, the text before them in the word) that begins as the
            # word typed does, less what bash keeps of the word before the part it replaces.
            _\(name)_offer() {
                local lead="$1" full="${typed[${#typed[@]}-1]}" cur="${COMP_WORDS[COMP_CWORD]}" candidate
                shift
                if [[ "$cur" == "=" || "$cur" == ":" ]]; then cur=""; fi
                local strip="${full%"$cur"}"
                for candidate in "$@"; do
                    candidate="$lead$candidate"
                    [[ "$candidate" == "$full"* ]] && COMPREPLY+=("${candidate#"$strip"}")
                done
            }
            # Asks '\(name) __complete' about the words as typed and offers what it prints.
            _\(name)_dynamic() {
                local candidate directive=0
                local -a candidates=()
                while IFS= read -r candidate; do
                    if [[ "$candidate" == :* ]]; then directive="${candidate#:}"; continue; fi
                    candidates+=("${candidate%%$'\\t'*}")
                done < <("${typed[0]}" __complete "${typed[@]:1}" 2>/dev/null)
                _\(name)_offer "" "${candidates[@]}"
                if (( directive & 2 )) && type compopt &>/dev/null; then compopt -o nospace; fi
            }
            _\(name)() {
                local -a typed
                _\(name)_typed
                local count=${#typed[@]}
                local word="${typed[count-1]}" prev=""
                if (( count > 1 )); then prev="${typed[count-2]}"; fi
                COMPREPLY=()
                if [[ "$word" == --json=* ]]; then
                    _\(name)_dynamic
                    return
                fi
                local option="$prev" value="$word" lead=""
                if [[ "$word" == --*=* ]]; then option="${word%%=*}"; value="${word#*=}"; lead="$option="; fi
                case "$option" in
            \(valueCases)    esac
                local command="" index
                for (( index = 1; index < count - 1; index++ )); do
                    case "${typed[index]}" in
                        \(valuePattern)) (( index++ )) ;;
                        -*) ;;
                        *) command="${typed[index]}"; break ;;
                    esac
                done
                local options="" words="" dynamic="" nested=""
                case "$command" in
            \(commandCases)        "") words="\(commands.map(\.name).joined(separator: " "))" ;;
                esac
                # Past a subcommand's name (`config get `), the program reads the words against its declarations.
                if [[ -n "$nested" ]]; then
                    for (( index = index + 1; index < count - 1; index++ )); do
                        [[ "${typed[index]}" == -* ]] || { dynamic=1; break; }
                    done
                fi
                if [[ "$word" == -* ]]; then
                    _\(name)_offer "" $(compgen -W "$options \(globals)" -- "$word")
                elif [[ -n "$dynamic" ]]; then
                    _\(name)_dynamic
                else
                    _\(name)_offer "" $(compgen -W "$words" -- "$word")
                fi
            }
            complete -F _\(name) \(name)

            """
    }
}
