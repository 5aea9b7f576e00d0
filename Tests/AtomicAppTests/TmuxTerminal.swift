import Foundation
import Testing

/// One run of the built `atomic` in a real terminal: a private tmux server (its own socket in the sandbox, so
/// tests never share one) runs `atomic` in a detached window, and the screen it drew is read back with
/// `capture-pane -p -e`, colours included.
///
/// The run is synchronised without sleeping: the window's script writes `atomic`'s exit status, then signals a
/// tmux channel (`wait-for -S`) that the test waits on (`wait-for`), under the watchdog of ``AtomicBinary``.
enum TmuxTerminal {
    /// What the terminal showed once `atomic` had finished.
    struct Screen {
        /// `atomic`'s exit status.
        let status: Int32?
        /// The whole pane, scroll-back included, with the SGR sequences `capture-pane -e` writes and every line's
        /// trailing spaces (`-N`).
        let text: String

        /// The number of Unicode block elements (U+2580–U+259F: halves, eighths, quadrants, shades, `█`) on the
        /// screen: the shapes of a picture, which text and the placeholder's box never use.
        var blockElementCount: Int { TmuxTerminal.blockElementCount(in: text) }

        /// The number of cells drawn with a background colour: a coloured picture's cells, flat ones included.
        var pictureCellCount: Int { TmuxTerminal.backgroundCellCount(in: text) }

        /// The distinct foreground and background colours set on the screen, as `rgb:R,G,B` or `index:N`.
        var colors: Set<String> { TmuxTerminal.colors(in: text) }
    }

