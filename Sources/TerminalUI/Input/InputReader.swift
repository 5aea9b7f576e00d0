import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Delivers the terminal's keys, mouse events and resizes as an `AsyncStream`, from a thread of its own that blocks in
/// `poll(2)` on the terminal and on a wake-up pipe, so nothing spins and no task of the cooperative pool waits
/// on the terminal.
///
/// An `ESC` with nothing after it is delivered as ``Key/escape`` once ``KeyDecoder/escapeDelay`` passes without
/// another byte. SIGWINCH writes to the wake-up pipe and becomes a ``TerminalEvent/resize(_:)``. The stream
/// ends when the terminal reaches end of file or fails, or after ``stop()`` or the end of iteration.
public final class InputReader: Sendable {
    /// The events, in order; one consumer.
    public let events: AsyncStream<TerminalEvent>
    private let channel: ReaderChannel

    /// Starts reading `descriptor` (not closed by the reader). With `handlesResize`, SIGWINCH becomes
    /// ``TerminalEvent/resize(_:)`` with the size `size` returns then; only one reader at a time should ask.
    ///
    /// - Throws: ``TerminalError/pipeFailed(errno:)`` when the wake-up pipe cannot be made.
    public init(descriptor: Int32, handlesResize: Bool = true, size: @escaping @Sendable () -> TerminalSize) throws {
        let channel = try ReaderChannel(input: descriptor)
        self.channel = channel
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self, bufferingPolicy: .unbounded)
        self.events = events
        continuation.onTermination = { _ in channel.wake(ReaderChannel.stopByte) }
        if handlesResize { TerminalSignals.setResizeDescriptor(channel.wakeWrite) }
        Thread.detachNewThread {
            if handlesResize {
                // Threads inherit the mask of the thread that made them; make sure SIGWINCH reaches this one.
                var resize = sigset_t()
                sigemptyset(&resize)
                sigaddset(&resize, SIGWINCH)
                pthread_sigmask(SIG_UNBLOCK, &resize, nil)
            }
            Self.readLoop(channel: channel, size: size, continuation: continuation)
            if handlesResize { TerminalSignals.clearResizeDescriptor(ifItIs: channel.wakeWrite) }
            continuation.finish()
        }
    }

    /// Ends the stream; the reading thread returns at once.
    public func stop() {
        channel.wake(ReaderChannel.stopByte)
    }

    /// How long `poll(2)` may wait, in milliseconds: ``KeyDecoder/escapeDelay`` while the decoder holds bytes
    /// back (a lone `ESC` becomes Esc when it passes), forever (-1) otherwise.
    static func pollTimeout(for decoder: KeyDecoder) -> Int32 {
        guard decoder.hasPendingBytes else { return -1 }
        let (seconds, attoseconds) = KeyDecoder.escapeDelay.components
        return Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    private static func readLoop(
        channel: ReaderChannel,
        size: @Sendable () -> TerminalSize,
        continuation: AsyncStream<TerminalEvent>.Continuation
    ) {
        var decoder = KeyDecoder()
        var descriptors = [
            pollfd(fd: channel.input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: channel.wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let ready = poll(&descriptors, 2, pollTimeout(for: decoder))
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if ready == 0 {
                for key in decoder.flush() { continuation.yield(.key(key)) }
                continue
            }
            if descriptors[1].revents != 0 {
                let count = read(channel.wakeRead, &buffer, buffer.count)
                let bytes = buffer.prefix(max(0, count))
                if bytes.contains(ReaderChannel.stopByte) { return }
                if bytes.contains(ReaderChannel.resizeByte) { continuation.yield(.resize(size())) }
            }
            if descriptors[0].revents != 0 {
                let count = read(channel.input, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else {
                    for key in decoder.flush() { continuation.yield(.key(key)) }
                    return
                }
                for event in decoder.decodeEvents(buffer.prefix(count)) { continuation.yield(event) }
            }
        }
    }
}

/// The descriptors of one reader: the terminal (not owned) and the wake-up pipe (owned, closed when the last
/// reference goes, which is after the reading thread has returned).
private final class ReaderChannel: Sendable {
    static let stopByte = UInt8(ascii: "q")
    static let resizeByte = UInt8(ascii: "w")

    let input: Int32
    let wakeRead: Int32
    let wakeWrite: Int32

    init(input: Int32) throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalError.pipeFailed(errno: errno) }
        // A signal handler writes here, so a full pipe must never block it.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        self.input = input
        wakeRead = ends[0]
        wakeWrite = ends[1]
    }

    func wake(_ byte: UInt8) {
        var byte = byte
        _ = write(wakeWrite, &byte, 1)
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }
}
