/// What a shell's completion offers for an option's value or an argument.
enum CompletionKind: Sendable, Equatable {
    /// Nothing to offer: the user types the value (a number, a login, a URL).
    case none
    /// A folder on disk.
    case directory
    /// One of these words.
    case values([String])
    /// A command's name or a help topic (`atomic help TOPIC`).
    case topics
}
