/// An option that takes a value (`--limit 5`, `--limit=5`, `-L5`), declared once as a property of a command:
/// the declaration is what help, completions and the man page show, and the property holds the typed value.
///
/// The value comes from the command line, else from the option's environment variable, else it is the
/// property's initial value (nil for an optional property). The ``ValueParser`` converts and checks it.
///
/// ```swift
/// @Option("--limit", short: "L", valueName: "N", help: "How many to list", parser: .integer(
///     in: 1...100, meaning: "a number from 1 to 100", example: "30")) var limit = 30
/// ```
@propertyWrapper
public struct Option<Value: Sendable>: Sendable {
    /// What the parser, help, completions and the man page know of the option.
    public let declaration: OptionDeclaration
    /// How its text becomes a value.
    let parser: ValueParser<Value>
    /// The value: given, from the environment, or the default.
    public var wrappedValue: Value

    /// An option whose value is `wrappedValue` unless given; see ``OptionDeclaration`` for the other
    /// parameters.
    public init(
        wrappedValue: Value, _ name: String, short: Character? = nil, valueName: String, help: String,
        environment: String? = nil, defaultText: String? = nil, completion: CompletionKind = .none,
        parser: ValueParser<Value>
    ) {
        declaration = OptionDeclaration(
            name, short: short, valueName: valueName, help: help, environment: environment,
            defaultText: defaultText, completion: completion, example: parser.example)
        self.parser = parser
        self.wrappedValue = wrappedValue
    }

    /// An option whose value is nil unless given; see ``OptionDeclaration`` for the other parameters.
    public init<Wrapped>(
        _ name: String, short: Character? = nil, valueName: String, help: String, environment: String? = nil,
        defaultText: String? = nil, completion: CompletionKind = .none, parser: ValueParser<Wrapped>
    ) where Value == Wrapped? {
        self.init(
            wrappedValue: nil, name, short: short, valueName: valueName, help: help, environment: environment,
            defaultText: defaultText, completion: completion, parser: parser.optional())
    }
}

extension Option: CommandProperty, CommandPropertyWrapper {
    var declared: DeclaredProperty { .option(declaration) }

    func reading(_ values: ParsedValues, argument: String?) throws(UsageError) -> any CommandProperty {
        var read = self
        if let text = values.options[declaration.name] {
            read.wrappedValue = try parser.parse(text, source: "option \(declaration.name)", option: declaration.name)
        } else if let variable = declaration.environment, let text = values.environment[variable] {
            read.wrappedValue = try parser.parse(text, source: variable, option: declaration.name)
        }
        return read
    }
}

extension Option: Equatable where Value: Equatable {
    /// Options with equal values are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Option: Hashable where Value: Hashable {
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
