import AtomicCommandLine

/// `atomic completion SHELL`: the completion script for bash, zsh or fish.
struct CompletionCommand: FixedCommand {
    /// The `completion` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "completion",
        abstract: "Print a shell completion script",
        discussion: """
            Prints the completion script for SHELL, derived from the same declarations as the parser. Load it \
            for the current bash with eval "$(atomic completion bash)"; for zsh, write it as _atomic into a \
            folder on $fpath; for fish, write it to ~/.config/fish/completions/atomic.fish.
            """,
        examples: [
            Example("eval \"$(atomic completion bash)\"", "completion in this bash"),
            Example("atomic completion fish > ~/.config/fish/completions/atomic.fish", "completion in fish"),
        ])

    /// The shell.
    @Argument(
        "SHELL", help: "bash, zsh or fish", completion: .values(Shell.allCases.map(\.rawValue)),
        transform: CompletionCommand.shell(named:))
    var shell: Shell

    /// The shell `text` names, or the usage error that suggests one (`CommandLineProgram.shell(named:)`).
    static func shell(named text: String) throws(UsageError) -> Shell {
        try CommandList.program.shell(named: text)
    }

    /// Prints the script.
    var command: Command { .completion(shell) }
}
