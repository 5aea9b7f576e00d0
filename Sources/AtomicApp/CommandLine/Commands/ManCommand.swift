import AtomicCommandLine

/// `atomic man`: the manual page, in roff.
struct ManCommand: FixedCommand {
    /// The `man` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "man",
        abstract: "Print the manual page in roff",
        discussion: """
            Prints atomic(1) in roff, derived from the same declarations as the parser and the help. Read it \
            with atomic man | man -l -, or install it as atomic.1 in a man1 folder on the manual path.
            """,
        examples: [
            Example("atomic man | man -l -", "read the manual"),
            Example("atomic man > ~/.local/share/man/man1/atomic.1", "install it"),
        ])

    /// Prints the page.
    var command: Command { .manual }
}
