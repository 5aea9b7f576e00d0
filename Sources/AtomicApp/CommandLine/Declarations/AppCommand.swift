import AtomicCommandLine

/// A command of `atomic` that runs: a ``ParsableCommand`` whose properties the parser reads, and the
/// ``Command`` that running it is, as ``CommandRunner`` executes it.
///
/// Every command is listed once in ``CommandList/commands``; the parser, help, completions, the man page and the
/// README's command table all come from that list and from each command's declarations.
protocol AppCommand: ParsableCommand {
    /// What running the command does under the global options it runs with: the execution
    /// ``CommandRunner/run(_:)`` performs (`atomic open` reads its link to the `--posts-api-url` given).
    ///
    /// - Throws: ``UsageError`` when the arguments mean nothing under the options (a link to no screen).
    func command(with options: GlobalOptions) throws(UsageError) -> Command

    /// Checks the command against the global options it runs with (`--web` refuses `--demo`); by default it
    /// accepts every option.
    func check(against options: GlobalOptions) throws(UsageError)
}

extension AppCommand {
    /// Accepts every global option.
    func check(against options: GlobalOptions) throws(UsageError) {}
}

/// An ``AppCommand`` whose ``command`` depends on its arguments alone, whatever the global options: every command
/// but `atomic open`.
protocol FixedCommand: AppCommand {
    /// What running the command does.
    var command: Command { get }
}

extension FixedCommand {
    /// ``command``, the same under every option.
    func command(with options: GlobalOptions) throws(UsageError) -> Command { command }
}
