import AtomicTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ChildProcess`, which every test that runs a program starts it with.
@Suite("ChildProcess")
struct ChildProcessTests {
    private func shell(_ script: String) -> ChildProcess {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        return process
    }

    private func finish(_ process: ChildProcess) async {
        await BuildProducts.onOwnThread { process.waitUntilExit() }
    }

    @Test("the exit status and the output through pipes arrive, and the pipes end when the child does")
    func exitStatusAndOutput() async throws {
        let process = shell("read line; echo \"out:$line\"; echo err >&2; exit 7")
        let input = Pipe()
        let output = Pipe()
        let errorOutput = Pipe()
        process.standardInput = .pipe(input)
        process.standardOutput = .pipe(output)
        process.standardError = .pipe(errorOutput)
        try process.run()
        #expect(process.processIdentifier > 0)
        input.fileHandleForWriting.write(Data("hello\n".utf8))
        try input.fileHandleForWriting.close()
        let read = await BuildProducts.onOwnThread {
            (output.fileHandleForReading.readDataToEndOfFile(), errorOutput.fileHandleForReading.readDataToEndOfFile())
        }
        await finish(process)
        #expect(String(decoding: read.0, as: UTF8.self) == "out:hello\n")
        #expect(String(decoding: read.1, as: UTF8.self) == "err\n")
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 7)
    }

    @Test("a child ended by a signal reports the signal")
    func signal() async throws {
        let process = shell("kill -TERM $$; sleep 30")
        process.standardInput = .nullDevice
        try process.run()
        await finish(process)
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGTERM)
    }

    @Test("the child starts with no signal blocked or ignored, whatever the thread that starts it blocks")
    func cleanSignalState() async throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/grep")
        process.arguments = ["-E", "^Sig(Blk|Ign):", "/proc/self/status"]
        process.standardInput = .nullDevice
        let output = Pipe()
        process.standardOutput = .pipe(output)
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTERM)
        sigaddset(&blocked, SIGINT)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        let started = Result { try process.run() }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        try started.get()
        let status = await BuildProducts.onOwnThread { output.fileHandleForReading.readDataToEndOfFile() }
        await finish(process)
        // Bit n - 1 stands for signal n. Signals 1-31 are the standard ones; 32 and 33 belong to glibc itself
        // (thread cancellation and set*id), which no program can set.
        let masks = String(decoding: status, as: UTF8.self).split(separator: "\n").map {
            $0.split(separator: "\t").map(String.init)
        }
        #expect(masks.map(\.first) == ["SigBlk:", "SigIgn:"])
        for mask in masks {
            let bits = UInt64(mask.last ?? "", radix: 16)
            #expect(bits.map { $0 & 0x7fff_ffff } == 0, "\(mask)")
        }
    }

    @Test("the child gets the three standard streams and no other descriptor of the test process")
    func onlyStandardStreamsAreInherited() async throws {
        // A descriptor without close-on-exec, as Foundation's pipes are, would reach the child unless it is closed.
        let open = Pipe()
        let flags = fcntl(open.fileHandleForWriting.fileDescriptor, F_GETFD)
        #expect(flags >= 0 && flags & FD_CLOEXEC == 0)
        let process = shell("ls /proc/$$/fd")
        let output = Pipe()
        process.standardOutput = .pipe(output)
        process.standardInput = .nullDevice
        try process.run()
        let listing = await BuildProducts.onOwnThread { output.fileHandleForReading.readDataToEndOfFile() }
        await finish(process)
        let descriptors = String(decoding: listing, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
        // 0-2, and the directory `ls` itself opened to list the folder (if the shell ran it as a child, its own).
        #expect(descriptors.filter { $0 > 2 }.count <= 1, "the child had \(descriptors)")
        #expect(Set(descriptors).isSuperset(of: [0, 1, 2]))
    }

    @Test("runUntilExit returns the exit status and both outputs, and reads them at once past a pipe's buffer")
    func runUntilExitCollectsBothStreams() async throws {
        // 200,000 bytes on each stream: more than a pipe holds, so reading one to its end before the other would
        // leave the child blocked on the other, and the run would never end.
        let process = shell(
            "head -c 200000 /dev/zero | tr '\\0' e >&2; head -c 200000 /dev/zero | tr '\\0' o; echo; exit 3")
        process.standardInput = .nullDevice
        let outcome = try await process.runUntilExit()
        #expect(outcome.reason == .exit)
        #expect(outcome.status == 3)
        #expect(outcome.output == String(repeating: "o", count: 200_000) + "\n")
        #expect(outcome.errorOutput == String(repeating: "e", count: 200_000))
    }

    @Test("runUntilExit hands whileRunning the running child's id, and calls whenReaped once it is reaped")
    func runUntilExitHooks() async throws {
        let process = shell("exec sleep 30")
        process.standardInput = .nullDevice
        let reapedStatus = ReapedStatus()
        let outcome = try await process.runUntilExit(
            whileRunning: { pid in
                #expect(pid == process.processIdentifier)
                kill(pid, SIGKILL)
            },
            whenReaped: { reapedStatus.record(process.terminationReason, process.terminationStatus) })
        #expect(outcome.reason == .uncaughtSignal)
        #expect(outcome.status == SIGKILL)
        #expect(outcome.output == "" && outcome.errorOutput == "")
        #expect(reapedStatus.recorded == [.init(reason: .uncaughtSignal, status: SIGKILL)])
    }

    @Test("runUntilExit throws when the program cannot start")
    func runUntilExitMissingProgram() async {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/nonexistent/program")
        await #expect(throws: ChildProcessError.spawnFailed(path: "/nonexistent/program", errno: ENOENT)) {
            _ = try await process.runUntilExit()
        }
    }

    @Test("a program that is not there fails to start with a one-line reason")
    func missingProgram() {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/nonexistent/program")
        #expect(throws: ChildProcessError.spawnFailed(path: "/nonexistent/program", errno: ENOENT)) {
            try process.run()
        }
        #expect(
            ChildProcessError.spawnFailed(path: "/x", errno: ENOENT).description
                == "could not start /x: No such file or directory")
    }
}

/// What `whenReaped` saw of the child, recorded from the waiting thread.
private final class ReapedStatus: @unchecked Sendable {
    struct Entry: Equatable {
        let reason: ChildProcess.TerminationReason
        let status: Int32
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    func record(_ reason: ChildProcess.TerminationReason, _ status: Int32) {
        lock.withLock { entries.append(Entry(reason: reason, status: status)) }
    }

    var recorded: [Entry] {
        lock.withLock { entries }
    }
}
