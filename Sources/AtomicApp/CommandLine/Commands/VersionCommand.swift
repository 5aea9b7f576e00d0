import AtomicCommandLine

/// `atomic version` (and `atomic --version`, `atomic -V`): the version line, or with `--json` the same as an
/// object.
struct VersionCommand: FixedCommand {
    /// The `version` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Show the version of atomic",
        jsonFields: ["name", "version"],
        examples: [
            Example("atomic version", "atomic and its version"),
            Example("atomic version --json=version", "only the version, for a script"),
        ])

    /// Prints the version.
    var command: Command { .version }
}
