import AtomicTestSupport
import Foundation
import Testing

/// The accessible line mode of the built `atomic`, driven through pipes as a screen reader's user or a script
/// would: lines in on standard input, plain lines out, never an escape sequence (no byte 0x1B), exit 0 after `q`
/// or at the end of the input. `TERM=dumb` chooses it on a terminal without the flag.
@Suite(.timeLimit(.minutes(2)))
struct EndToEndAccessibleTests {
    /// Users → the first profile → back → home → posts → the first post → quit.
    static let browsing = ["1", "1", "b", "b", "2", "1", "q"]

    /// Runs `atomic arguments` in a fresh sandbox with `lines` on standard input, each ended by a line feed.
    private func atomic(_ arguments: [String], typing lines: [String], environment: [String: String] = [:])
        async throws -> AtomicBinary.Outcome
    {
        let sandbox = try EndToEndSandbox()
        let input = sandbox.home.appendingPathComponent("typed.txt")
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: input)
        let handle = try FileHandle(forReadingFrom: input)
        defer { try? handle.close() }
        return try await AtomicBinary.run(
            arguments + sandbox.options(), environment: sandbox.environment(environment),
            standardInput: .fileHandle(handle))
    }

    @Test func browsingUsersAProfilePostsAndAPostPrintsPlainLinesInOrder() async throws {
        let outcome = try await atomic(["--demo", "--accessible"], typing: Self.browsing)
        #expect(outcome.status == 0)
        #expect(!outcome.output.utf8.contains(0x1B), "an escape sequence reached standard output")
        #expect(!outcome.errorOutput.utf8.contains(0x1B))
        let text = outcome.output
        let expected = [
            "demo data — nothing here is real\n", "\nHome\n1. GitHub Users — ", "home · number to open",
            "\nHome › Users\n1. ",
            "users 1–30 of many · number to open, n next page, / filter, s search users, b back, q quit > ",
            "\nHome › Users › ", "Followers: ", " · f followers, F following, R repositories, b back, q quit > ",
            "\nHome › Users\n1. ", "\nHome\n", "\nHome › Posts\n1. ", "posts 1–30 of 100 · ",
            "\nHome › Posts › Post 1\n", "\nComments (", "post 1 · a author, b back, q quit > ",
        ]
        var rest = Substring(text)
        for part in expected {
            guard let found = rest.range(of: part) else {
                Issue.record("“\(part)” is missing after what came before it in:\n\(text)")
                return
            }
            rest = rest[found.upperBound...]
        }
        #expect(rest == "\n", "q ends the last prompt's line and prints nothing else")
    }

    @Test func theEndOfTheInputQuitsWithStatusZero() async throws {
        let outcome = try await atomic(["--demo", "--accessible", "users"], typing: ["n"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("\n31. "))
        #expect(outcome.output.hasSuffix("q quit > \n"))
    }

    @Test(arguments: [["ATOMIC_ACCESSIBLE": "1"], ["ACCESSIBLE": "yes"], ["TERM": "dumb"]])
    func theVariablesAloneKeepAPipePrintingAsBefore(environment: [String: String]) async throws {
        let outcome = try await atomic(["--demo", "users", "--limit", "2"], typing: ["q"], environment: environment)
        #expect(outcome.status == 0)
        #expect(!outcome.output.contains(" > "), "a pipe without --accessible prints, as it always has")
        #expect(outcome.output.split(separator: "\n").count == 2)
    }

    @Test func jsonStillPrintsWithTheFlag() async throws {
        let outcome = try await atomic(["--demo", "--accessible", "users", "--limit", "1", "--json=login"], typing: [])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("["))
    }

    @Test(arguments: [["TERM": "dumb"], ["TERM": "xterm-256color", "ATOMIC_ACCESSIBLE": "1"]])
    func onATerminalTheEnvironmentChoosesTheLineMode(environment: [String: String]) async throws {
        let sandbox = try EndToEndSandbox()
        let input = sandbox.home.appendingPathComponent("typed.txt")
        try Data("1\n1\nb\nq\n".utf8).write(to: input)
        let handle = try FileHandle(forReadingFrom: input)
        defer { try? handle.close() }
        let atomic = try AtomicBinary.executableURL()
        let command = ([atomic.path, "--demo"] + sandbox.options()).map(TmuxTerminal.quote).joined(separator: " ")
        // `script` gives atomic a pseudo-terminal and types what it reads from its own standard input there.
        let outcome = try await AtomicBinary.run(
            ["--quiet", "--flush", "--return", "--command", command, "/dev/null"],
            environment: sandbox.environment(environment.merging(["SHELL": "/bin/sh"]) { given, _ in given }),
            program: try PseudoTerminal.executableURL(), standardInput: .fileHandle(handle))
        #expect(outcome.status == 0)
        #expect(!outcome.output.utf8.contains(0x1B), "an escape sequence reached the terminal")
        #expect(outcome.output.contains("home · number to open"))
        #expect(outcome.output.contains("Home › Users › "))
        #expect(outcome.output.contains("users 1–30 of many · number to open, n next page"))
    }

    @Test func helpAccessibilityExplainsTheMode() async throws {
        let outcome = try await atomic(["help", "accessibility"], typing: [])
        #expect(outcome.status == 0)
        for part in ["--accessible", "ATOMIC_ACCESSIBLE", "ACCESSIBLE", "TERM=dumb", "--json", "NUMBER", "/ TEXT"] {
            #expect(outcome.output.contains(part), "\(part)")
        }
    }
}
