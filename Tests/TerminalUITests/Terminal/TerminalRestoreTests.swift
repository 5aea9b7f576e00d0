import AtomicTestSupport
import Foundation
import TerminalUI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `atomic-tty-probe` in a pseudo-terminal and checks the terminal is restored after every way out.
@Suite struct TerminalRestoreTests {
    private static let setup = String(decoding: ControlSequence.setup, as: UTF8.self)
    private static let restore = String(decoding: ControlSequence.restore, as: UTF8.self)

    private func runProbe(_ path: String) async throws -> PseudoTerminal.Outcome {
        let probe = try BuildProducts.executable(named: "atomic-tty-probe", override: "ATOMIC_TTY_PROBE")
        let terminal = try PseudoTerminal()
        let before = terminal.mode()
        #expect(before.c_lflag & tcflag_t(ECHO) != 0, "a new pseudo-terminal echoes")
        #expect(before.c_lflag & tcflag_t(ICANON) != 0, "a new pseudo-terminal is in canonical mode")
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return try await terminal.run(probe, arguments: [path], environment: environment)
    }

    /// The probe entered raw mode and the alternate screen, and the restore came after its last output.
    private func expectRestored(_ outcome: PseudoTerminal.Outcome) {
        #expect(outcome.output.hasPrefix(Self.setup), "output: \(outcome.output.debugDescription)")
        let afterReady = outcome.output.components(separatedBy: "READY").dropFirst().last ?? ""
        #expect(afterReady.contains(Self.restore), "output: \(outcome.output.debugDescription)")
        #expect(outcome.echo, "echo is back on")
        #expect(outcome.canonical, "canonical mode is back on")
    }

    @Test func aNormalExitRestoresTheTerminal() async throws {
        let outcome = try await runProbe("normal")
        #expect(outcome.reason == .exit && outcome.status == 0)
        expectRestored(outcome)
        #expect(outcome.output.hasSuffix(Self.restore))
    }

    @Test func aThrownErrorRestoresTheTerminal() async throws {
        let outcome = try await runProbe("throw")
        #expect(outcome.reason == .exit && outcome.status == 3)
        expectRestored(outcome)
        #expect(outcome.output.hasSuffix(Self.restore))
    }

    @Test(arguments: [("sigint", SIGINT), ("sigterm", SIGTERM), ("sighup", SIGHUP)])
    func aSignalRestoresTheTerminalAndStillEndsTheProcess(path: String, signal: Int32) async throws {
        let outcome = try await runProbe(path)
        #expect(outcome.reason == .uncaughtSignal && outcome.status == signal)
        expectRestored(outcome)
        #expect(outcome.output.hasSuffix(Self.restore))
    }

    @Test func aTrapInARenderRestoresTheTerminalAndShowsTheCrashMessageAfterIt() async throws {
        let outcome = try await runProbe("trap")
        #expect(outcome.reason == .uncaughtSignal && [SIGILL, SIGTRAP].contains(outcome.status))
        expectRestored(outcome)
        let parts = outcome.output.components(separatedBy: Self.restore)
        #expect(parts.count == 2, "restored once: \(outcome.output.debugDescription)")
        #expect(!parts[0].contains("Fatal error"), "nothing reaches the alternate screen")
        #expect(parts.last?.contains("Fatal error: Index out of range") == true, "the message shows after the restore")
    }

    @Test func standardErrorWrittenDuringTheSessionShowsAfterTheRestore() async throws {
        let outcome = try await runProbe("stderr")
        #expect(outcome.reason == .exit && outcome.status == 0)
        expectRestored(outcome)
        let parts = outcome.output.components(separatedBy: Self.restore)
        #expect(parts.count == 2, "restored once: \(outcome.output.debugDescription)")
        #expect(!parts[0].contains("a warning"), "nothing reaches the alternate screen")
        #expect(parts.last?.contains("atomic-tty-probe: a warning on standard error") == true)
    }
}
