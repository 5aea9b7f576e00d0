/// A flag: an option without a value, set or not.
struct Flag: Sendable {
    /// What the parser, help, completions and the man page know of the flag.
    let declaration: OptionDeclaration

    /// Declares a flag; `inlineValueName` names a value it may take after `=` (only `--json=FIELDS` has one).
    init(
        _ name: String, short: Character? = nil, inlineValueName: String? = nil, help: String,
        environment: String? = nil
    ) {
        declaration = OptionDeclaration(
            name, short: short, inlineValueName: inlineValueName, help: help, environment: environment)
    }
}
