import AtomicTestSupport
import Foundation

/// The built `atomic` started in a tmux pane against loopback servers, in a sandbox; after it exits, the pane
/// shows "atomic exited N", the terminal's modes from `stty -a`, then ``modesEnd`` once they are all printed.
enum InteractiveRun {
    /// Starts `atomic arguments` in a new pane of `columns` × `rows`, with the sandbox's environment, `extra`,
    /// and none of the variables `unsetting` names (`PAGER`, `TERM`).
    static func start(
        _ arguments: [String], sandbox: EndToEndSandbox, gitHub: TestHTTPServer?, posts: TestHTTPServer? = nil,
        environment extra: [String: String] = [:], unsetting: Set<String> = [], columns: Int = 80, rows: Int = 24
    ) throws -> TmuxPane {
        let binary = try AtomicBinary.executableURL().path
        let environment = sandbox.environment(["TERM": "tmux-256color"].merging(extra) { _, new in new })
            .filter { $0.key != "COLUMNS" && !unsetting.contains($0.key) }
        let assignments = environment.sorted { $0.key < $1.key }.map { quoted("\($0.key)=\($0.value)") }
        let command =
            (["env", "-i"] + assignments + [quoted(binary)]
                + (arguments + sandbox.options(gitHub: gitHub, posts: posts)).map(quoted))
        let script =
            command.joined(separator: " ")
            + "; echo \"atomic exited $?\"; stty -a; echo \(modesEnd); exec sleep 600"
        return try TmuxPane(script: script, columns: columns, rows: rows)
    }

    /// The line printed after `stty -a`: wait for it before reading the modes.
    static let modesEnd = "modes-end"

    /// `text` in single quotes for `/bin/sh`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The terminal modes `stty -a` printed on `screen`: words such as "echo", "-echo", "icanon".
    static func modes(in screen: String) -> Set<String> {
        Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
    }
}
