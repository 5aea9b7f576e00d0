import AtomicJQ
import AtomicOutput
import TerminalUI

/// `--jq`: the compiled expression the JSON document a command writes goes through, and how its results print.
///
/// The results go to standard output one a line, as `gh --jq` prints them: a string's text raw, anything else
/// as compact JSON; on a terminal both are sanitised first (``TerminalSanitizer``, line feeds kept), since a
/// string holds remote text. Never through the pager: like `--json`, the output is for programs.
struct JQFilter: Equatable, Sendable {
    /// The compiled expression.
    let program: JQProgram

    /// Two filters are equal when their expressions are.
    static func == (lhs: JQFilter, rhs: JQFilter) -> Bool {
        lhs.program.expression == rhs.program.expression
    }

    /// The most bytes of results kept before they are written.
    static let batchSize = 64 * 1024

    /// Runs the expression on `document` (the command's JSON), writes the results to `console`, and returns the
    /// exit status: 0, or 1 after one `error: --jq:` line when the expression fails or the document is not JSON
    /// (the results before the failure are printed), or a halt's exit code after its message on standard error
    /// (`halt_error`; a line break added when it has none).
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
                if let message, !message.isEmpty {
                    console.writeError(message.hasSuffix("\n") ? message : message + "\n")
                }
                return exitCode
            }
            console.writeError("error: --jq: \(error.message)\n")
            return 1
        }
    }
}
