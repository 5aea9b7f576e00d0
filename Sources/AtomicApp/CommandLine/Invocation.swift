/// A parsed command line: the command and the options it runs with.
struct Invocation: Equatable, Sendable {
    /// What to do.
    var command: Command
    /// How to do it.
    var options: GlobalOptions
}
