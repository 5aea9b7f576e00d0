/// One example command line in help and the man page, with what it does.
public struct Example: Sendable, Equatable {
    /// The command line, starting with the program's name.
    public let command: String
    /// What it does, in a few words.
    public let comment: String

    /// An example: `command` is shown after `$ `, with `comment` above it.
    public init(_ command: String, _ comment: String) {
        self.command = command
        self.comment = comment
    }
}
