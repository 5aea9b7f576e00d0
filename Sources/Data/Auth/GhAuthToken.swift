import AtomicCore
import Foundation

/// The token GitHub CLI keeps for a host, as `gh auth token --hostname HOST` prints it: the last step of the
/// token order, so that a user signed in with `gh` needs no second sign-in.
///
/// `gh` is looked up on `PATH` (nothing runs when it is not there), runs with its input on `/dev/null` and its
/// standard error discarded, and is given ``timeout`` seconds: one that hangs is stopped (`SIGTERM`, then
/// `SIGKILL`). Only a single line of printable ASCII without spaces, at most 2,048 bytes, counts as a token;
/// anything else is refused, never sent. `ATOMIC_NO_GH_TOKEN=1` turns the step off.
public struct GhAuthToken: Sendable {
    /// The environment `PATH` and `ATOMIC_NO_GH_TOKEN` are read from, and that `gh` runs with.
    public let environment: [String: String]
    /// How long `gh` may take, in seconds.
    public let timeout: TimeInterval

    /// The step for `environment`, giving `gh` `timeout` seconds (5 by default).
    public init(environment: [String: String], timeout: TimeInterval = 5) {
        self.environment = environment
        self.timeout = timeout
    }

    /// What asking `gh` gave.
    public enum Outcome: Sendable, Equatable, CustomStringConvertible {
        /// A token, checked.
        case token(String)
        /// `gh` is not on `PATH`, or `ATOMIC_NO_GH_TOKEN=1`: not asked.
        case notAsked
        /// `gh` has no token for the host (it exited with another status than 0, or printed nothing).
        case none
        /// `gh` printed something that is not a token (a line break, a control character, a space): refused.
        case refused
        /// `gh` did not finish within the time-out and was stopped.
        case timedOut
        /// `gh` could not be started.
        case failedToStart

        /// The outcome, with a token's value left out.
        public var description: String {
            switch self {
            case .token: "token(<redacted>)"
            case .notAsked: "notAsked"
            case .none: "none"
            case .refused: "refused"
            case .timedOut: "timedOut"
            case .failedToStart: "failedToStart"
            }
        }
    }

    /// Whether the step is turned off (`ATOMIC_NO_GH_TOKEN` set to `1`, `true` or `yes`).
    public var isTurnedOff: Bool {
        ["1", "true", "yes"].contains(environment["ATOMIC_NO_GH_TOKEN"]?.lowercased() ?? "")
    }

    /// The `gh` on `PATH`, or nil.
    public var executable: String? {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for folder in folders where folder.hasPrefix("/") {
            let path = "\(folder)/gh"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Asks `gh` for `host`'s token (`gh auth token --hostname HOST`), waiting at most ``timeout`` seconds.
    public func token(forHost host: String) -> Outcome {
        guard !isTurnedOff, let executable else { return .notAsked }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["auth", "token", "--hostname", host]
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return .failedToStart
        }
        // Read on a thread of its own to the end, keeping at most 4 KiB and dropping the rest, so that a chatty
        // `gh` can neither fill the pipe and stall nor fill memory.
        let bytes = Locked(Data())
        let reading = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let handle = output.fileHandleForReading
            var data = Data()
            while let chunk = try? handle.read(upToCount: 65_536), !chunk.isEmpty {
                if data.count <= 4_096 { data += chunk.prefix(4_097 - data.count) }
            }
            bytes.withLock { $0 = data }
            reading.signal()
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 1) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                _ = finished.wait(timeout: .now() + 1)
            }
            try? output.fileHandleForReading.close()
            return .timedOut
        }
        _ = reading.wait(timeout: .now() + 1)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return .none }
        let data = bytes.withLock { $0 }
        guard data.count <= 4_096, var text = String(data: data, encoding: .utf8) else { return .refused }
        // One line break at the end, "\n" or "\r\n" (one character, so counted in scalars).
        if text.unicodeScalars.last == "\n" { text.unicodeScalars.removeLast() }
        if text.unicodeScalars.last == "\r" { text.unicodeScalars.removeLast() }
        guard !text.isEmpty else { return .none }
        return GitHubDeviceFlow.isPlainToken(text) ? .token(text) : .refused
    }
}
