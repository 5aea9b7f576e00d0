import AtomicCore

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

/// A property of a command with the name of its decoding key (the label without the wrapper's underscore).
typealias KeyedProperty = (key: String, property: any CommandProperty)

/// The declared properties of a command type, read from a blank instance, in declaration order.
enum CommandReflection {
    /// The properties of each type read so far: a blank instance is the same every time, so each type is read
    /// once a process. A list rather than a dictionary: a program has a few commands, and a dictionary keyed by
    /// type would cost the runtime a search of every protocol conformance at start-up.
    private static let reflected = Locked<[(type: ObjectIdentifier, properties: [KeyedProperty])]>([])

    /// Each wrapper property of `type`'s blank instance, with its key, in declaration order. They are read by
    /// encoding the blank instance with a ``PropertyCollector``: the command's synthesized `encode(to:)` hands
    /// over each wrapper with its key, and no `Mirror` is needed (its type lookups are slow at start-up).
    static func properties<Command: ParsableCommand>(of type: Command.Type) -> [KeyedProperty] {
        let id = ObjectIdentifier(type)
        if let known = reflected.withLock({ $0.first { $0.type == id }?.properties }) { return known }
        let collector = PropertyCollector()
        do {
            try type.init().encode(to: collector)
        } catch {
            preconditionFailure("\(type) has a stored property that is not an @Option, @Flag or @Argument: \(error)")
        }
        let properties = collector.properties
        reflected.withLock { $0.append((id, properties)) }
        return properties
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

/// The coding of the property wrappers of a command (``Option``, ``Flag``, ``Argument``): the command parser reads
/// a blank command's declarations by encoding it (each wrapper's `encode(to:)` hands over its declaration), and
/// hands each wrapper back, read, by decoding the command (the decoding all three share, below). Only the three
/// wrappers conform; encoding or decoding one anywhere else is an error.
public protocol CommandPropertyWrapper: Codable, Sendable {}

extension CommandPropertyWrapper {
    /// The property as the parser read it; decodable only by the command parser.
    public init(from decoder: any Decoder) throws {
        self = try PropertyDecoder.property(from: decoder)
    }
}
