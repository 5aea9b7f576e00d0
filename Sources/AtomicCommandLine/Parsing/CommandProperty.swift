/// What the three property wrappers (``Option``, ``Flag``, ``Argument``) have in common for the parser: their
/// declaration, and a copy of themselves holding the value read from a command line.
protocol CommandProperty: Sendable {
    /// The option or argument the property declares.
    var declared: DeclaredProperty { get }

    /// The property with its value read from `values`; `argument` is the positional word for an argument
    /// property (nil when absent), unused by options and flags.
    func reading(_ values: ParsedValues, argument: String?) throws(UsageError) -> any CommandProperty
}

/// An option or a positional argument, as a property declares it.
enum DeclaredProperty: Sendable {
    /// An option or flag.
    case option(OptionDeclaration)
    /// A positional argument.
    case argument(ArgumentDeclaration)
}

/// The declared properties of a command type, read by reflection from a blank instance, in declaration order.
enum CommandReflection {
    /// Each wrapper property of `type`'s blank instance, with the name its decoding key has (the label without
    /// the wrapper's leading underscore).
    static func properties<Command: ParsableCommand>(of type: Command.Type) -> [(
        key: String, property: any CommandProperty
    )] {
        Mirror(reflecting: type.init()).children.compactMap { child in
            guard let label = child.label, let property = child.value as? any CommandProperty else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, property)
        }
    }

    /// The command `type` with every property read from `values`, whose ``ParsedValues/arguments`` are the
    /// command's own positional words (their number already checked), and then validated.
    static func read<Command: ParsableCommand>(
        _ type: Command.Type, from values: ParsedValues
    ) throws(UsageError) -> Command {
        var read: [String: any CommandProperty] = [:]
        var words = values.arguments[...]
        for (key, property) in properties(of: type) {
            var word: String?
            if case .argument = property.declared { word = words.popFirst() }
            read[key] = try property.reading(values, argument: word)
        }
        let command: Command
        do {
            command = try Command(from: CommandDecoder(properties: read))
        } catch {
            preconditionFailure(
                "\(type) has a stored property that is not an @Option, @Flag or @Argument: \(error)")
        }
        try command.validate()
        return command
    }
}
