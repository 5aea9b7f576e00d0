import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn`, shaped like Foundation's `Process` (`executableURL`, `arguments`,
/// `environment`, the three standard streams, `run()`, `processIdentifier`, `waitUntilExit()`,
/// `terminationStatus`, `terminationReason`), for the tests that run programs.
///
/// The tests do not use `Process` on Linux: before each spawn it lists `/proc/self/fd` and copies every entry's
/// full 256-byte `d_name`, which reads past the end of glibc's directory buffer once the test process has more
/// than about 1,300 descriptors open (a full suite peaks at about 1,600), and the whole suite then dies of a
/// segmentation fault. It also learns of the exit on a queue of its own, which a busy suite holds back.
///
/// The child gets the standard streams it is given and no other descriptor (`closefrom(3)` in the child on
/// Linux, `POSIX_SPAWN_CLOEXEC_DEFAULT` on Apple platforms), and its own process group, as `Process` gives it.
/// It starts with no signal blocked and every signal at its default action, as a shell starts a command: the
/// thread that spawns it may block some, and the test process may ignore some, and neither is passed on.
/// `waitUntilExit()` blocks its thread in `waitpid`: call it off the cooperative pool, or use
/// ``runUntilExit(whileRunning:whenReaped:)``, which runs the program to its end and collects what it wrote.
public final class ChildProcess: @unchecked Sendable {
    /// Where one standard stream of the child goes.
    public enum Stream {
        /// The test process's own stream of that number.
        case inherited
        /// `/dev/null`.
        case nullDevice
        /// This open file (the test keeps it; the child gets a duplicate).
        case fileHandle(FileHandle)
        /// One end of this pipe: the read end for standard input, the write end for output. The test's copy of
        /// that end is closed once the child has started, as `Process` does, so the other end sees end of file
        /// when the child exits.
        case pipe(Pipe)
    }

    /// How the child ended.
    public enum TerminationReason: Sendable, Equatable {
        /// It called `exit` (or returned from `main`); `terminationStatus` is its exit status.
        case exit
        /// A signal ended it; `terminationStatus` is the signal's number.
        case uncaughtSignal
    }

    /// The program to run.
    public var executableURL: URL?
    /// The arguments after the program's own path.
    public var arguments: [String] = []
    /// The child's whole environment; `nil` passes the test process's own.
    public var environment: [String: String]?
    /// Standard input (inherited unless set).
    public var standardInput: Stream = .inherited
    /// Standard output (inherited unless set).
    public var standardOutput: Stream = .inherited
    /// Standard error (inherited unless set).
    public var standardError: Stream = .inherited

    private let lock = NSLock()
    private var pid: pid_t = 0
    private var waitStatus: Int32?

    /// A process not yet started.
    public init() {}

    /// The child's process id; 0 before ``run()``.
    public var processIdentifier: pid_t {
        lock.withLock { pid }
    }

    /// Starts the child.
    ///
    /// - Throws: ``ChildProcessError`` when no program is set, a stream cannot be set up, or `posix_spawn` fails
    ///   (for example `ENOENT` for a program that is not there).
    public func run() throws(ChildProcessError) {
        guard let executableURL else { throw .noExecutable }
        let path = executableURL.path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        let streams = [(standardInput, STDIN_FILENO), (standardOutput, STDOUT_FILENO), (standardError, STDERR_FILENO)]
        for (stream, target) in streams {
            try Self.check(Self.addAction(for: stream, to: target, in: &actions), "set up descriptor \(target)")
        }
        var flags = Int32(POSIX_SPAWN_SETPGROUP) | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        try Self.check(posix_spawnattr_setsigmask(&attributes, &noSignals), "clear the signal mask")
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        sigdelset(&everySignal, SIGKILL)
        sigdelset(&everySignal, SIGSTOP)
        try Self.check(posix_spawnattr_setsigdefault(&attributes, &everySignal), "reset the signal actions")
        #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
            try Self.check(Self.closeFrom(3, in: &actions), "close the other descriptors")
        #endif
        try Self.check(posix_spawnattr_setflags(&attributes, Int16(flags)), "set the spawn flags")
        try Self.check(posix_spawnattr_setpgroup(&attributes, 0), "set the process group")

        let argv = ([path] + arguments).map { strdup($0) }
        let variables = environment.map { $0.map { "\($0.key)=\($0.value)" } }
        let envp = variables?.map { strdup($0) }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = (argv + [nil]).withUnsafeBufferPointer { argvBuffer in
            if let envp {
                return (envp + [nil]).withUnsafeBufferPointer { envpBuffer in
                    posix_spawn(&child, path, &actions, &attributes, argvBuffer.baseAddress!, envpBuffer.baseAddress!)
                }
            }
            return posix_spawn(&child, path, &actions, &attributes, argvBuffer.baseAddress!, environ)
        }
        guard result == 0 else { throw .spawnFailed(path: path, errno: result) }
        lock.withLock { pid = child }
        for (stream, target) in streams {
            guard case .pipe(let pipe) = stream else { continue }
            try? (target == STDIN_FILENO ? pipe.fileHandleForReading : pipe.fileHandleForWriting).close()
        }
    }

    /// How a program run by ``runUntilExit(whileRunning:whenReaped:)`` ended, and what it wrote.
    public struct Outcome: Sendable {
        /// The exit status, or the number of the signal that ended the program (see `reason`).
        public let status: Int32
        /// Whether the program exited or a signal ended it.
        public let reason: TerminationReason
        /// Everything the program wrote to standard output, decoded as UTF-8.
        public let output: String
        /// Everything the program wrote to standard error, decoded as UTF-8.
        public let errorOutput: String
    }

    /// Starts the program with standard output and standard error going to pipes of their own, reads both to
    /// their end and waits for the program to end; standard input, the arguments and the environment are as set.
    ///
    /// The blocking reads and the wait run on threads of their own, never on the cooperative pool nor on
    /// Dispatch's global queues, whose few threads (one per core) other tests need. The two streams are read at
    /// the same time, so a program that fills one pipe while the other is being read does not stall.
    ///
    /// - Parameters:
    ///   - whileRunning: Called with the process id once the program has started and before the streams are
    ///     read (for example to send it a signal, or to start a watchdog).
    ///   - whenReaped: Called on the waiting thread as soon as the program has ended and been reaped, before
    ///     this method returns (for example to tell a watchdog that its process id no longer names this program).
    /// - Throws: ``ChildProcessError`` when the program cannot be started.
    public func runUntilExit(
        whileRunning: (@Sendable (pid_t) async -> Void)? = nil,
        whenReaped: (@Sendable () -> Void)? = nil
    ) async throws(ChildProcessError) -> Outcome {
        let output = Pipe()
        let errorOutput = Pipe()
        standardOutput = .pipe(output)
        standardError = .pipe(errorOutput)
        try run()
        if let whileRunning {
            await whileRunning(processIdentifier)
        }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
            let collectedOutput = CollectedData()
            let outputRead = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                collectedOutput.store(output.fileHandleForReading.readDataToEndOfFile())
                outputRead.signal()
            }
            Thread.detachNewThread {
                let errorData = errorOutput.fileHandleForReading.readDataToEndOfFile()
                outputRead.wait()
                self.waitUntilExit()
                whenReaped?()
                continuation.resume(
                    returning: Outcome(
                        status: self.terminationStatus, reason: self.terminationReason,
                        output: String(decoding: collectedOutput.data, as: UTF8.self),
                        errorOutput: String(decoding: errorData, as: UTF8.self)))
            }
        }
    }

    /// Waits until the child has ended, and reaps it; returns at once when it was already reaped.
    public func waitUntilExit() {
        let child = processIdentifier
        guard child > 0, lock.withLock({ waitStatus }) == nil else { return }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 {
            guard errno == EINTR else { return }
        }
        lock.withLock { waitStatus = status }
    }

    /// The exit status, or the number of the signal that ended the child; 0 until ``waitUntilExit()`` returned.
    public var terminationStatus: Int32 {
        guard let status = lock.withLock({ waitStatus }) else { return 0 }
        return Self.signalled(status) ? status & 0x7f : (status >> 8) & 0xff
    }

    /// Whether the child exited or a signal ended it; `.exit` until ``waitUntilExit()`` returned.
    public var terminationReason: TerminationReason {
        guard let status = lock.withLock({ waitStatus }) else { return .exit }
        return Self.signalled(status) ? .uncaughtSignal : .exit
    }

    /// `WIFSIGNALED`, which Swift does not import: the low seven bits name a signal, and are not 0x7f (stopped).
    private static func signalled(_ status: Int32) -> Bool {
        let signal = status & 0x7f
        return signal != 0 && signal != 0x7f
    }

    private static func addAction(
        for stream: Stream, to target: Int32, in actions: inout posix_spawn_file_actions_t
    ) -> Int32 {
        switch stream {
        case .inherited:
            return 0
        case .nullDevice:
            let mode = target == STDIN_FILENO ? O_RDONLY : O_WRONLY
            return posix_spawn_file_actions_addopen(&actions, target, "/dev/null", mode, 0)
        case .fileHandle(let handle):
            return posix_spawn_file_actions_adddup2(&actions, handle.fileDescriptor, target)
        case .pipe(let pipe):
            let end = target == STDIN_FILENO ? pipe.fileHandleForReading : pipe.fileHandleForWriting
            return posix_spawn_file_actions_adddup2(&actions, end.fileDescriptor, target)
        }
    }

    #if !canImport(Darwin)
        private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc module does not
        /// declare, looked up in the process's own symbols.
        private static let closeFromAction: CloseFrom? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else {
                return nil
            }
            return unsafeBitCast(symbol, to: CloseFrom.self)
        }()

        private static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) -> Int32 {
            guard let closeFromAction else { return ENOSYS }
            return closeFromAction(&actions, lowest)
        }
    #endif

    private static func check(_ result: Int32, _ step: String) throws(ChildProcessError) {
        guard result == 0 else { throw .setupFailed(step: step, errno: result) }
    }
}

/// Data one thread stores and another reads once a semaphore has told it the store is done.
private final class CollectedData: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()

    func store(_ data: Data) {
        lock.withLock { stored = data }
    }

    var data: Data {
        lock.withLock { stored }
    }
}

/// Why a ``ChildProcess`` could not start.
public enum ChildProcessError: Error, Equatable, CustomStringConvertible {
    /// `executableURL` was not set.
    case noExecutable
    /// A file action or spawn attribute failed with `errno` (`ENOSYS` where the C library lacks one).
    case setupFailed(step: String, errno: Int32)
    /// `posix_spawn` failed with `errno`.
    case spawnFailed(path: String, errno: Int32)

    /// One line naming what failed.
    public var description: String {
        switch self {
        case .noExecutable:
            return "no program to run"
        case .setupFailed(let step, let code):
            return "could not \(step): \(String(cString: strerror(code)))"
        case .spawnFailed(let path, let code):
            return "could not start \(path): \(String(cString: strerror(code)))"
        }
    }
}
