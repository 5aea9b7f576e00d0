import AtomicTestSupport
import Foundation
import Testing

/// Output that cannot be written is an error with exit status 1, never a crash; a reader that goes away early
/// ends `atomic` quietly by `SIGPIPE`.
@Suite struct EndToEndOutputFailureTests {
    /// Runs `script` in `/bin/sh` with `$0` set to the `atomic` binary and `$@` to `arguments` followed by the
    /// sandbox's options, so the script decides where `atomic`'s streams go.
    static func shell(
        _ script: String, _ arguments: [String], sandbox: EndToEndSandbox
    ) async throws -> AtomicBinary.Outcome {
        let binary = try AtomicBinary.executableURL().path
        return try await AtomicBinary.run(
            ["-c", script, binary] + arguments + sandbox.options(), environment: sandbox.environment(),
            program: URL(fileURLWithPath: "/bin/sh"))
    }

    static let manyUsers = ["--demo", "users", "--limit", "2400"]

    @Test(
        "standard output on a full device gives one error line and status 1",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func fullDevice() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await Self.shell(#"exec "$0" "$@" >/dev/full"#, Self.manyUsers, sandbox: sandbox)
        #expect(run.status == 1)
        #expect(run.errorOutput == "error: could not write the output (\(Self.reason(ENOSPC)))\n")
    }

    @Test("a closed standard output gives one error line and status 1")
    func closedOutput() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await Self.shell(#"exec "$0" "$@" >&-"#, Self.manyUsers, sandbox: sandbox)
        #expect(run.status == 1)
        #expect(run.errorOutput == "error: could not write the output (\(Self.reason(EBADF)))\n")
    }

    @Test("a closed standard error still gives the whole output and status 0 when nothing goes to it")
    func closedErrorSucceeds() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await Self.shell(
            #"exec "$0" "$@" 2>&-"#, ["--demo", "users", "--limit", "3"], sandbox: sandbox)
        #expect(run.status == 0)
        // Into a pipe: three tab-separated records, no header.
        #expect(run.output.split(separator: "\n").count == 3, "output: \(run.output)")
        #expect(run.errorOutput == "")
    }

    @Test("a failing command with standard error closed exits with status 1 instead of crashing")
    func closedErrorFails() async throws {
        let sandbox = try EndToEndSandbox()
        // Nothing listens on the sandbox's closed URL, so the command fails and writes its error line.
        let run = try await Self.shell(#"exec "$0" "$@" 2>&-"#, ["user", "octocat"], sandbox: sandbox)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errorOutput == "")
    }

    @Test("standard output and error both closed still end with status 1")
    func bothClosed() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await Self.shell(#"exec "$0" "$@" >&- 2>&-"#, Self.manyUsers, sandbox: sandbox)
        #expect(run.status == 1)
        #expect(run.errorOutput == "")
    }

    @Test("a pipe closed early ends atomic by SIGPIPE without a message")
    func pipeClosedEarly() async throws {
        let sandbox = try EndToEndSandbox()
        // The output (over 100 KB) is larger than a pipe holds, so `atomic` is still writing when `head` exits.
        let run = try await Self.shell(
            #"{ "$0" "$@"; echo "status $?" >&2; } | head -n 1"#, Self.manyUsers, sandbox: sandbox)
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").count == 1)
        #expect(run.errorOutput == "status \(128 + SIGPIPE)\n")
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
