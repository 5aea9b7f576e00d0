import AtomicTestSupport
import Foundation
import Testing

/// What the terminal and the system around `atomic` change for the pager, with the built `atomic` in tmux:
/// `LC_ALL=C` still shows UTF-8 in `less`, a `less` that is not installed is no warning when nobody chose it, and a
/// `TERM` unset or empty starts no pager.
@Suite("The pager and the terminal, in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
struct EndToEndPagerTerminalTests {
    @Test func lessShowsUTF8UnderTheCLocale() async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(
            ["--demo", "--no-interactive", "post", "1"], sandbox: sandbox, gitHub: nil,
            environment: ["LC_ALL": "C"], unsetting: ["PAGER"], columns: 100, rows: 60)
        let screen = try await pane.waitFor(InteractiveRun.modesEnd)
        #expect(screen.contains("atomic exited 0"), "\(screen)")
        #expect(screen.contains("·") && !screen.contains("<C2>"), "\(screen)")
    }

    @Test func aMissingLessThatNobodyChoseIsNoWarning() async throws {
        let sandbox = try EndToEndSandbox()
        // A PATH with nothing on it: no less to start.
        let empty = sandbox.root.appendingPathComponent("empty-bin", isDirectory: true)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let pane = try InteractiveRun.start(
            ["--demo", "--no-interactive", "author", "1"], sandbox: sandbox, gitHub: nil,
            environment: ["PATH": empty.path], unsetting: ["PAGER"])
        let screen = try await pane.waitFor(InteractiveRun.modesEnd)
        #expect(screen.contains("atomic exited 0") && screen.contains("Priya Rossi"), "\(screen)")
        #expect(!screen.contains("warning"), "\(screen)")
    }

    @Test(arguments: [["TERM": ""], [:]])
    func aTERMUnsetOrEmptyStartsNoPager(term: [String: String]) async throws {
        let sandbox = try EndToEndSandbox()
        let marker = sandbox.root.appendingPathComponent("pager-ran").path
        let pane = try InteractiveRun.start(
            ["--demo", "--no-interactive", "author", "1"], sandbox: sandbox, gitHub: nil,
            environment: term.merging(["ATOMIC_PAGER": "touch \(marker)"]) { _, new in new },
            unsetting: term.isEmpty ? ["TERM"] : [])
        let screen = try await pane.waitFor(InteractiveRun.modesEnd)
        #expect(screen.contains("atomic exited 0") && screen.contains("Priya Rossi"), "\(screen)")
        #expect(!FileManager.default.fileExists(atPath: marker))
    }
}
