import AtomicTestSupport
import Foundation
import Testing

/// Runs `atomic-tty-probe interrupt` in a pseudo-terminal: the probe installs `InterruptHandler` and raises SIGINT
/// outside any full-screen session.
@Suite struct InterruptHandlerTests {
    private func runProbe(_ progress: String) async throws -> PseudoTerminal.Outcome {
        let probe = try BuildProducts.executable(named: "atomic-tty-probe", override: "ATOMIC_TTY_PROBE")
        return try await PseudoTerminal().run(
            probe, arguments: ["interrupt", progress], environment: ProcessInfo.processInfo.environment)
    }

    @Test func anInterruptEndsTheProcessWith130AndErasesTheProgressLineShown() async throws {
        let outcome = try await runProbe("shown")
        #expect(outcome.reason == .exit && outcome.status == 130, "status \(outcome.status)")
        #expect(outcome.output == "READY\r\u{1B}[K", "output: \(outcome.output.debugDescription)")
    }

    @Test func anInterruptAfterTheProgressLineWasErasedWritesNothing() async throws {
        let outcome = try await runProbe("hidden")
        #expect(outcome.reason == .exit && outcome.status == 130, "status \(outcome.status)")
        #expect(outcome.output == "READY", "output: \(outcome.output.debugDescription)")
    }
}
