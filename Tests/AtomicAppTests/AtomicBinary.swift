import AtomicCore
import AtomicTestSupport
import Dispatch
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `atomic` executable, run as a real child process with a controlled environment.
enum AtomicBinary {
    /// What one finished run of `atomic` did.
    struct Outcome: Sendable {
        /// The exit status (meaningful when the process exited rather than being killed).
        let status: Int32
        /// Everything written to standard output.
        let output: String
        /// Everything written to standard error.
        let errorOutput: String
        /// Whether the watchdog had to kill the process.
        let timedOut: Bool

        /// Standard error split into lines, without the final newline.
        var errorLines: [Substring] {
            errorOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
                errorOutput.hasSuffix("\n") ? 1 : 0)
        }
    }

    /// The executable beside the test bundle (`.build/<configuration>/`), or `ATOMIC_BINARY` when set.
    static func executableURL() throws -> URL {
        try BuildProducts.executable(named: "atomic", override: "ATOMIC_BINARY")
    }

    /// Runs `atomic` with `arguments` and exactly `environment`, with standard input from `standardInput`
    /// (`/dev/null` unless given) and standard output and error captured. A run still going after `timeout` is
    /// killed and recorded as a test failure, so a hang can never stall the suite. `whileRunning`, when given, is called with the
    /// process id once the process has started (for example to send it a signal). `program`, when given,
    /// runs instead of `atomic` (for example a shell that starts `atomic` with its streams rearranged).
    static func run(
        _ arguments: [String],
        environment: [String: String],
        timeout: Duration = .seconds(20),
        program: URL? = nil,
        standardInput: ChildProcess.Stream = .nullDevice,
        whileRunning: (@Sendable (pid_t) async -> Void)? = nil
    ) async throws -> Outcome {
        let process = ChildProcess()
        process.executableURL = try program ?? executableURL()
        process.arguments = arguments
        process.environment = environment
        process.standardInput = standardInput
        let state = Locked((finished: false, timedOut: false))
        let ended = DispatchSemaphore(value: 0)
        let run = try await process.runUntilExit(
            whileRunning: { pid in
                // The watchdog has a thread of its own, started with the process: on Dispatch's global queues, or
                // after `whileRunning`, it would wait behind whatever blocks the few threads of those pools, and a
                // hang would then outlast the time given.
                Self.startWatchdog(pid: pid, timeout: timeout, state: state, ended: ended)
                await whileRunning?(pid)
            },
            whenReaped: {
                state.withLock { $0.finished = true }
                ended.signal()
            })
        let outcome = Outcome(
            status: run.status, output: run.output, errorOutput: run.errorOutput,
            timedOut: state.withLock { $0.timedOut })
        if outcome.timedOut {
            Issue.record("atomic \(arguments.joined(separator: " ")) did not finish within \(timeout); it was killed")
        }
        return outcome
    }

    /// Kills `pid` once `timeout` has passed without `ended` being signalled, and records that in `state`.
    ///
    /// A process that has ended by then did not hang, even when the threads that collect it have not yet reaped it
    /// (a busy suite can hold them back): the watchdog then waits on, a second at a time, and kills only a process
    /// that is still running.
    private static func startWatchdog(
        pid: pid_t, timeout: Duration, state: Locked<(finished: Bool, timedOut: Bool)>, ended: DispatchSemaphore
    ) {
        Thread.detachNewThread {
            var wait = timeout.timeInterval
            while ended.wait(timeout: .now() + wait) == .timedOut {
                let killed = state.withLock { state -> Bool in
                    guard !state.finished, Self.isRunning(pid) else { return state.finished }
                    state.timedOut = true
                    kill(pid, SIGKILL)
                    return true
                }
                if killed { return }
                wait = 1
            }
        }
    }

    /// Whether `pid` is a process that has not ended: `/proc/PID/stat` names it and its state (the field after
    /// the command in parentheses) is not `Z` (ended, not yet waited for) or `X`.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.range(of: ") ", options: .backwards)
        else { return false }
        let state = stat[close.upperBound...].first
        return state != "Z" && state != "X"
    }
}
