import Foundation
import TerminalUI

/// The browser `--web` started could not run, or failed.
public struct BrowserFailure: LocalizedError, Hashable, Sendable {
    /// The program, as `$BROWSER` or `PATH` named it.
    public let program: String
    /// Its exit status (or the signal that ended it); nil when it could not start.
    public let status: Int32?

    /// A failure of `program`, ended with `status` (`nil` when it could not start).
    public init(program: String, status: Int32?) {
        self.program = program
        self.status = status
    }

    /// `could not open the browser: firefox exited with status 3`.
    public var errorDescription: String? {
        let name = TerminalSanitizer.singleLine(program)
        guard let status else { return "could not open the browser: \(name) could not be started" }
        // 127 is the shell's and env's "command not found", which is what the person needs to hear.
        if status == 127 { return "could not open the browser: \(name) was not found" }
        return "could not open the browser: \(name) exited with status \(status)"
    }
}
