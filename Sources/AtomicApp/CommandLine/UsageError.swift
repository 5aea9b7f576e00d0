/// A command line that cannot be run as typed: exit status 2, a message and a hint.
struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, in one line.
    let message: String
    /// What to type instead, in one line.
    let hint: String

    init(_ message: String, hint: String = "see 'atomic --help'") {
        self.message = message
        self.hint = hint
    }
}
