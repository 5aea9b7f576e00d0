#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pager running as a child of this process: it reads what is written to ``input`` and shows it on the
/// terminal it inherited (standard output and error as they are, keys from the terminal), until it quits.
///
/// It is started with `posix_spawnp(3)`: the program is looked up on `PATH` (unless it names a path), never
/// through a shell; its standard input is the read end of a pipe, its `SIGPIPE` is put back to the default and its
/// signal mask emptied, so that what this process ignores or blocks does not carry over. It stays in this
/// process's process group, the terminal's foreground group, so that it may read the terminal.
public struct PagerProcess: Sendable {
    /// The pager's process id.
    public let processID: pid_t
    /// The write end of the pipe the pager reads; close-on-exec, owned by this value until ``finish()``.
    public let input: Int32
    /// The program that runs, as named in the command.
    public let program: String

    /// Starts `command` with exactly `environment` and the variables added when they are not set there:
    /// `LESS=FRX` and `LV=-c`, as git and gh add them, and `LESSCHARSET=utf-8` (see ``environment(for:)``).
    ///
    /// - Throws: ``PagerStartFailure`` when the pipe cannot be made or the program cannot be started (not on
    ///   `PATH`, not executable).
    public static func start(
        _ command: PagerCommand, environment: [String: String]
    ) throws(PagerStartFailure) -> PagerProcess {
        var ends: [Int32] = [-1, -1]
        guard makePipe(&ends) else { throw PagerStartFailure(program: command.program, code: errno) }
        let (readEnd, writeEnd) = (ends[0], ends[1])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on descriptor 0; the pipe's own two descriptors are closed in the child.
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)

        #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
        #else
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let words = command.arguments.map { strdup($0) } + [nil]
        let variables = Self.environment(for: environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in words { free(pointer) }
            for pointer in variables { free(pointer) }
        }
        var processID = pid_t()
        let result = posix_spawnp(&processID, command.program, &actions, &attributes, words, variables)
        close(readEnd)
        guard result == 0 else {
            close(writeEnd)
            throw PagerStartFailure(program: command.program, code: result)
        }
        return PagerProcess(processID: processID, input: writeEnd, program: command.program)
    }

    /// The environment the pager gets: `environment`, with `LESS=FRX` and `LV=-c` added when `environment` does
    /// not set them (as git and gh do, so that `less` and `lv` started bare keep colours and quit on a short
    /// output), and `LESSCHARSET=utf-8` when it is unset (atomic always writes UTF-8, so that `less` shows it as
    /// text under `LC_ALL=C` too, not as `<C2><B7>`), sorted by name.
    public static func environment(for environment: [String: String]) -> [(key: String, value: String)] {
        var variables = environment
        if variables["LESS"] == nil { variables["LESS"] = "FRX" }
        if variables["LV"] == nil { variables["LV"] = "-c" }
        if variables["LESSCHARSET"] == nil { variables["LESSCHARSET"] = "utf-8" }
        return variables.sorted { $0.key < $1.key }
    }

    /// How a pager ended: its exit status, the signal that ended it, or nothing known.
    public enum Ending: Sendable, Equatable {
        /// It exited with this status (0 to 255).
        case exited(Int32)
        /// This signal ended it (`SIGSEGV`, say).
        case signaled(Int32)
        /// It could not be waited for.
        case unknown

        /// The `warning:` line (ending in a line feed) for a pager named `program` that ended so: one for a
        /// non-zero status ("exited with status 3") or a signal ("ended by signal SEGV"); nil for status 0, for
        /// `SIGPIPE` (a pipe it wrote to was closed) and when nothing is known.
        public func warning(program: String) -> String? {
            switch self {
            case .exited(0), .signaled(SIGPIPE), .unknown:
                nil
            case .exited(let status):
                "warning: the pager \(program) exited with status \(status); output may be incomplete\n"
            case .signaled(let signal):
                "warning: the pager \(program) ended by signal \(Self.name(of: signal)); output may be incomplete\n"
            }
        }

        /// A signal's name without `SIG` (`SEGV`, `TERM`), or its number for one without a common name.
        public static func name(of signal: Int32) -> String {
            let names: [Int32: String] = [
                SIGHUP: "HUP", SIGINT: "INT", SIGQUIT: "QUIT", SIGILL: "ILL", SIGTRAP: "TRAP", SIGABRT: "ABRT",
                SIGBUS: "BUS", SIGFPE: "FPE", SIGKILL: "KILL", SIGUSR1: "USR1", SIGSEGV: "SEGV", SIGUSR2: "USR2",
                SIGPIPE: "PIPE", SIGALRM: "ALRM", SIGTERM: "TERM", SIGXCPU: "XCPU", SIGXFSZ: "XFSZ", SIGSYS: "SYS",
            ]
            return names[signal] ?? String(signal)
        }

        /// The ending a `waitpid(2)` status word says.
        init(waitStatus status: Int32) {
            // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import: the low 7 bits are the signal, 0 for
            // an exit (a stopped child is never reported, as the wait asks for no stops).
            self = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        }
    }

    /// Closes ``input``, so that the pager reads the end of its input, and waits for it to exit (an interrupted
    /// wait is repeated); returns how it ended. Call it once.
    @discardableResult
    public func finish() -> Ending {
        close(input)
        var status: Int32 = 0
        while waitpid(processID, &status, 0) == -1 {
            guard errno == EINTR else { return .unknown }
        }
        return Ending(waitStatus: status)
    }

    /// A pipe in `ends` (read, write) whose two ends close on exec, so that no other child started meanwhile
    /// keeps the pager's input open.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return true
    }
}

/// Why a pager could not be started: the program as named and the `errno` (or `posix_spawn` result) of the
/// failure, such as `ENOENT` for a program that is not on `PATH`.
public struct PagerStartFailure: Error, Equatable, Sendable {
    /// The program, as the command names it.
    public let program: String
    /// The POSIX error number.
    public let code: Int32

    /// A failure to start `program` with the error number `code`.
    public init(program: String, code: Int32) {
        self.program = program
        self.code = code
    }

    /// The system's wording of ``code``, for example "No such file or directory".
    public var reason: String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
