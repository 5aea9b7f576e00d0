import Foundation

/// Why a ``JQProgram`` could not be made or could not finish, each with a one-line ``message`` in libjq's words.
public enum JQError: Error, Equatable, Sendable {
    /// The expression does not compile: libjq's first compile error on one line, its line number counted in the
    /// expression as given (e.g. `syntax error, unexpected INVALID_CHARACTER, expecting $end (Unix shell quoting
    /// issues?) at <top-level>, line 1`), or why the expression is refused before libjq sees it (`import` and
    /// `include` read files, which `--jq` does not allow).
    case compile(String)
    /// The expression failed while it ran (`error`, a type error such as `Cannot index number with "login"`, or
    /// one of the guards of ``JQProgram`` against libjq's aborts): the error's text, or `(not a string): ` and
    /// the compact JSON of an error value that is not a string.
    case runtime(String)
    /// The expression stopped the program with `halt` (exit code 0, no message) or `halt_error` (exit code 5 unless
    /// given, and the value it was given: a string as it is, anything else as compact JSON). The exit code is kept
    /// between 0 and 255; any other number, or a value that is not a whole number, becomes 5.
    case halted(exitCode: Int32, message: String?)
    /// The input is not JSON: libjq's parser message, e.g. `Invalid numeric literal at line 1, column 4`.
    case input(String)
    /// The child process a ``JQIsolatedProgram`` runs the expression in ended before it finished: libjq aborted
    /// (an assertion, or memory beyond the limit), crashed (values nested too deep for its recursion), used up
    /// its processor time, or could not be started; what happened, e.g. `the expression could not be evaluated
    /// (libjq aborted: an assertion, or more than 1 GiB of memory)`.
    case aborted(String)

    /// The error as one line without a line break: what the case holds, with the halt's exit code.
    public var message: String {
        switch self {
        case .compile(let text), .runtime(let text), .input(let text), .aborted(let text): Self.oneLine(text)
        case .halted(let exitCode, let message):
            message.map(Self.oneLine) ?? "halted with exit code \(exitCode)"
        }
    }

    /// `text` with every line break replaced by a space and the spaces at either end removed.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
