import AtomicCore
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

    private func runProbe(
        _ path: String, _ extra: String..., on terminal: PseudoTerminal? = nil, reportingMouse: Bool = false,
        whileRunning: @escaping @Sendable (Int32) async -> Void = { _ in }
    ) async throws -> PseudoTerminal.Outcome {
        let probe = try BuildProducts.executable(named: "atomic-tty-probe", override: "ATOMIC_TTY_PROBE")
        let terminal = try terminal ?? PseudoTerminal()
        let before = terminal.mode()
        #expect(before.c_lflag & tcflag_t(ECHO) != 0, "a new pseudo-terminal echoes")
        #expect(before.c_lflag & tcflag_t(ICANON) != 0, "a new pseudo-terminal is in canonical mode")
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["ATOMIC_TTY_PROBE_MOUSE"] = reportingMouse ? "1" : nil
        return try await terminal.run(
            probe, arguments: [path] + extra, environment: environment, whileRunning: whileRunning)
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

    /// Every signal whose default action ends the process and that can be caught: POSIX's "terminate" and "core"
    /// defaults, Linux's SIGSTKFLT and SIGPWR, and real-time signals (glibc's SIGRTMIN is 34; 32 and 33 are its own).
    static let endingSignals: [(String, Int32)] = {
        var signals: [(String, Int32)] = [
            ("USR1", SIGUSR1), ("USR2", SIGUSR2), ("ALRM", SIGALRM), ("VTALRM", SIGVTALRM), ("PROF", SIGPROF),
            ("XCPU", SIGXCPU), ("XFSZ", SIGXFSZ), ("SYS", SIGSYS), ("PIPE", SIGPIPE), ("IO", SIGIO),
            ("QUIT", SIGQUIT), ("ABRT", SIGABRT), ("TRAP", SIGTRAP), ("BUS", SIGBUS), ("FPE", SIGFPE),
            ("ILL", SIGILL), ("SEGV", SIGSEGV),
        ]
        #if os(Linux)
            signals += [("STKFLT", SIGSTKFLT), ("PWR", SIGPWR), ("RTMIN", 34), ("RTMIN+6", 40), ("RTMAX", 64)]
        #endif
        return signals
    }()

    @Test(arguments: endingSignals)
    func everySignalThatEndsTheProcessRestoresTheTerminalFirst(name: String, signal: Int32) async throws {
        let outcome = try await runProbe("signal", String(signal))
        #expect(outcome.reason == .uncaughtSignal && outcome.status == signal, "SIG\(name): \(outcome.status)")
        expectRestored(outcome)
        #expect(!outcome.output.contains("AFTER"))
    }

    /// A stop signal restores the terminal before the process stops (the mode is read while it is stopped), and
    /// once continued the session takes the terminal back: raw mode and the setup sequence again.
    @Test(arguments: [("TSTP", SIGTSTP), ("TTIN", SIGTTIN), ("TTOU", SIGTTOU)])
    func aStopSignalRestoresTheTerminalAndTakesItBackAfter(name: String, signal: Int32) async throws {
        let terminal = try PseudoTerminal()
        let whileStopped = Locked<(stopped: Bool, echo: Bool, canonical: Bool)?>(nil)
        let controller = terminal.controller
        let outcome = try await runProbe("signal", String(signal), on: terminal) { pid in
            let stopped = await PseudoTerminal.waitUntilStopped(pid)
            var mode = termios()
            _ = tcgetattr(controller, &mode)
            whileStopped.withLock {
                $0 = (stopped, mode.c_lflag & tcflag_t(ECHO) != 0, mode.c_lflag & tcflag_t(ICANON) != 0)
            }
            kill(pid, SIGCONT)
        }
        let seen = try #require(whileStopped.withLock { $0 })
        #expect(seen.stopped, "SIG\(name) stops the process")
        #expect(seen.echo && seen.canonical, "raw mode is off while stopped")
        #expect(outcome.reason == .exit && outcome.status == 0, "SIG\(name): \(outcome.output.debugDescription)")
        let afterReady = outcome.output.components(separatedBy: "READY").dropFirst().joined()
        let restored = try #require(afterReady.range(of: Self.restore), "not restored: \(afterReady.debugDescription)")
        let setUpAgain = try #require(
            afterReady[restored.upperBound...].range(of: Self.setup), "not set up again: \(afterReady.debugDescription)"
        )
        let after = try #require(afterReady.range(of: "AFTER"))
        #expect(setUpAgain.upperBound <= after.lowerBound, "the session goes on in raw mode and the alternate screen")
        #expect(outcome.output.hasSuffix(Self.restore))
        #expect(outcome.echo && outcome.canonical)
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

    /// With the mouse reported, every way out stops the reports (they are in the restore sequence), and a stop
    /// from outside asks for them again once continued.
    @Test func mouseReportsStopOnEveryWayOutAndComeBackAfterAStop() async throws {
        let mouseSetup = String(decoding: ControlSequence.setup(reportingMouse: true), as: UTF8.self)
        let disable = String(decoding: ControlSequence.disableMouseReporting, as: UTF8.self)
        #expect(Self.restore.contains(disable))
        for path in ["normal", "throw", "sigterm"] {
            let outcome = try await runProbe(path, reportingMouse: true)
            #expect(outcome.output.hasPrefix(mouseSetup), "\(path): \(outcome.output.debugDescription)")
            let afterReady = outcome.output.components(separatedBy: "READY").dropFirst().joined()
            #expect(afterReady.contains(Self.restore), "\(path): \(afterReady.debugDescription)")
        }
        let terminal = try PseudoTerminal()
        let outcome = try await runProbe("signal", String(SIGTSTP), on: terminal, reportingMouse: true) { pid in
            _ = await PseudoTerminal.waitUntilStopped(pid)
            kill(pid, SIGCONT)
        }
        let afterReady = outcome.output.components(separatedBy: "READY").dropFirst().joined()
        let restored = try #require(afterReady.range(of: Self.restore), "not restored: \(afterReady.debugDescription)")
        #expect(afterReady[restored.upperBound...].contains(mouseSetup), "reports asked for again after the stop")
        #expect(outcome.output.hasSuffix(Self.restore))
        // The session's own suspend (Ctrl-Z in the app) ends and starts it the same way; the probe stops when its
        // parent here counts as a job-control shell, and is continued.
        let suspended = try await runProbe("suspend", reportingMouse: true) { pid in
            if await PseudoTerminal.waitUntilStopped(pid) { kill(pid, SIGCONT) }
        }
        let afterSuspend = suspended.output.components(separatedBy: "READY").dropFirst().joined()
        let ended = try #require(afterSuspend.range(of: Self.restore), "not restored: \(afterSuspend.debugDescription)")
        let started = try #require(afterSuspend[ended.upperBound...].range(of: mouseSetup))
        #expect(started.upperBound <= (afterSuspend.range(of: "AFTER")?.lowerBound ?? afterSuspend.startIndex))
        #expect(suspended.output.hasSuffix(Self.restore))
    }
}
