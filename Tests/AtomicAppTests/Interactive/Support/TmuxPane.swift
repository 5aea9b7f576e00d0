import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tmux server of its own (a private socket) with one pane running a shell command, driven as a person
/// would: keys in with `send-keys`, the screen out with `capture-pane`. Every wait polls the screen with a
/// deadline and fails with the last screen on timeout.
final class TmuxPane {
    /// The socket name, unique per pane, so tests never touch another tmux server.
    let socket = "atomic-test-\(UUID().uuidString.prefix(8))"
    private static let target = "app"

    /// Whether tmux can be run here.
    static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Starts `script` with `/bin/sh -c` in a detached pane of `columns` × `rows`.
    init(script: String, columns: Int = 80, rows: Int = 24) throws {
        // The server this starts keeps the client's descriptors: give it none to hold open.
        try tmux(
            detached: true,
            "-f", "/dev/null", "new-session", "-d", "-s", Self.target, "-x", String(columns), "-y", String(rows),
            "/bin/sh", "-c", script)
    }

    deinit {
        // Ends the pane's processes (the shell leads their process group), then the server.
        if let pid = Int32(
            ((try? tmux("display-message", "-p", "-t", Self.target, "#{pane_pid}")) ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)), pid > 1
        {
            kill(-pid, SIGKILL)
        }
        _ = try? tmux("kill-server")
        // A server whose last pane died leaves its socket file behind.
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(folder)/tmux-\(getuid())/\(socket)")
    }

    /// The visible screen as text.
    func screen() -> String {
        (try? tmux("capture-pane", "-p", "-t", Self.target)) ?? ""
    }

    /// The visible screen as text with the SGR sequences that colour it (`capture-pane -e`).
    func coloredScreen() -> String {
        (try? tmux("capture-pane", "-p", "-e", "-t", Self.target)) ?? ""
    }

    /// The pane's title, as the program in it may have set it.
    func title() -> String {
        ((try? tmux("display-message", "-p", "-t", Self.target, "#{pane_title}")) ?? "")
            .trimmingCharacters(in: .newlines)
    }

    /// A tmux format expanded for the pane, such as `#{alternate_on}` (1 while the alternate screen is shown)
    /// or `#{cursor_flag}` (1 while the cursor is shown).
    func format(_ format: String) -> String {
        ((try? tmux("display-message", "-p", "-t", Self.target, format)) ?? "").trimmingCharacters(in: .newlines)
    }

    /// The process id of the first process named `name` (its `comm`) among the pane's process and its
    /// descendants, read from `/proc`; nil when none runs.
    func childProcess(named name: String) -> Int32? {
        guard let root = Int32(format("#{pane_pid}")) else { return nil }
        var parents: [Int32: Int32] = [:]
        var names: [Int32: String] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.range(of: ") ", options: .backwards)
            else { continue }
            names[pid] = String(stat[stat.index(after: open)..<close.lowerBound])
            let fields = stat[close.upperBound...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
        }
        func descends(_ pid: Int32) -> Bool {
            var current = pid
            for _ in 0..<64 {
                if current == root { return true }
                guard let parent = parents[current], parent > 0 else { return false }
                current = parent
            }
            return false
        }
        return names.filter { $0.value == name && descends($0.key) }.keys.min()
    }

    /// Sends keys as tmux names them ("j", "Enter", "Escape", "C-c").
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", Self.target] + keys)
    }

    /// Sends `bytes` to the program as its input, exactly (`send-keys -H`): a mouse report, say.
    func send(bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", Self.target, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Resizes the pane's window.
    func resize(columns: Int, rows: Int) throws {
        try tmux("resize-window", "-t", Self.target, "-x", String(columns), "-y", String(rows))
    }

    /// Polls the screen until `condition` holds, for up to `timeout`; returns the screen. On timeout, records
    /// a failure showing the last screen and throws.
    @discardableResult
    func waitForScreen(
        _ what: String, timeout: Duration = .seconds(10), context: () -> [String] = { [] },
        sourceLocation: SourceLocation = #_sourceLocation, until condition: (String) -> Bool
    ) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = screen()
        while !condition(last) {
            guard ContinuousClock.now < deadline else {
                Issue.record(
                    "timed out waiting for \(what); the screen was:\n\(last)\n\(context().joined(separator: "\n"))",
                    sourceLocation: sourceLocation)
                throw TmuxError.timedOut(what)
            }
            try await Task.sleep(for: .milliseconds(50))
            last = screen()
        }
        return last
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(
        _ text: String, timeout: Duration = .seconds(10), context: () -> [String] = { [] },
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        try await waitForScreen("\"\(text)\"", timeout: timeout, context: context, sourceLocation: sourceLocation) {
            $0.contains(text)
        }
    }

    @discardableResult
    private func tmux(detached: Bool = false, _ arguments: String...) throws -> String {
        try tmux(arguments, detached: detached)
    }

    /// Runs tmux with `arguments` on this pane's socket and returns its output, with `posix_spawn` and `waitpid`
    /// so nothing depends on a run loop. A `detached` command (one that starts the server) writes to /dev/null,
    /// as the server keeps the descriptors it was started with.
    @discardableResult
    private func tmux(_ arguments: [String], detached: Bool = false) throws -> String {
        let outputPath = detached ? "/dev/null" : NSTemporaryDirectory() + "tmux-out-\(UUID().uuidString)"
        defer { if !detached { try? FileManager.default.removeItem(atPath: outputPath) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words = ["tmux", "-L", socket] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        guard posix_spawnp(&pid, "tmux", &actions, nil, &argv, environ) == 0 else {
            throw TmuxError.failed(arguments.first ?? "")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        guard status == 0 else { throw TmuxError.failed(arguments.first ?? "") }
        return detached ? "" : (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}
