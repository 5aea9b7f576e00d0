/// A flag, declared once as a `Bool` property of a command: true when given (`--web`, `-w`).
///
/// A flag may take a value after `=` (`--json=FIELDS`) when declared with an `inlineValueName` and a conversion;
/// the converted value is the projected value (`$json`), nil when the flag was given without one.
///
/// ```swift
/// @Flag("--web", short: "w", help: "Open the page in the browser") var opensWeb: Bool
/// ```
@propertyWrapper
public struct Flag<InlineValue: Sendable>: Sendable {
    /// What the parser, help, completions and the man page know of the flag.
    public let declaration: OptionDeclaration
    /// How a value after `=` becomes the projected value; nil for a flag that takes none.
    let inline: (@Sendable (String) throws(UsageError) -> InlineValue)?
    /// Whether the flag was given.
    public var wrappedValue: Bool
    /// The value given after `=`, converted; nil when none was.
    public var projectedValue: InlineValue?

    /// A flag without a value.
    public init(_ name: String, short: Character? = nil, help: String) where InlineValue == Never {
        declaration = OptionDeclaration(name, short: short, help: help)
        inline = nil
        wrappedValue = false
    }

    /// A flag that may take a value after `=`, named `inlineValueName` in help and converted by `inlineValue`
    /// (which throws the usage error for a value it refuses).
    public init(
        _ name: String, short: Character? = nil, inlineValueName: String, help: String,
        inlineValue: @escaping @Sendable (String) throws(UsageError) -> InlineValue
    ) {
        declaration = OptionDeclaration(name, short: short, inlineValueName: inlineValueName, help: help)
        inline = inlineValue
        wrappedValue = false
    }
}

extension Flag: CommandProperty, CommandPropertyWrapper {
    var declared: DeclaredProperty { .option(declaration) }

    func reading(_ values: ParsedValues, argument: String?) throws(UsageError) -> any CommandProperty {
        var read = self
        read.wrappedValue = values.options[declaration.name] != nil
        if let text = values.inlineValues[declaration.name], let inline {
            read.projectedValue = try inline(text)
        }
        return read
    }
}

extension Flag: Equatable where InlineValue: Equatable {
    /// Flags that are both given or both absent, with equal values, are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue && lhs.projectedValue == rhs.projectedValue
    }
}

extension Flag: Hashable where InlineValue: Hashable {
    /// Hashes whether it was given and its value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
        hasher.combine(projectedValue)
    }
}
