/// A parsed command line: the command and the options it runs with.
struct Invocation: Equatable, Sendable {
    /// What to do.
    var command: Command
    /// How to do it.
    var options: GlobalOptions
    /// The compiled `--jq` expression the command's JSON goes through; nil without `--jq`.
    var filter: JQFilter? = nil
}
