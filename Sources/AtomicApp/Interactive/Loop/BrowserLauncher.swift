import Foundation

/// Opens a web page the way the desktop does: the command in `$BROWSER`, else `xdg-open` from `PATH`. The
/// program runs detached (its own session), with its input and output on `/dev/null`, so it neither draws on the
/// app's screen nor reads its keys; nobody waits for it.
struct BrowserLauncher: Sendable, Equatable {
    /// The environment `BROWSER` and `PATH` are read from.
    let environment: [String: String]

    /// How a page was opened.
    enum Outcome: Sendable, Equatable {
        /// The named program was started.
        case started(program: String)
        /// Neither `$BROWSER` nor `xdg-open` is there.
        case noBrowser
    }

    /// The program that would open a page: `$BROWSER` (a command, split at spaces) or the `xdg-open` on `PATH`.
    var command: [String]? {
        if let browser = environment["BROWSER"]?.split(separator: ":").first, !browser.isEmpty {
            let words = browser.split(separator: " ").map(String.init)
            if !words.isEmpty { return words }
        }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            let path = "\(folder)/xdg-open"
            if FileManager.default.isExecutableFile(atPath: path) { return [path] }
        }
        return nil
    }

    /// Starts the browser on `url`; the URL is one argument, never read by a shell.
    func open(_ url: URL) -> Outcome {
        guard let command, let program = command.first else { return .noBrowser }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["setsid", "-f"] + command + [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .noBrowser
        }
        return .started(program: program)
    }
}
