#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A jq expression run in a child process, so that whatever libjq does (an assertion, memory beyond the limit,
/// a crash on values nested too deep, a loop without end) ends the child and becomes a ``JQError/aborted(_:)``,
/// never the end of the caller.
///
/// The child is `executable` started with `arguments`, which must serve the request with
/// ``JQChildProcess/serve(limits:)``; `atomic` starts itself. It gets the process environment (with
/// `SWIFT_BACKTRACE=enable=no`, which the child removes before the expression sees it), the request from an unlinked temporary file on its standard input, standard
/// error on `/dev/null`, and limits itself (``JQChildProcess/Limits/standard``: 1 GiB of data, 60 s of processor
/// time). The expression is compiled in the caller's process first as well, so a compile error is known before
/// anything runs.
public struct JQIsolatedProgram: Sendable {
    /// The expression as it was given.
    public let expression: String
    /// The program started for each run.
    public let executable: String
    /// Its arguments, after the program's name.
    public let arguments: [String]

    /// An isolated run of `expression` through `executable arguments`.
    ///
    /// - Throws: ``JQError/compile(_:)`` as ``JQProgram/init(_:)`` does.
    public init(_ expression: String, executable: String, arguments: [String]) throws(JQError) {
        _ = try JQProgram(expression)
        self.expression = expression
        self.executable = executable
        self.arguments = arguments
    }

    /// Runs the expression on `json` in a child process and gives `emit` each result as it arrives.
    ///
    /// - Throws: the ``JQError`` that ended the run in the child (as ``JQProgram/run(on:emit:)`` throws them),
    ///   or ``JQError/aborted(_:)`` when the child could not start, died or wrote something that is no frame;
    ///   the results before are given to `emit` first (the child writes them in batches of 64 KB, so a child that
    ///   dies loses the batch it was making).
    public func run(on json: [UInt8], emit: (JQOutput) -> Void) throws(JQError) {
        let expressionBytes = Array(expression.utf8)
        let request = Array("\(expressionBytes.count):".utf8) + expressionBytes + json
        guard let file = tmpfile() else { throw Self.aborted("no temporary file for the input") }
        defer { fclose(file) }
        JQChildProcess.writeAll(request, to: fileno(file))
        lseek(fileno(file), 0, SEEK_SET)
        var descriptors: [Int32] = [-1, -1]
        // Close-on-exec, so that the child holds only the write end it is given as its standard output: with the
        // read end open in it too, a parent gone (`| head`) would leave its writes blocked for good.
        guard pipe(&descriptors) == 0 else { throw Self.aborted("no pipe for the results") }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let processID = try spawn(input: fileno(file), output: descriptors[1])
        close(descriptors[1])
        var buffer: [UInt8] = []
        var failure: JQError?
        var ended = false
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            buffer += chunk[..<count]
            guard failure == nil, let frames = JQFrame.take(from: &buffer) else {
                failure = failure ?? Self.aborted("its process wrote something that is not a result")
                continue
            }
            for frame in frames {
                switch frame {
                case .output(let output): emit(output)
                case .failure(let error): failure = error
                case .end: ended = true
                }
            }
        }
        close(descriptors[0])
        let status = Self.wait(for: processID)
        if let failure { throw failure }
        if let reason = Self.reason(forStatus: status) { throw Self.aborted(reason) }
        if !ended || !buffer.isEmpty { throw Self.aborted("its process ended before the run did") }
    }

    /// Starts the child with `input` as its standard input and `output` as its standard output, and nothing else
    /// open; with no signal blocked and the ones that end a process at their default, so that Ctrl-C, `SIGTERM`
    /// and `SIGHUP` end it as they end its parent (whose own handlers and mask it would otherwise inherit).
    private func spawn(input: Int32, output: Int32) throws(JQError) -> pid_t {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        Self.closeDescriptors(from: 3, in: &actions)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let words = ([executable] + arguments).map { strdup($0) }
        let environment = Self.childEnvironment().map { strdup($0) }
        defer {
            for word in words + environment { free(word) }
        }
        var processID: pid_t = 0
        let started = posix_spawn(&processID, executable, &actions, &attributes, words + [nil], environment + [nil])
        guard started == 0 else {
            throw Self.aborted("its process could not start: \(String(cString: strerror(started)))")
        }
        return processID
    }

    #if os(Linux)
        private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc module does not
        /// declare, looked up in the process's own symbols; nil on an older glibc, where the descriptors opened
        /// close-on-exec (the database's, the sockets') are the only ones that stay shut.
        private static let closeFromAction: CloseFrom? = {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else {
                return nil
            }
            return unsafeBitCast(symbol, to: CloseFrom.self)
        }()

        /// Closes every descriptor from `lowest` up in the child, where glibc can.
        private static func closeDescriptors(from lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
            _ = closeFromAction?(&actions, lowest)
        }
    #else
        private static func closeDescriptors(from lowest: Int32, in actions: inout posix_spawn_file_actions_t?) {}
    #endif

    /// The process environment as `NAME=value` entries, `SWIFT_BACKTRACE` set to `enable=no` (a crash's report
    /// would only be discarded).
    private static func childEnvironment() -> [String] {
        // While a compile hides `HOME`, the swap writes an entry of the array read here.
        HiddenHome.withEnvironment(readEnvironment)
    }

    /// The process environment's entries but `SWIFT_BACKTRACE`, then `SWIFT_BACKTRACE=enable=no`.
    private static func readEnvironment() -> [String] {
        #if canImport(Glibc)
            let entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #else
            let entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
        #endif
        var result: [String] = []
        var index = 0
        while let entries, let entry = entries[index] {
            let text = String(cString: entry)
            if !text.hasPrefix("SWIFT_BACKTRACE=") { result.append(text) }
            index += 1
        }
        return result + ["SWIFT_BACKTRACE=enable=no"]
    }

    /// Waits for the child `processID` to end and returns its wait status.
    private static func wait(for processID: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0, errno == EINTR {}
        return status
    }

    /// Why a child that ended with wait `status` did not finish its run; nil when it exited with 0.
    static func reason(forStatus status: Int32) -> String? {
        let signal = status & 0x7F
        let limits = JQChildProcess.Limits.standard
        guard signal != 0 else {
            let code = (status >> 8) & 0xFF
            return code == 0 ? nil : "its process exited with status \(code)"
        }
        switch signal {
        case SIGABRT: return "libjq aborted: an assertion, or more than \(limits.memoryBytes >> 20) MiB of memory"
        case SIGSEGV, SIGBUS:
            return "libjq crashed: values nested too deep, or more than \(limits.memoryBytes >> 20) MiB of memory"
        case SIGXCPU: return "it was stopped after \(limits.processorSeconds) s of processor time"
        case SIGKILL:
            return
                "its process was killed, by the limit of \(limits.processorSeconds) s of processor time or the system"
        case SIGILL, SIGTRAP: return "its process stopped on a runtime error"
        case SIGINT: return "interrupted"
        default: return "its process ended with signal \(signal)"
        }
    }

    /// ``JQError/aborted(_:)`` for `reason`.
    private static func aborted(_ reason: String) -> JQError {
        .aborted("the expression could not be evaluated (\(reason))")
    }
}
