/// A command line that cannot be run as typed: a message saying what is wrong and a hint saying what to type
/// instead, each one line. Programs exit with status 2 for it, by convention.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, in one line.
    public let message: String
    /// What to type instead, in one line.
    public let hint: String

    /// The error `message`, with `hint` on what to type instead.
    public init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}
