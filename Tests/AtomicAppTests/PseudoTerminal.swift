import AtomicCore
import AtomicOutput
import AtomicTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `atomic` run on a pseudo-terminal by util-linux `script`: its standard input, output and error are
/// the terminal, and every byte it wrote comes back as written (escape sequences, carriage returns, the spinner's
/// frames), which a screen capture would hide. `script` ends with `atomic`; no server stays behind.
enum PseudoTerminal {
    /// `script`, from util-linux (Debian's `bsdutils`, always installed).
    static func executableURL() throws -> URL {
        for path in ["/usr/bin/script", "/bin/script"] where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        Issue.record("util-linux script is needed for the pseudo-terminal tests (Debian: bsdutils)")
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs `atomic arguments` on a pseudo-terminal with exactly `environment` (plus `TERM=xterm-256color` unless
    /// given) and returns its status and what the terminal received, with the terminal's `\r\n` line ends as `\n`.
    static func run(_ arguments: [String], environment: [String: String]) async throws -> AtomicBinary.Outcome {
        let atomic = try AtomicBinary.executableURL()
        let command = ([atomic.path] + arguments).map(TmuxTerminal.quote).joined(separator: " ")
        let outcome = try await AtomicBinary.run(
            ["--quiet", "--flush", "--return", "--command", command, "/dev/null"],
            environment: environment.merging(["TERM": "xterm-256color", "SHELL": "/bin/sh"]) { given, _ in given },
            program: try executableURL())
        return AtomicBinary.Outcome(
            status: outcome.status, output: outcome.output.replacingOccurrences(of: "\r\n", with: "\n"),
            errorOutput: outcome.errorOutput, timedOut: outcome.timedOut)
    }

    /// Runs `atomic arguments` as ``run(_:environment:)`` does and, as soon as the terminal has received `text`,
    /// sends `atomic` itself SIGINT, as Ctrl-C would (not `script`, which would hand it on as SIGTERM). Returns the
    /// outcome and whether the signal was sent: when `text` never comes, the run ends by the watchdog instead.
    static func run(
        _ arguments: [String], environment: [String: String], interruptingAfter text: String
    ) async throws -> (outcome: AtomicBinary.Outcome, interrupted: Bool) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "atomic-pty-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let typescript = folder.appendingPathComponent("typescript")
        let atomic = try AtomicBinary.executableURL()
        let command = ([atomic.path] + arguments).map(TmuxTerminal.quote).joined(separator: " ")
        let interrupted = Locked(false)
        let outcome = try await AtomicBinary.run(
            ["--quiet", "--flush", "--return", "--command", command, typescript.path],
            environment: environment.merging(["TERM": "xterm-256color", "SHELL": "/bin/sh"]) { given, _ in given },
            program: try executableURL(),
            whileRunning: { scriptID in
                // The watch runs on a thread of its own, not on the cooperative pool: tests that block a pool
                // thread elsewhere in the suite must not hold it back until `atomic` has ended by itself. The
                // signal counts as sent only when `atomic` was still running (not a zombie) when it went.
                let name = atomic.lastPathComponent
                let sent = await BuildProducts.onOwnThread { () -> Bool in
                    let deadline = ContinuousClock.now + .seconds(15)
                    while ContinuousClock.now < deadline {
                        let received = (try? String(contentsOf: typescript, encoding: .utf8)) ?? ""
                        if received.contains(text), let pid = descendant(of: scriptID, named: name) {
                            return AtomicBinary.isRunning(pid) && kill(pid, SIGINT) == 0
                        }
                        usleep(20_000)
                    }
                    return false
                }
                interrupted.withLock { $0 = sent }
            })
        let ended = AtomicBinary.Outcome(
            status: outcome.status, output: outcome.output.replacingOccurrences(of: "\r\n", with: "\n"),
            errorOutput: outcome.errorOutput, timedOut: outcome.timedOut)
        return (ended, interrupted.withLock { $0 })
    }

    /// The first process under `parent` (its children, theirs, and so on, from `/proc`) whose command is `name`.
    private static func descendant(of parent: pid_t, named name: String) -> pid_t? {
        var queue = [parent]
        while !queue.isEmpty {
            let pid = queue.removeFirst()
            let comm = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
            if pid != parent, comm.trimmingCharacters(in: .whitespacesAndNewlines) == String(name.prefix(15)) {
                return pid
            }
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            queue += children.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespaces)) }
        }
        return nil
    }

    /// `text` without the spinner's frames (`\r⠋ loading…`) and its erase (`\r ESC [ K`), which a slow machine
    /// shows before the output while the command waits; every other byte is kept as it came.
    static func withoutSpinner(_ text: String) -> String {
        var result = text
        for frame in ProgressSpinner.frames {
            result = result.replacingOccurrences(of: "\r\(frame) loading…", with: "")
            result = result.replacingOccurrences(of: "\(frame) loading…", with: "")
        }
        return result.replacingOccurrences(of: ProgressSpinner.erase, with: "")
            .replacingOccurrences(of: "\u{1B}[K", with: "")
    }

    /// What a terminal shows for `text`, line by line: escape sequences (CSI and OSC) removed, a carriage return
    /// going back to the start of the line, later characters overwriting earlier ones, and erase-in-line (`ESC [ K`)
    /// clearing from the cursor to the end, so that a spinner erased before the output leaves nothing behind.
    static func visible(_ text: String) -> String {
        var lines: [String] = []
        var line: [Unicode.Scalar] = []
        var column = 0
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}":
                switch scalars.next() {
                case "["?:
                    var final: Unicode.Scalar?
                    while let next = scalars.next() {
                        if (0x40...0x7E).contains(next.value) {
                            final = next
                            break
                        }
                    }
                    if final == "K" { line.removeSubrange(min(column, line.count)...) }
                case "]"?:
                    while let next = scalars.next() {
                        if next == "\u{07}" { break }
                        if next == "\u{1B}" {
                            _ = scalars.next()
                            break
                        }
                    }
                default:
                    break
                }
            case "\r":
                column = 0
            case "\n":
                lines.append(String(String.UnicodeScalarView(line)))
                line = []
                column = 0
            default:
                if column < line.count {
                    line[column] = scalar
                } else {
                    line.append(scalar)
                }
                column += 1
            }
        }
        if !line.isEmpty { lines.append(String(String.UnicodeScalarView(line))) }
        return lines.joined(separator: "\n") + (text.unicodeScalars.last == "\n" ? "\n" : "")
    }
}
