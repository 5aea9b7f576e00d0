import AtomicTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The process that runs `--jq`'s expression never outlives the `atomic` that started it: not when its output is
/// cut short by a closed pipe, not when `atomic` is ended by a signal; and it reads plain JSON whatever colours are
/// forced.
@Suite struct EndToEndJQChildTests {
    /// The processes whose environment holds `marker`: the `atomic` of one run and its filter, found by a variable
    /// no other run has.
    private static func processes(marked marker: String) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> pid_t? in
            // The command line first: only a filter's environment is read.
            guard let pid = pid_t(name),
                let command = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"),
                String(decoding: command, as: UTF8.self).contains("__atomic-jq-child__"),
                let environment = FileManager.default.contents(atPath: "/proc/\(name)/environ"),
                String(decoding: environment, as: UTF8.self).contains("ATOMIC_TEST_MARK=\(marker)")
            else { return nil }
            return AtomicBinary.isRunning(pid) ? pid : nil
        }
    }

    /// Waits, a check every 50 ms (each reads every process's command line) for at most 20 s of checks, until no
    /// filter of `marker` runs: far less than the filter's own limit of 60 s of processor time, which would end a
    /// filter left behind by itself.
    private static func filtersEnd(marked marker: String) async -> Bool {
        for _ in 0..<400 {
            if processes(marked: marker).isEmpty { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return processes(marked: marker).isEmpty
    }

    @Test func aPipeClosedEarlyLeavesNoFilterBehind() async throws {
        let sandbox = try EndToEndSandbox()
        let marker = UUID().uuidString
        let binary = try AtomicBinary.executableURL().path
        // More than a pipe holds, so that the filter is still writing when `head` has gone.
        let script = "'\(binary)' --demo users --limit 2400 --json --jq '.[], .[], .[]' | head -c 100 > /dev/null"
        let run = try await AtomicBinary.run(
            ["-c", script], environment: sandbox.environment(["ATOMIC_TEST_MARK": marker]),
            program: URL(fileURLWithPath: "/bin/sh"))

        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(await Self.filtersEnd(marked: marker), "a filter was left running")
    }

    // Not SIGINT: a test run may have it ignored, and atomic then keeps it so (a terminal's Ctrl-C reaches the
    // filter itself, which keeps the default action).
    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalToAtomicEndsItsFilter(signal: Int32) async throws {
        let sandbox = try EndToEndSandbox()
        let marker = UUID().uuidString
        let run = try await AtomicBinary.run(
            ["--demo", "users", "-L", "2", "--json=login", "--jq", "def f: f; f"],
            environment: sandbox.environment(["ATOMIC_TEST_MARK": marker]),
            // The expression never ends: only the signal ends the run, however long a loaded machine takes to get
            // the filter going.
            timeout: .seconds(300),
            whileRunning: { pid in
                for _ in 0..<1_200 where Self.processes(marked: marker).isEmpty {
                    try? await Task.sleep(for: .milliseconds(50))
                }
                kill(pid, signal)
            })

        // atomic ends by the signal, or with 128 and its number.
        #expect([signal, 128 + signal].contains(run.status), "\(run.status) \(run.errorOutput)")
        #expect(!run.timedOut)
        #expect(await Self.filtersEnd(marked: marker), "the filter outlived atomic")
    }

    @Test func forcedColoursNeverReachTheFilter() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(
            ["--demo", "users", "-L", "1", "--json=login", "--jq", ".[0].login"],
            environment: ["CLICOLOR_FORCE": "1", "GH_FORCE_TTY": "1"])

        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output == "dara-labs-0\n", "\(run.output)")
    }
}
