/// What a shell's completion offers for an option's value or an argument.
public enum CompletionKind: Sendable, Equatable {
    /// Nothing to offer: the user types the value (a number, a login, a URL).
    case none
    /// A folder on disk.
    case directory
    /// One of these words.
    case values([String])
    /// The name of a command or of a help topic (as `help TOPIC` takes).
    case topics
    /// Words only the program knows when asked (logins, ids from its cache): the completion scripts run
    /// `PROGRAM __complete WORDS…` (``CompletionRequest``) and offer the candidates it prints.
    case dynamic
}
