import AtomicShell
import Foundation

extension BrowserLauncher {
    /// Starts the browser on `url` and waits for it to finish, as `--web` does on the command line; the URL is one
    /// argument, never read by a shell, and the browser's output goes to `/dev/null`.
    ///
    /// - Returns: ``Outcome/noBrowser`` when neither `$BROWSER` nor `xdg-open` is there.
    /// - Throws: ``BrowserFailure`` when the program cannot start or exits with a status other than 0.
    func openAndWait(_ url: String) throws(BrowserFailure) -> Outcome {
        guard let command, let program = command.first else { return .noBrowser }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command + [url]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BrowserFailure(program: program, status: nil)
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw BrowserFailure(program: program, status: process.terminationStatus)
        }
        return .started(program: program)
    }
}
