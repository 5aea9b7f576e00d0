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

    /// Starts `command` with exactly `environment` and the two variables git and gh add when they are not set
    /// there: `LESS=FRX` and `LV=-c` (see ``environment(for:)``).
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
    /// output), sorted by name.
    public static func environment(for environment: [String: String]) -> [(key: String, value: String)] {
        var variables = environment
        if variables["LESS"] == nil { variables["LESS"] = "FRX" }
        if variables["LV"] == nil { variables["LV"] = "-c" }
        return variables.sorted { $0.key < $1.key }
    }

    /// Closes ``input``, so that the pager reads the end of its input, and waits for it to exit (an interrupted
    /// wait is repeated); returns its exit status, or nil when a signal ended it or it could not be waited for.
    /// Call it once.
    @discardableResult
    public func finish() -> Int32? {
        close(input)
        var status: Int32 = 0
        while waitpid(processID, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import: the low 7 bits are the signal, 0 for an exit.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
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
