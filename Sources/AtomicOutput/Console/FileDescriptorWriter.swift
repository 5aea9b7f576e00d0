#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a file descriptor with `write(2)`, completely or not at all, and says why when it cannot.
///
/// Unlike `FileHandle.write(_:)`, a failure is thrown, never trapped. Partial writes continue where they
/// stopped, an interrupted call (`EINTR`) is repeated, and a descriptor in non-blocking mode (`EAGAIN`)
/// is waited on with `poll(2)` until it can take more.
public struct FileDescriptorWriter: Sendable {
    /// The descriptor written to, for example `STDOUT_FILENO`.
    public let descriptor: Int32

    /// A writer to `descriptor`, which stays open and owned by the caller.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `bytes`.
    /// - Throws: ``OutputFailure`` with the `errno` of the first call that failed.
    public func write(_ bytes: [UInt8]) throws(OutputFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written >= 0 {
                offset += written
                continue
            }
            let code = errno
            switch code {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                try waitUntilWritable()
            default:
                throw OutputFailure(code: code)
            }
        }
    }

    private func waitUntilWritable() throws(OutputFailure) {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while poll(&request, 1, -1) < 0 {
            guard errno == EINTR else { throw OutputFailure(code: errno) }
        }
    }
}
