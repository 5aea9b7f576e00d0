#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why text could not be written to standard output or standard error: the `errno` of the failed `write(2)`.
public struct OutputFailure: Error, Equatable, Sendable {
    /// The POSIX error number, for example `ENOSPC` for a full disk or `EBADF` for a closed descriptor.
    public let code: Int32

    /// Whether the reader went away (`EPIPE`), as when output is piped into `head`: not worth a message.
    public var isBrokenPipe: Bool { code == EPIPE }

    /// The system's wording of ``code``, for example "No space left on device".
    public var reason: String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// The one line `atomic` prints for this failure, without the `error: ` prefix.
    public var message: String { "could not write the output (\(reason))" }

    /// The failure of a call that set `errno` to `code`.
    public init(code: Int32) {
        self.code = code
    }
}
