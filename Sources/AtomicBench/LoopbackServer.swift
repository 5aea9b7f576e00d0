import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for the networking rows: `GET` only, keep-alive, one thread per
/// connection, request targets in origin form or (as a proxy receives them) in absolute form, a fixed JSON body per
/// path (the query is ignored) or one made from the whole target, an optional delay before answering, and a count of
/// the requests each path received, with the time each arrived.
final class LoopbackServer: @unchecked Sendable {
    // Safe to share: `routes` is fixed at creation, and `counts` is read and written only while `lock` is held.
    private let routes: [String: Route]
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var arrivals: [String: [UInt64]] = [:]
    private let listener: Int32
    /// The port the server listens on.
    let port: Int

    /// What one path answers.
    struct Route {
        /// The response body.
        let body: Data
        /// How long to wait before answering.
        var delay: Duration = .zero
        /// When set, what each request is answered with instead of ``body``, made from its target (path and
        /// query): the body and more header lines (`Name: value`, without line ends).
        var respond: (@Sendable (_ target: String) -> (body: Data, headers: [String]))?

        /// A route answering `body` after `delay`.
        init(body: Data, delay: Duration = .zero) {
            self.body = body
            self.delay = delay
        }

        /// A route answering each request with what `respond` makes of its target.
        init(respond: @escaping @Sendable (_ target: String) -> (body: Data, headers: [String])) {
            body = Data()
            self.respond = respond
        }
    }

    /// Starts listening on an ephemeral port of 127.0.0.1 and serving `routes` on a thread of its own.
    init(routes: [String: Route]) throws {
        self.routes = routes
        #if canImport(Glibc)
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        self.listener = listener
        guard listener >= 0 else { throw BenchmarkError("socket failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 128) == 0 else { throw BenchmarkError("bind failed: errno \(errno)") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                Thread.detachNewThread { [self] in serve(connection) }
            }
        }
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// How many requests `path` has received since the last ``resetCount(_:)``.
    func count(_ path: String) -> Int {
        lock.withLock { counts[path, default: 0] }
    }

    /// When each request to `path` since the last ``resetCount(_:)`` arrived, in nanoseconds of `CLOCK_MONOTONIC`
    /// (``MonotonicTime``), in order.
    func arrivalTimes(_ path: String) -> [UInt64] {
        lock.withLock { arrivals[path, default: []] }
    }

    /// Sets the count of `path` back to 0 and forgets when its requests arrived.
    func resetCount(_ path: String) {
        lock.withLock {
            counts[path] = 0
            arrivals[path] = []
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            guard let end = Self.headerEnd(in: pending) else {
                let read = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                guard read > 0 else { return }
                pending.append(contentsOf: chunk[0..<read])
                continue
            }
            let head = String(decoding: pending[0..<end], as: UTF8.self)
            pending.removeFirst(end + 4)
            let target = Self.originForm(
                head.split(separator: " ", maxSplits: 2).dropFirst().first.map(String.init) ?? "/")
            let path = String(target.split(separator: "?", maxSplits: 1).first ?? "/")
            let arrived = MonotonicTime.nanoseconds()
            lock.withLock {
                counts[path, default: 0] += 1
                arrivals[path, default: []].append(arrived)
            }
            let response: [UInt8]
            if let route = routes[path] {
                if route.delay > .zero { Thread.sleep(forTimeInterval: Double(route.delay.milliseconds) / 1000) }
                let (body, headers) = route.respond?(target) ?? (route.body, [])
                let extra = headers.map { $0 + "\r\n" }.joined()
                response =
                    Array(
                        "HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\n\(extra)Content-Length: \(body.count)\r\n\r\n"
                            .utf8) + body
            } else {
                response = Array("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n".utf8)
            }
            var offset = 0
            while offset < response.count {
                let sent = response[offset...].withUnsafeBytes {
                    send(connection, $0.baseAddress, $0.count, Self.sendFlags)
                }
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    #if canImport(Glibc)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let sendFlags: Int32 = 0
    #endif

    /// The path and query of a request target: a target in absolute form (`http://host/path?query`, as a client
    /// sends it to a proxy) without its scheme and authority, any other as it is.
    private static func originForm(_ target: String) -> String {
        guard target.hasPrefix("http://") else { return target }
        let afterScheme = target.dropFirst("http://".count)
        guard let slash = afterScheme.firstIndex(of: "/") else { return "/" }
        return String(afterScheme[slash...])
    }

    private static func headerEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}
