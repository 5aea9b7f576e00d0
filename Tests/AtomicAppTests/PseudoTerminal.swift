import Foundation
import Testing

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

    /// `text` without its escape sequences (CSI and OSC), for measuring and reading what a terminal shows.
    static func visible(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "["?:
                while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
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
        }
        return result
    }
}
