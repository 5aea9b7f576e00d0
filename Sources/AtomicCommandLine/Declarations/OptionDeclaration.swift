/// One option or flag as the parser recognises it and as help, completions and the man page describe it.
///
/// A declaration is data: the parser, the help, the completion scripts and the man page all read the same value,
/// so they cannot disagree. Commands declare theirs with ``Option`` and ``Flag``.
public struct OptionDeclaration: Sendable, Equatable {
    /// The long name with its dashes, such as `--limit`.
    public let name: String
    /// The one-letter short name without its dash, such as `L` for `-L`, when the option has one.
    public let short: Character?
    /// The placeholder of the value in help (`N`, `URL`), or nil for a flag that takes no value.
    public let valueName: String?
    /// For a flag only: the placeholder of a value it may take after `=` (`--json=FIELDS`), or nil.
    public let inlineValueName: String?
    /// One sentence saying what the option does.
    public let help: String
    /// The environment variable that supplies the value when the option is absent, if any.
    public let environment: String?
    /// The value used when neither the option nor its environment variable is given, as help shows it.
    public let defaultText: String?
    /// What shell completion offers for the value.
    public let completion: CompletionKind
    /// A valid value (`30`), for the hint when the value is missing; nil to show ``valueName`` instead.
    public let example: String?

    /// Declares an option; see the properties for the meaning of each parameter.
    public init(
        _ name: String, short: Character? = nil, valueName: String? = nil, inlineValueName: String? = nil,
        help: String, environment: String? = nil, defaultText: String? = nil, completion: CompletionKind = .none,
        example: String? = nil
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.inlineValueName = inlineValueName
        self.help = help
        self.environment = environment
        self.defaultText = defaultText
        self.completion = completion
        self.example = example
    }

    /// Whether the option needs a value (`--limit 5` or `--limit=5`).
    public var takesValue: Bool { valueName != nil }

    /// The option as a help list shows it: `-L, --limit N`, `--json[=FIELDS]`, `--demo`.
    public var synopsis: String {
        var text = short.map { "-\($0), " } ?? ""
        text += name
        if let valueName { text += " \(valueName)" }
        if let inlineValueName { text += "[=\(inlineValueName)]" }
        return text
    }

    /// The help sentence followed by where the value may come from and its default, as help lists show it.
    public var fullHelp: String {
        var notes: [String] = []
        if let environment { notes.append("env \(environment)") }
        if let defaultText { notes.append("default \(defaultText)") }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: ", ")))"
    }
}
