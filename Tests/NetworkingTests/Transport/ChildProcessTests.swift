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
