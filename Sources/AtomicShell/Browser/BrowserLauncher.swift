import Foundation

/// Opens a web page the way the desktop does: the commands in `$BROWSER`, else `xdg-open` from `PATH`. The
/// program runs in its own session, with its input and output on `/dev/null`, so it neither draws on the app's
/// screen nor reads its keys; its exit status is waited for on a thread of its own, never on the app's.
///
/// `$BROWSER` is read as xdg-open reads it: a list of commands separated by `:`, tried in order until one exits
/// with status 0; each is split into words at spaces, and in each word `%s` stands for the address and `%%` for
/// `%`; a command without `%s` gets the address as its last argument. The address is always one argument, and no
/// shell ever reads it.
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

    /// The commands that may open a page, in the order they are tried: each `:`-separated entry of `$BROWSER`,
    /// split into words at spaces (empty entries are skipped), else the `xdg-open` on `PATH`; empty when there is
    /// none. The words still hold their `%s`; see ``arguments(for:url:)``.
    public var commands: [[String]] {
        let listed = (environment["BROWSER"] ?? "").split(separator: ":").map { entry in
            entry.split(separator: " ").map(String.init)
        }
        let browsers = listed.filter { !$0.isEmpty }
        if !browsers.isEmpty { return browsers }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            let path = "\(folder)/xdg-open"
            if FileManager.default.isExecutableFile(atPath: path) { return [[path]] }
        }
        return []
    }

    /// The first of ``commands``: the program that would open a page first; nil when there is none.
    public var command: [String]? { commands.first }

    /// The arguments that open `url` with `command`: `url` in place of every `%s` and `%` for every `%%` in its
    /// words, or, when no word holds `%s`, the words unchanged and `url` after them.
    public static func arguments(for command: [String], url: String) -> [String] {
        guard command.contains(where: { $0.contains("%s") }) else { return command + [url] }
        return command.map { word in
            var result = ""
            var characters = word.makeIterator()
            while let character = characters.next() {
                guard character == "%" else {
                    result.append(character)
                    continue
                }
                switch characters.next() {
                case "s": result += url
                case "%": result.append("%")
                case let other?: result += "%\(other)"
                case nil: result.append("%")
                }
            }
            return result
        }
    }

    /// Starts the browser on `url` (the URL is one argument, never read by a shell) and calls `finished` from
    /// another thread once it has ended: with nil when one of ``commands`` exited with status 0 (each is tried once
    /// the one before it failed), else with the last failure.
    public func open(_ url: URL, finished: @escaping @Sendable (BrowserFailure?) -> Void) -> Outcome {
        let commands = commands
        guard let program = commands.first?.first else { return .noBrowser }
        let address = url.absoluteString
        let launcher = self
        Thread.detachNewThread {
            var failure: BrowserFailure?
            for command in commands {
                let arguments = Self.arguments(for: command, url: address)
                guard let path = launcher.executable(named: command[0]) else {
                    failure = BrowserFailure(program: command[0], status: 127)
                    continue
                }
                // In a session of its own, so that it neither reads the app's keys nor gets its terminal's signals.
                let process =
                    launcher.executable(named: "setsid").map {
                        Self.process(path: $0, arguments: ["--wait", "--", path] + arguments.dropFirst())
                    } ?? Self.process(path: path, arguments: Array(arguments.dropFirst()))
                process.standardError = FileHandle.nullDevice
                guard (try? process.run()) != nil else {
                    failure = BrowserFailure(program: command[0], status: nil)
                    continue
                }
                failure = Self.failure(of: process, program: command[0])
                if failure == nil { break }
            }
            finished(failure)
        }
        return .started(program: program)
    }

    /// Starts the browser on `url` and waits for it to finish, as a command's `--web` does: each of ``commands``
    /// in turn until one exits with status 0. The URL is one argument, never read by a shell, the browser's input
    /// and output are `/dev/null`, and its standard error is the caller's, so that its complaints reach the person
    /// who typed the command.
    ///
    /// - Returns: ``Outcome/started(program:)`` with the program that opened the page, or ``Outcome/noBrowser``
    ///   when neither `$BROWSER` nor `xdg-open` is there.
    /// - Throws: ``BrowserFailure`` for the last command when none could start or exit with status 0 (status 127
    ///   for a program that is not there).
    public func openAndWait(_ url: String) throws(BrowserFailure) -> Outcome {
        let commands = commands
        guard !commands.isEmpty else { return .noBrowser }
        var failure = BrowserFailure(program: commands[0][0], status: nil)
        for command in commands {
            guard let path = executable(named: command[0]) else {
                failure = BrowserFailure(program: command[0], status: 127)
                continue
            }
            let process = Self.process(path: path, arguments: Array(Self.arguments(for: command, url: url).dropFirst()))
            do {
                try process.run()
            } catch {
                failure = BrowserFailure(program: command[0], status: nil)
                continue
            }
            guard let failed = Self.failure(of: process, program: command[0]) else {
                return .started(program: command[0])
            }
            failure = failed
        }
        throw failure
    }

    /// The program `name` names, run as it is, with no shell and no `env` between: `name` itself when it holds a
    /// `/`, else the first executable file of that name in the folders of `PATH`; nil when there is none.
    func executable(named name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
                && FileManager.default.isExecutableFile(atPath: path)
        }
    }

    /// Waits for `process`, started for `program`, and returns how it failed; nil when it exited with status 0.
    private static func failure(of process: Process, program: String) -> BrowserFailure? {
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            return BrowserFailure(program: program, status: process.terminationStatus)
        }
        return nil
    }

    /// A process that runs the program at `path` with `arguments`, its input and output on `/dev/null`.
    private static func process(path: String, arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        return process
    }
}