    /// tmux, from the usual places; the test fails with a hint when it is missing (`.ci/run` installs it).
    static func executableURL() throws -> URL {
        for path in ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        Issue.record("tmux is needed for the terminal tests; install it (apt-get install tmux, as .ci/run does)")
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs `atomic arguments` in a `columns` × `rows` terminal with exactly `environment` (plus `TERM`) and
    /// returns the screen once it has exited.
    static func run(
        _ arguments: [String],
        environment: [String: String],
        in sandbox: EndToEndSandbox,
        columns: Int = 100,
        rows: Int = 40
    ) async throws -> Screen {
        let tmux = try executableURL()
        let atomic = try AtomicBinary.executableURL()
        // A folder (and tmux server) of its own for each run; the name is short, as socket paths must be.
        let folder = sandbox.root.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let socket = folder.appendingPathComponent("socket").path
        let statusFile = folder.appendingPathComponent("status")
        let configuration = folder.appendingPathComponent("tmux.conf")
        let script = folder.appendingPathComponent("run.sh")
        // The window stays after atomic exits, so that its screen can be read; no status line takes a row.
        try Data("set -g remain-on-exit on\nset -g status off\nset -g history-limit 5000\n".utf8)
            .write(to: configuration)
        let variables = environment.merging(["TERM": "xterm-256color"]) { given, _ in given }
            .sorted { $0.key < $1.key }.map { quote("\($0.key)=\($0.value)") }
        let command = (["env", "-i"] + variables + [quote(atomic.path)] + arguments.map(quote)).joined(separator: " ")
        try Data(
            """
            \(command)
            echo $? > \(quote(statusFile.path))
            \(quote(tmux.path)) -S \(quote(socket)) wait-for -S atomic-finished

            """.utf8
        ).write(to: script)

        let serverEnvironment = ["PATH": "/usr/bin:/bin", "HOME": sandbox.home.path, "LANG": "C.UTF-8"]
        func tmuxCommand(_ words: [String]) async throws -> AtomicBinary.Outcome {
            try await AtomicBinary.run(
                ["-S", socket] + words, environment: serverEnvironment, timeout: .seconds(30), program: tmux)
        }
        // The tmux server keeps every descriptor of the command that started it. Pipes would then never reach
        // their end while it runs (this test's, and those of processes other tests start at the same moment),
        // so bash closes every descriptor above 2 and the standard streams go to /dev/null and a file.
        let startLog = folder.appendingPathComponent("start.log")
        let start = [
            "for path in /proc/$$/fd/*; do fd=${path##*/}; if [ \"$fd\" -gt 2 ]; then eval \"exec $fd>&-\"; fi;",
            "done 2>/dev/null;",
            // Signals this test process ignores would stay ignored in the server, which then outlives kill-server;
            // env puts every signal back to its default first.
            "exec", "/usr/bin/env", "--default-signal", quote(tmux.path), "-f", quote(configuration.path), "-S",
            quote(socket), "new-session", "-d",
            "-s", "atomic", "-x", "\(columns)", "-y", "\(rows)", quote("sh \(quote(script.path))"),
            "<", "/dev/null", ">", quote(startLog.path), "2>&1",
        ]
        let started = try await AtomicBinary.run(
            ["-c", start.joined(separator: " ")], environment: serverEnvironment,
            program: URL(fileURLWithPath: "/bin/bash"))
        try #require(
            started.status == 0,
            "tmux did not start: \((try? String(contentsOf: startLog, encoding: .utf8)) ?? "")")
        do {
            _ = try await tmuxCommand(["wait-for", "atomic-finished"])
            let capture = try await tmuxCommand([
                "capture-pane", "-p", "-e", "-N", "-S", "-", "-E", "-", "-t", "atomic",
            ])
            _ = try? await tmuxCommand(["kill-server"])
            let status = try? String(contentsOf: statusFile, encoding: .utf8)
            return Screen(
                status: status.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) },
                text: capture.output)
        } catch {
            _ = try? await tmuxCommand(["kill-server"])
            throw error
        }
    }

    /// `text` in single quotes for `sh`.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// The colours the SGR sequences in `text` set (`38;2;R;G;B`, `48;5;N`…), foreground and background alike.
    static func blockElementCount(in text: String) -> Int {
        text.unicodeScalars.filter { (0x2580...0x259F).contains($0.value) }.count
    }

    /// The number of characters in `text` (what `capture-pane -e` wrote) drawn while an SGR background colour
    /// (`48;2;…` or `48;5;…`) was set; `0` and `49` end it (tmux carries the colours over line ends, and keeps
    /// trailing spaces only with `-N`).
    static func backgroundCellCount(in text: String) -> Int {
        var count = 0
        var background = false
        var rest = Substring(text)
        while let character = rest.first {
            if character == "\u{1B}", rest.dropFirst().first == "[" {
                let body = rest.dropFirst(2)
                guard let end = body.firstIndex(where: { !($0.isNumber || $0 == ";") }) else { break }
                if body[end] == "m" {
                    let codes = body[..<end].split(separator: ";", omittingEmptySubsequences: false).map {
                        Int($0) ?? 0
                    }
                    var index = 0
                    while index < codes.count {
                        let code = codes[index]
                        if code == 38 || code == 48 {
                            if code == 48 { background = true }
                            let kind = index + 1 < codes.count ? codes[index + 1] : 0
                            index += kind == 2 ? 5 : kind == 5 ? 3 : 1
                            continue
                        }
                        if code == 0 || code == 49 { background = false }
                        index += 1
                    }
                }
                rest = body[body.index(after: end)...]
                continue
            }
            if character != "\n" && background { count += 1 }
            rest = rest.dropFirst()
        }
        return count
    }

    static func colors(in text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { !($0.isNumber || $0 == ";") }) else { break }
            let parameters = rest[..<end].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            rest = rest[end...]
            guard rest.first == "m" else { continue }
            var index = 0
            while index < parameters.count {
                let code = parameters[index]
                if code == 38 || code == 48, index + 1 < parameters.count {
                    if parameters[index + 1] == 2, index + 4 < parameters.count {
                        let rgb = parameters[(index + 2)...(index + 4)].map { $0.map(String.init) ?? "?" }
                        found.insert("rgb:" + rgb.joined(separator: ","))
                        index += 5
                        continue
                    }
                    if parameters[index + 1] == 5, index + 2 < parameters.count {
                        found.insert("index:\(parameters[index + 2].map(String.init) ?? "?")")
                        index += 3
                        continue
                    }
                }
                index += 1
            }
        }
        return found
    }
}
