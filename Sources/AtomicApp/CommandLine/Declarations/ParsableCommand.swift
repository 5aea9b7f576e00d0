/// A command of `atomic` declared as a type: its ``configuration`` says what it accepts, its initialiser reads
/// the typed values, and ``command`` is what running it does, as ``CommandRunner`` executes it.
///
/// Every command is listed once in ``CommandList/all``; the parser, help, completions, the man page and the
/// README's command table all come from that list.
protocol ParsableCommand: Sendable {
    /// The command's name, abstract, discussion, arguments, options, JSON fields and examples.
    static var configuration: CommandConfiguration { get }

    /// The command with its typed arguments and options read from `values`, or the usage error that says which
    /// one is wrong. The number of arguments has been checked against the configuration already.
    init(parsing values: ParsedValues) throws(UsageError)

    /// What running the command does: the execution ``CommandRunner/run(_:)`` performs.
    var command: Command { get }
}
