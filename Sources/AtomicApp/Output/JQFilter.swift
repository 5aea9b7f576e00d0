import AtomicJQ
import AtomicOutput
import Foundation
import TerminalUI

/// `--jq`: the compiled expression the JSON document a command writes goes through, and how its results print.
///
/// The results go to standard output one a line, as `gh --jq` prints them: a string's text raw, anything else
/// as compact JSON; on a terminal both are sanitised first (``TerminalSanitizer``, line feeds kept), since a
/// string holds remote text. Never through the pager: like `--json`, the output is for programs.
///
/// The expression runs in a child process (``JQIsolatedProgram``): `atomic` itself, started again with
/// ``childArgument``, so that whatever libjq does to its process never ends this one.
struct JQFilter: Equatable, Sendable {
    /// The expression, compiled once here to check it, and run in a child process.
    let program: JQIsolatedProgram

    /// The only argument that makes `atomic` the child process of a filter (``JQChildProcess/serve(limits:)``)
    /// instead of the command line it is; no command or option is spelled so.
    static let childArgument = "__atomic-jq-child__"

    /// The program started as the child: this executable.
    static var executable: String {
        #if os(Linux)
            "/proc/self/exe"
        #else
            Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }

    /// The filter of `expression`, compiled to check it.
    ///
    /// - Throws: ``JQError/compile(_:)`` in libjq's words.
    init(_ expression: String) throws(JQError) {
        program = try JQIsolatedProgram(expression, executable: Self.executable, arguments: [Self.childArgument])
    }

    /// Two filters are equal when their expressions are.
    static func == (lhs: JQFilter, rhs: JQFilter) -> Bool {
        lhs.program.expression == rhs.program.expression
    }

    /// The most bytes of results kept before they are written.
    static let batchSize = 64 * 1024

    /// Runs the expression on `document` (the command's JSON), writes the results to `console`, and returns the
    /// exit status: 0, or 1 after one `error: --jq:` line when the expression fails, the document is not JSON or
    /// the child process did not finish (the results before the failure are printed), or a halt's exit code after
    /// its message on standard error (`halt_error`; a line break added when it has none).
    func write(_ document: [UInt8], to console: any Console) -> Int32 {
        var pending: [UInt8] = []
        let sanitises = console.isTerminal
        do throws(JQError) {
            try program.run(on: document) { output in
                let text = sanitises ? TerminalSanitizer.sanitize(output.text, keepNewlines: true) : output.text
                pending += text.utf8
                pending.append(0x0A)
                if pending.count >= Self.batchSize {
                    console.write(utf8: pending)
                    pending.removeAll(keepingCapacity: true)
                }
            }
            if !pending.isEmpty { console.write(utf8: pending) }
            return 0
        } catch {
            if !pending.isEmpty { console.write(utf8: pending) }
            if case .halted(let exitCode, let message) = error {
                // As jq writes it: a string as it is, without a line break of its own.
                if let message, !message.isEmpty { console.writeError(message) }
                return exitCode
            }
            console.writeError("error: --jq: \(error.message)\n")
            return 1
        }
    }
}
