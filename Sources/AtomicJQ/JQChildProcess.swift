import CJQ

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The child's side of ``JQIsolatedProgram``: a process that reads one request on standard input, limits itself,
/// runs the expression with ``JQProgram`` and writes its results as frames on standard output, so that an abort
/// or a crash of libjq ends the child and not the program that started it.
public enum JQChildProcess {
    /// What the child allows itself, set with `setrlimit` before it compiles.
    public struct Limits: Equatable, Sendable {
        /// The most memory the child's data may take, in bytes (`RLIMIT_DATA`): 1 GiB by default.
        public var memoryBytes: Int
        /// The most processor time the child may use, in seconds (`RLIMIT_CPU`; `SIGXCPU` then ends it): 60 by
        /// default.
        public var processorSeconds: Int

        /// A limit of `memoryBytes` bytes and `processorSeconds` seconds.
        public init(memoryBytes: Int, processorSeconds: Int) {
            self.memoryBytes = memoryBytes
            self.processorSeconds = processorSeconds
        }

        /// 1 GiB and 60 s.
        public static let standard = Limits(memoryBytes: 1 << 30, processorSeconds: 60)
    }

    /// Serves one request and returns the exit status: reads standard input to its end (the expression's length
    /// in UTF-8 bytes, `:`, the expression, then the JSON document) once it has asked to end with its parent,
    /// removes `SWIFT_BACKTRACE` from its
    /// environment, sets `limits` and no core file, runs the
    /// expression on the document and writes every result, then the error that ended the run if any, as frames
    /// on standard output, and the end frame. 0 once served, 1 when the request is malformed (nothing written).
    public static func serve(limits: Limits = .standard) -> Int32 {
        endWithTheParent()
        var request = readAll(from: STDIN_FILENO)
        guard let colon = request.firstIndex(of: UInt8(ascii: ":")),
            let length = Int(String(decoding: request[..<colon], as: UTF8.self)), length >= 0,
            colon + 1 + length <= request.count
        else { return 1 }
        let expression = String(decoding: request[(colon + 1)..<(colon + 1 + length)], as: UTF8.self)
        request.removeFirst(colon + 1 + length)
        // The parent set it to keep a crash quiet; the runtime has read it, and the expression need not see it.
        unsetenv("SWIFT_BACKTRACE")
        apply(limits)
        var pending: [UInt8] = []
        do throws(JQError) {
            let program = try JQProgram(expression)
            try program.run(on: request) { output in
                pending += JQFrame.output(output).bytes
                if pending.count >= 64 * 1024 {
                    writeAll(pending, to: STDOUT_FILENO)
                    pending.removeAll(keepingCapacity: true)
                }
            }
        } catch {
            pending += JQFrame.failure(error).bytes
        }
        pending += JQFrame.end.bytes
        writeAll(pending, to: STDOUT_FILENO)
        return 0
    }

    /// Has the kernel end this process when its parent ends (Linux's `PR_SET_PDEATHSIG`), so that an `atomic`
    /// killed or ended by a closed pipe leaves no filter running; a parent that ended before the request took
    /// effect ends it at once.
    private static func endWithTheParent() {
        #if os(Linux)
            let parent = getppid()
            _ = atomic_jq_end_with_parent()
            if parent == 1 || getppid() != parent { exit(1) }
        #endif
    }

    /// Sets `limits` on this process, and no core file.
    private static func apply(_ limits: Limits) {
        var memory = rlimit(rlim_cur: rlim_t(limits.memoryBytes), rlim_max: rlim_t(limits.memoryBytes))
        var processor = rlimit(
            rlim_cur: rlim_t(limits.processorSeconds), rlim_max: rlim_t(limits.processorSeconds + 1))
        var core = rlimit(rlim_cur: 0, rlim_max: 0)
        #if os(Linux)
            setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &memory)
            setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &processor)
            setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &core)
        #else
            setrlimit(RLIMIT_DATA, &memory)
            setrlimit(RLIMIT_CPU, &processor)
            setrlimit(RLIMIT_CORE, &core)
        #endif
    }

    /// Everything `descriptor` gives until its end (or an error other than `EINTR`).
    static func readAll(from descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return bytes
            }
        }
    }

    /// Writes all of `bytes` to `descriptor`, retrying after `EINTR`; stops at any other error.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
