/// `atomic version` (and `atomic --version`, `atomic -V`): the version line.
struct VersionCommand: ParsableCommand {
    /// The `version` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Show the version of atomic",
        examples: [Example("atomic version", "atomic and its version")])

    /// Takes no arguments or options of its own.
    init(parsing values: ParsedValues) throws(UsageError) {}

    /// Prints the version.
    var command: Command { .version }
}
