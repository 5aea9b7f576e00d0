import Foundation

/// Opens a web page the way the desktop does: the command in `$BROWSER`, else `xdg-open` from `PATH`. The
/// program runs in its own session, with its input and output on `/dev/null`, so it neither draws on the app's
/// screen nor reads its keys; its exit status is waited for on a thread of its own, never on the app's.
public struct BrowserLauncher: Sendable, Equatable {
    /// The environment `BROWSER` and `PATH` are read from.
    public let environment: [String: String]

    /// A launcher reading `BROWSER` and `PATH` from `environment`.
    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// How a page was opened.
    public enum Outcome: Sendable, Hashable {
        /// The named program was started.
        case started(program: String)
        /// Neither `$BROWSER` nor `xdg-open` is there.
        case noBrowser
    }

    /// The program that would open a page: `$BROWSER` (a command, split at spaces) or the `xdg-open` on `PATH`.
    public var command: [String]? {
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

    /// Starts the browser on `url` (the URL is one argument, never read by a shell) and calls `finished` from
    /// another thread once it has ended: with nil when it exited with status 0, else with the failure.
    public func open(_ url: URL, finished: @escaping @Sendable (BrowserFailure?) -> Void) -> Outcome {
        guard let command, let program = command.first else { return .noBrowser }
        let process = Self.process(running: ["setsid", "--wait"] + command + [url.absoluteString])
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .noBrowser
        }
        Thread.detachNewThread {
            process.waitUntilExit()
            let succeeded = process.terminationReason == .exit && process.terminationStatus == 0
            finished(succeeded ? nil : BrowserFailure(program: program, status: process.terminationStatus))
        }
        return .started(program: program)
    }

    /// Starts the browser on `url` and waits for it to finish, as a command's `--web` does; the URL is one
    /// argument, never read by a shell, the browser's input and output are `/dev/null`, and its standard error is
    /// the caller's, so that its complaints reach the person who typed the command.
    ///
    /// - Returns: ``Outcome/noBrowser`` when neither `$BROWSER` nor `xdg-open` is there.
    /// - Throws: ``BrowserFailure`` when the program cannot start or exits with a status other than 0.
    public func openAndWait(_ url: String) throws(BrowserFailure) -> Outcome {
        guard let command, let program = command.first else { return .noBrowser }
        let process = Self.process(running: command + [url])
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

    /// A process that runs `arguments` through `/usr/bin/env`, with its input and output on `/dev/null`.
    private static func process(running arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        return process
    }
}
