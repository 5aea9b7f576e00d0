/// A command declared as a type, in the shape of swift-argument-parser's `ParsableCommand`: ``configuration``
/// says what it is, and each option, flag and positional argument is a stored property declared once with
/// ``Option``, ``Flag`` or ``Argument``. The parser reads the declarations from a blank instance (`init()`),
/// by encoding it, and writes the typed values by decoding the command, so help, completions, the man page and
/// the values all come from those properties. The `Codable` conformance is synthesized; nothing is written
/// for it.
///
/// ```swift
/// struct Greet: ParsableCommand {
///     static let configuration = CommandConfiguration(commandName: "greet", abstract: "Say hello")
///     @Argument("NAME", help: "Who to greet") var name: String
///     @Option("--times", short: "n", valueName: "N", help: "How often", parser: .integer(
///         in: 1...10, meaning: "a number from 1 to 10", example: "3")) var times = 1
///     @Flag("--loud", help: "In capitals") var loud: Bool
/// }
/// ```
///
/// Every stored property of a command must be one of these three wrappers (the command is encoded and decoded
/// as them):
/// other state is computed from them. A command with ``CommandConfiguration/subcommands`` runs only as one of
/// them.
public protocol ParsableCommand: Sendable, Codable {
    /// The command's name, abstract, discussion, subcommands, JSON fields and examples.
    static var configuration: CommandConfiguration { get }

    /// A blank command, every property at its declared default: what the declarations are read from.
    init()

    /// Checks the values read together, after each was read and checked on its own; the default accepts them.
    func validate() throws(UsageError)
}

extension ParsableCommand {
    /// Accepts every combination of values.
    public func validate() throws(UsageError) {}
}
