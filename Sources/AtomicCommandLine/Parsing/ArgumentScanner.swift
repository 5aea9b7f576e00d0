import TerminalUI

/// Sorts the words of a command line into option values and positional arguments, knowing every declared option
/// but not yet which command runs.
struct ArgumentScanner {
    /// The declaration of the option `--name` (given with its dashes) or `-x` (given as its letter), knowing the
    /// positional words before it; nil when no command declares it.
    let declaration: (_ name: OptionName, _ wordsBefore: [String]) -> OptionDeclaration?
    /// Every option a command line may hold, global or a command's own, for suggestions.
    let options: () -> [OptionDeclaration]
    /// The hint of an unknown option's error when no option is close: `see 'PROGRAM --help'`.
    let fallbackHint: String

    /// The options and positional arguments in `arguments`; a usage error for a missing value or a value given
    /// to a flag. An unknown option ends the scan and is recorded in ``ParsedValues/unknownOption``, for the
    /// parser to report once it knows the command.
    func scan(_ arguments: [String]) throws(UsageError) -> ParsedValues {
        var values = ParsedValues()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") || isNegativeNumber(argument) {
                values.arguments.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var (name, inlineValue) = split(argument)
            var known = true
            if !name.hasPrefix("--") {
                if name.count == 2, let long = declaration(.short(name.last ?? "-"), values.arguments)?.name {
                    name = long
                } else {
                    known = false
                }
            }
            guard known, let declaration = declaration(.long(name), values.arguments) else {
                values.unknownOption = UnknownOption(
                    word: argument, index: index - 1, positionalsBefore: values.arguments.count,
                    error: unknownOption(name, word: argument))
                return values
            }
            if declaration.takesValue {
                if let inlineValue {
                    values.options[name] = inlineValue
                } else if index < arguments.count {
                    values.options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(
                        "option \(name) needs a value",
                        hint: "e.g. \(name) \(declaration.example ?? declaration.valueName ?? "")")
                }
            } else if let inlineValue {
                guard declaration.inlineValueName != nil else {
                    let error = UsageError("option \(name) takes no value", hint: "write \(name) on its own")
                    guard !argument.hasPrefix("--") else { throw error }
                    // `-hannah` is `-h` with "annah" stuck to it: like `-octo`, it may be an argument that starts
                    // with `-`, so the parser decides once it knows whether one is expected there.
                    let short = String(argument.prefix(2))
                    values.unknownOption = UnknownOption(
                        word: argument, index: index - 1, positionalsBefore: values.arguments.count,
                        error: UsageError(
                            "option \(short) in \"\(TerminalSanitizer.singleLine(argument))\" takes no value",
                            hint: "write \(short) on its own"))
                    return values
                }
                values.options[name] = ""
                values.inlineValues[name] = inlineValue
            } else {
                values.options[name] = ""
                values.inlineValues[name] = nil
                // `--json login`: the next word may be the flag's value, which the parser decides once it knows
                // whether a command or an argument may stand there.
                if declaration.inlineValueName != nil, index < arguments.count, !arguments[index].hasPrefix("-") {
                    values.detachedValues[name] = DetachedValue(
                        word: arguments[index], position: values.arguments.count)
                }
            }
        }
        return values
    }

    /// The name and the value after `=`: `--limit=5` is (`--limit`, `5`); `-L5` is (`-L`, `5`); `-L` has none.
    private func split(_ argument: String) -> (name: String, value: String?) {
        if argument.hasPrefix("--") {
            guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        let name = String(argument.prefix(2))
        let rest = argument.dropFirst(2)
        guard !rest.isEmpty else { return (name, nil) }
        return (name, String(rest.hasPrefix("=") ? rest.dropFirst() : rest))
    }

    /// Whether `argument` is a number such as `-1` or `-0.5`, which is an argument (a post id, say), never an
    /// option.
    private func isNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && Double(argument) != nil
    }

    /// "unknown option -o in \"-octo\"" for a word of short options, "unknown option --limt" for a long one.
    private func unknownOption(_ name: String, word: String) -> UsageError {
        var printable = TerminalSanitizer.singleLine(name)
        if !word.hasPrefix("--"), word != name { printable += " in \"\(TerminalSanitizer.singleLine(word))\"" }
        let names = options().map(\.name)
        if let guess = Suggestion.closest(to: name, in: names) {
            return UsageError("unknown option \(printable)", hint: "did you mean \(guess)?")
        }
        return UsageError("unknown option \(printable)", hint: fallbackHint)
    }
}

/// How an option is looked up: by its long name with the dashes, or by its letter.
enum OptionName {
    /// `--limit`.
    case long(String)
    /// `L` for `-L`.
    case short(Character)

    /// Whether `option` is the one this names.
    func names(_ option: OptionDeclaration) -> Bool {
        switch self {
        case .long(let name): option.name == name
        case .short(let letter): option.short == letter
        }
    }
}
