import AtomicCommandLine

/// A command of `atomic` that runs: a ``ParsableCommand`` whose properties the parser reads, and the
/// ``Command`` that running it is, as ``CommandRunner`` executes it.
///
/// Every command is listed once in ``CommandList/commands``; the parser, help, completions, the man page and the
/// README's command table all come from that list and from each command's declarations.
protocol AppCommand: ParsableCommand {
    /// What running the command does: the execution ``CommandRunner/run(_:)`` performs.
    var command: Command { get }

    /// Checks the command against the global options it runs with (`--web` refuses `--demo`); by default it
    /// accepts every option.
    func check(against options: GlobalOptions) throws(UsageError)
}

extension AppCommand {
    /// Accepts every global option.
    func check(against options: GlobalOptions) throws(UsageError) {}
}
