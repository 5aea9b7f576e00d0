/// An option with a typed value: its declaration and the parser of its value.
///
/// Commands declare their options as static constants and read them from ``ParsedValues`` with
/// ``ParsedValues/value(of:)``, which returns the typed value.
struct Option<Value: Sendable>: Sendable {
    /// What the parser, help, completions and the man page know of the option.
    let declaration: OptionDeclaration
    /// How its text becomes a value.
    let parser: ValueParser<Value>

    /// Declares an option that takes a value; see ``OptionDeclaration`` for the parameters.
    init(
        _ name: String, short: Character? = nil, valueName: String, help: String, environment: String? = nil,
        defaultText: String? = nil, completion: CompletionKind = .none, parser: ValueParser<Value>
    ) {
        declaration = OptionDeclaration(
            name, short: short, valueName: valueName, help: help, environment: environment,
            defaultText: defaultText, completion: completion, example: parser.example)
        self.parser = parser
    }
}
