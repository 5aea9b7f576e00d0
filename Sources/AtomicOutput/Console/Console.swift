import AtomicCore
import Foundation

/// Where `atomic` writes: standard output and standard error, and what it knows of the terminal.
public protocol Console: Sendable {
    /// Whether output is written as for a terminal (styles, tables fitted to ``width``, hyperlinks): standard
    /// output is one, or gh's `GH_FORCE_TTY` asks for it (``isTerminalForced``).
    var isTerminal: Bool { get }
    /// Whether output is written as for a terminal although standard output is none (`GH_FORCE_TTY`), so that
    /// what needs a real one (a pager) is not started.
    var isTerminalForced: Bool { get }
    /// The width plain output is fitted to, in columns.
    var width: Int { get }
    /// Whether standard error is a terminal, so that progress and hints meant for people may go there.
    var errorIsTerminal: Bool { get }
    /// Whether the terminal says it can do nothing but print text (`TERM=dumb`): no colours, no hyperlinks, no
    /// cursor movement.
    var isDumb: Bool { get }
    /// Writes `text` to standard output as is.
    func write(_ text: String)
    /// Writes `bytes`, UTF-8 text, to standard output as is: for output made as bytes (JSON), without a copy
    /// into a `String` first.
    func write(utf8 bytes: [UInt8])
    /// Writes `text` to standard error as is.
    func writeError(_ text: String)
    /// Writes `atomic`'s own terminal controls to standard error without sanitising them: only for
    /// ``ProgressSpinner``'s frames and erase, never for text from outside.
    func writeProgress(_ text: String)
    /// Lets `spinner` turn until the next ``write(_:)`` or ``writeError(_:)``, which stops (and so erases) it
    /// before writing: every write, warnings of the composition root included, so nothing mixes with a frame (a
    /// line held for a pager writes nothing yet, and leaves it turning).
    func showProgress(_ spinner: ProgressSpinner)
    /// Sends what ``write(_:)`` writes from now on through `pager`, started with `environment` on the first write,
    /// and holds what ``writeError(_:)`` writes to a terminal until the pager quits; a program that is not
    /// installed is one `warning:` line only when `warnsWhenMissing` (see
    /// ``StandardConsole/page(through:environment:warnsWhenMissing:)``).
    func page(through pager: PagerCommand, environment: [String: String], warnsWhenMissing: Bool)
}

extension Console {
    /// Not forced: a console that does not own the process's standard output writes as its ``isTerminal`` says.
    public var isTerminalForced: Bool { false }

    /// Pages nothing: a console that does not own the process's standard output (a test's, one writing to a
    /// buffer) keeps its output as it is written.
    public func page(through pager: PagerCommand, environment: [String: String], warnsWhenMissing: Bool) {}

    /// ``page(through:environment:warnsWhenMissing:)`` for a pager someone chose: a missing program is told.
    public func page(through pager: PagerCommand, environment: [String: String]) {
        page(through: pager, environment: environment, warnsWhenMissing: true)
    }

    /// Writes `bytes` as the text they encode through ``write(_:)``.
    public func write(utf8 bytes: [UInt8]) {
        write(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether output is for people: standard output and standard error are both terminals. Hints such as
    /// `next:` and notices such as demo mode's are written only then, never into a pipe.
    public var isForPeople: Bool { isTerminal && errorIsTerminal }

    /// A ``ProgressSpinner`` turning on standard error while a command waits, shown through
    /// ``showProgress(_:)`` so that the first write erases it, and telling `onScreen` whether its frame is shown;
    /// `nil`, and nothing started, unless standard error is a terminal that is not `TERM=dumb`.
    public func startProgress(
        clock: any AppClock, onScreen: @escaping @Sendable (Bool) -> Void = { _ in }
    ) -> ProgressSpinner? {
        guard errorIsTerminal && !isDumb else { return nil }
        let spinner = ProgressSpinner(clock: clock, write: writeProgress, onScreen: onScreen)
        showProgress(spinner)
        spinner.start()
        return spinner
    }
}
