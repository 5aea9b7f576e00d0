/// The zsh completion script: `_PROGRAM` for a folder on `$fpath`, or sourced, which registers it with
/// `compdef`.
enum ZshCompletion {
    /// The script.
    static func script(_ program: CommandLineProgram) -> String {
        let name = program.name
        let globals = program.root.options.map { spec($0, in: program) }.joined(separator: "\n        ")
        let commands = program.commands.map {
            quoted("\($0.name):\(escapeDescription($0.configuration.abstract))")
        }.joined(separator: "\n        ")
        var cases = ""
        for command in program.commands {
            var specs = CompletionScript.options(of: command).map { spec($0, in: program) }
            for (index, argument) in command.arguments.enumerated() {
                let optional = argument.isOptional ? ":" : ""
                let action = action(for: argument.completion, in: program)
                specs.append(quoted("\(index + 1)\(optional):\(argument.name):\(action)"))
            }
            if !CompletionScript.subcommandsWithArguments(command).isEmpty {
                // A subcommand's own arguments (`config get KEY`): the program reads the words as typed.
                specs.append(quoted("*::argument:{_\(name)_dynamic}"))
            }
            cases +=
                "            \(command.name)) _arguments -s $global_flags \(specs.joined(separator: " ")) ;;\n"
        }
        return """
            #compdef \(name)
            # zsh completion for \(name), \(CompletionScript.origin(program, .zsh))

            # Asks '\(name) __complete' about the words as typed (kept before _arguments shifts them); each
            # candidate loses what zsh keeps of the word before the part it completes (--json= of --json=FIELDS).
            _\(name)_dynamic() {
                local -a lines pairs
                local line value full=${_\(name)_words[$_\(name)_current]} strip directive=0
                strip=${full%$PREFIX}
                lines=("${(@f)$(${_\(name)_words[1]} __complete "${(@)_\(name)_words[2,$_\(name)_current]}" 2>/dev/null)}")
                for line in $lines; do
                    if [[ $line == :<-> ]]; then directive=${line#:}; continue; fi
                    value=${line%%$'\\t'*}
                    [[ $value == $full* ]] || continue
                    value=${value#$strip}
                    if [[ $line == *$'\\t'* ]]; then
                        pairs+=("${value//:/\\:}:${line#*$'\\t'}")
                    else
                        pairs+=("${value//:/\\:}")
                    fi
                done
                if (( directive & 2 )); then
                    _describe -t values 'value' pairs -S ''
                else
                    _describe -t values 'value' pairs
                fi
            }

            _\(name)() {
                local -a _\(name)_words
                _\(name)_words=("${words[@]}")
                local _\(name)_current=$CURRENT
                local -a global_flags commands
                global_flags=(
                    \(globals)
                )
                commands=(
                    \(commands)
                )
                local curcontext="$curcontext" state line
                _arguments -s -C $global_flags '1: :->command' '*:: :->argument' && return
                case $state in
                    command) _describe -t commands '\(name) command' commands ;;
                    argument)
                        case $line[1] in
            \(cases)            esac
                        ;;
                esac
            }

            if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
                _\(name) "$@"
            else
                compdef _\(name) \(name)
            fi

            """
    }

    /// An `_arguments` spec for `option`, such as `'(-L --limit)'{-L,--limit}'[How many]:N: '`; `--json` is
    /// offered as a flag, its `=FIELDS` being typed by hand.
    private static func spec(_ option: OptionDeclaration, in program: CommandLineProgram) -> String {
        let description = "[\(escapeDescription(option.help))]"
        var value = option.valueName.map { ":\($0):\(action(for: option.completion, in: program))" } ?? ""
        // An option with a value takes it as the next word or after `=` in the same word (`--ttl=5`).
        var name = option.name + (option.valueName == nil ? "" : "=")
        if option.valueName == nil, let inline = option.inlineValueName {
            // `--json` alone, or `--json=FIELDS` completed by the program.
            name += "=-"
            value = "::\(inline):{_\(program.name)_dynamic}"
        }
        guard let short = option.short else { return quoted(name + description + value) }
        return quoted("(-\(short) \(option.name))") + "{-\(short),\(name)}" + quoted(description + value)
    }

    private static func action(for kind: CompletionKind, in program: CommandLineProgram) -> String {
        switch kind {
        case .none: " "
        case .directory: "_files -/"
        case .values, .topics: "(\(CompletionScript.words(for: kind, in: program).joined(separator: " ")))"
        case .dynamic: "{_\(program.name)_dynamic}"
        }
    }

    /// `text` without the characters `_arguments` gives a meaning inside a description.
    private static func escapeDescription(_ text: String) -> String {
        text.replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")")
            .replacingOccurrences(of: ":", with: " -")
    }

    /// `text` in single quotes, for zsh.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
