/// One example command line in help and the man page, with what it does.
struct Example: Sendable, Equatable {
    /// The command line, starting with `atomic`.
    let command: String
    /// What it does, in a few words.
    let comment: String

    /// An example: `command` is shown after `$ `, with `comment` above it.
    init(_ command: String, _ comment: String) {
        self.command = command
        self.comment = comment
    }
}
