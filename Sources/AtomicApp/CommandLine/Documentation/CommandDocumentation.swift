import AtomicCommandLine

/// The text of the commands that print documentation rather than data: help, the version line, completion
/// scripts and the man page.
enum CommandDocumentation {
    /// What `command` prints, laid out for `width` columns where that matters; nil for a command that prints
    /// data.
    static func text(for command: Command, width: Int) -> String? {
        switch command {
        case .help(let topic): HelpFormatter(program: CommandList.program, width: width).text(for: topic)
        case .version: versionLine
        case .completion(let shell): CompletionScript.script(for: shell, program: CommandList.program)
        case .manual: ManPage.roff(for: CommandList.program)
        case .overview, .cacheInfo, .cacheClear, .open, .feature: nil
        }
    }

    /// The `--version` line.
    static var versionLine: String { "atomic \(CommandList.program.documentation.version)\n" }
}
