#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A thin, typed wrapper over one POSIX TCP socket descriptor bound to the loopback interface.
///
/// The wrapper never closes the descriptor on its own: whoever owns it decides when, so a descriptor
/// number is never reused while another thread still polls it.
struct LoopbackSocket: Sendable, Hashable {
    /// The raw descriptor.
    let descriptor: Int32

    /// What waiting for incoming bytes found.
    enum Readiness: Equatable {
        /// Bytes (or the end of the stream) can be read now.
        case readable
        /// The peer hung up or the socket failed.
        case hungUp
        /// Nothing happened before the timeout.
        case timedOut
    }

    /// Opens a listening socket on 127.0.0.1 with a port chosen by the system, and returns it with that port.
    static func listenOnLoopback() throws(TestHTTPServerError) -> (socket: LoopbackSocket, port: Int) {
        #if canImport(Darwin)
            let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #else
            let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw .socketCall("socket", errno: errno) }
        let socket = LoopbackSocket(descriptor: descriptor)
        do throws(TestHTTPServerError) {
            try socket.setOption(SO_REUSEADDR, 1)
            socket.disableSigPipe()
            try socket.bindToLoopback(port: 0)
            guard listen(descriptor, 64) == 0 else { throw TestHTTPServerError.socketCall("listen", errno: errno) }
            let port = try socket.localPort()
            try socket.setNonBlocking(true)
            return (socket, port)
        } catch {
            socket.close()
            throw error
        }
    }

    /// A socket bound to 127.0.0.1:`port` but not listening, so that connections to the port are refused
    /// while it is held; nil when the port cannot be bound.
    static func reserve(port: Int) -> LoopbackSocket? {
        for reuseAddress in [false, true] {
            #if canImport(Darwin)
                let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
            #else
                let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #endif
            guard descriptor >= 0 else { return nil }
            let socket = LoopbackSocket(descriptor: descriptor)
            do throws(TestHTTPServerError) {
                // Without SO_REUSEADDR first, so the system keeps the port exclusive; connections the
                // server closed may leave it in TIME_WAIT, which only a second try with the option passes.
                if reuseAddress {
                    try socket.setOption(SO_REUSEADDR, 1)
                }
                try socket.bindToLoopback(port: port)
                return socket
            } catch {
                socket.close()
            }
        }
        return nil
    }

    /// Accepts one pending connection, or returns `nil` when none is pending (or accepting failed).
    func acceptConnection() -> LoopbackSocket? {
        let accepted = accept(descriptor, nil, nil)
        guard accepted >= 0 else { return nil }
        let connection = LoopbackSocket(descriptor: accepted)
        // BSD sockets inherit O_NONBLOCK from the listener; connections use blocking I/O with timeouts.
        try? connection.setNonBlocking(false)
        connection.disableSigPipe()
        connection.setTimeouts(seconds: 10)
        return connection
    }

    /// Waits up to `milliseconds` for bytes or a hang-up.
    func waitForInput(milliseconds: Int) -> Readiness {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let result = poll(&entry, 1, Int32(clamping: milliseconds))
        if result == 0 { return .timedOut }
        if result < 0 { return errno == EINTR ? .timedOut : .hungUp }
        if entry.revents & Int16(POLLIN) != 0 { return .readable }
        return .hungUp
    }

    /// Reads up to `capacity` bytes; an empty array means the peer closed its side, `nil` means an error.
    func receive(capacity: Int = 16_384, peekOnly: Bool = false) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: capacity)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                recv(descriptor, raw.baseAddress, raw.count, peekOnly ? Int32(MSG_PEEK) : 0)
            }
            if count >= 0 { return Array(buffer.prefix(count)) }
            if errno != EINTR { return nil }
        }
    }

    /// Writes all of `bytes`; returns `false` when the peer went away or the write timed out.
    @discardableResult
    func sendAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset, Self.sendFlags)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Stops reading and writing; a thread blocked on this socket wakes up.
    func shutdownBothDirections() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Tells the peer no more bytes follow, while still allowing reads.
    func shutdownWriting() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Releases the descriptor. Call exactly once, from the owner.
    func close() {
        #if canImport(Darwin)
            _ = Darwin.close(descriptor)
        #else
            _ = Glibc.close(descriptor)
        #endif
    }

    #if canImport(Darwin)
        private static let sendFlags: Int32 = 0
    #else
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif

    private func setOption(_ option: Int32, _ value: Int32) throws(TestHTTPServerError) {
        var value = value
        guard setsockopt(descriptor, SOL_SOCKET, option, &value, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            throw .socketCall("setsockopt", errno: errno)
        }
    }

    private func disableSigPipe() {
        #if canImport(Darwin)
            try? setOption(SO_NOSIGPIPE, 1)
        #endif
    }

    private func setTimeouts(seconds: Int) {
        var interval = timeval(tv_sec: seconds, tv_usec: 0)
        let size = socklen_t(MemoryLayout<timeval>.size)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, size)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &interval, size)
    }

    private func setNonBlocking(_ enabled: Bool) throws(TestHTTPServerError) {
        let flags = fcntl(descriptor, F_GETFL, 0)
        guard flags >= 0 else { throw .socketCall("fcntl", errno: errno) }
        let updated = enabled ? flags | O_NONBLOCK : flags & ~O_NONBLOCK
        guard fcntl(descriptor, F_SETFL, updated) == 0 else { throw .socketCall("fcntl", errno: errno) }
    }

    private func bindToLoopback(port: Int) throws(TestHTTPServerError) {
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr = in_addr(s_addr: in_addr_t(0x7F00_0001).bigEndian)
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else { throw .socketCall("bind", errno: errno) }
    }

    private func localPort() throws(TestHTTPServerError) -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                getsockname(descriptor, generic, &length)
            }
        }
        guard result == 0 else { throw .socketCall("getsockname", errno: errno) }
        return Int(in_port_t(bigEndian: address.sin_port))
    }
}
