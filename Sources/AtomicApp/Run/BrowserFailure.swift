import Foundation
import TerminalUI

/// The browser `--web` started could not run, or failed.
struct BrowserFailure: LocalizedError, Equatable, Sendable {
    /// The program, as `$BROWSER` or `PATH` named it.
    let program: String
    /// Its exit status (or the signal that ended it); nil when it could not start.
    let status: Int32?

    /// `could not open the browser: firefox exited with status 3`.
    var errorDescription: String? {
        let name = TerminalSanitizer.singleLine(program)
        guard let status else { return "could not open the browser: \(name) could not be started" }
        // 127 is the shell's and env's "command not found", which is what the person needs to hear.
        if status == 127 { return "could not open the browser: \(name) was not found" }
        return "could not open the browser: \(name) exited with status \(status)"
    }
}
