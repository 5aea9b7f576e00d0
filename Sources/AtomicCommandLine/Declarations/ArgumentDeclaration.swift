/// One positional argument of a command, as usage lines, help, completions and the man page show it.
public struct ArgumentDeclaration: Sendable, Equatable {
    /// The placeholder in capitals, such as `LOGIN` or `ID`; "missing argument LOGIN" names it.
    public let name: String
    /// One sentence saying what the argument is.
    public let help: String
    /// Whether the command runs without it.
    public let isOptional: Bool
    /// What shell completion offers for it.
    public let completion: CompletionKind
    /// A few words on each value completion offers, by value (`clear`: "Delete everything cached"), for shells
    /// that show one description a value; a value without one is described by ``help``.
    public let valueHelp: [String: String]

    /// Declares a positional argument; see the properties for the meaning of each parameter.
    public init(
        _ name: String, help: String, isOptional: Bool = false, completion: CompletionKind = .none,
        valueHelp: [String: String] = [:]
    ) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.completion = completion
        self.valueHelp = valueHelp
    }

    /// The argument as a usage line shows it: `LOGIN`, or `[COMMAND]` when optional.
    public var synopsis: String { isOptional ? "[\(name)]" : name }
}
