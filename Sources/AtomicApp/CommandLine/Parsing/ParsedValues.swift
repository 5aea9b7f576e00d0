/// The words of one command line sorted into option values and positional arguments, before they are typed.
///
/// Commands read their options through the typed accessors, so a value is converted and checked in one place:
/// the option's ``ValueParser``.
struct ParsedValues: Sendable {
    /// The value of each option given, by long name; a flag given has an empty value.
    var options: [String: String] = [:]
    /// The positional arguments after the command's name, in order.
    var arguments: [String] = []
    /// The environment, for options that fall back to a variable.
    var environment: [String: String] = [:]

    /// The option's value: from the command line, else from its environment variable, else nil.
    func value<Value>(of option: Option<Value>) throws(UsageError) -> Value? {
        let declaration = option.declaration
        if let text = options[declaration.name] {
            return try option.parser.parse(text, source: "option \(declaration.name)", option: declaration.name)
        }
        if let variable = declaration.environment, let text = environment[variable] {
            return try option.parser.parse(text, source: variable, option: declaration.name)
        }
        return nil
    }

    /// Whether the flag was given.
    func isSet(_ flag: Flag) -> Bool {
        options[flag.declaration.name] != nil
    }

    /// The value the flag took after `=` (`--json=id,login` gives `id,login`; `--json=` gives ""), or nil.
    func inlineValue(of flag: Flag) -> String? {
        inlineValues[flag.declaration.name]
    }

    /// The values flags took after `=`, by long name; only flags that declare one may take one.
    var inlineValues: [String: String] = [:]
    /// The first word that starts with `-` but is no option `atomic` knows (`-octo`), with the error it makes
    /// and how many positional arguments came before it, so the parser can tell once it knows the command
    /// whether a positional argument was expected there; scanning stops at it.
    var unknownOption: UnknownOption?
}

/// A word read as an option that no declaration matches; see ``ParsedValues/unknownOption``.
struct UnknownOption: Sendable {
    /// The word as typed.
    let word: String
    /// Its place among the command line's words.
    let index: Int
    /// How many positional arguments (the command's name included) came before it.
    let positionalsBefore: Int
    /// The error it makes on its own: "unknown option -o", with a guess when one is close.
    let error: UsageError
}
