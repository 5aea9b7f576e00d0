import AtomicCore
import AtomicLogger
import Data
import Foundation
import Networking
import NetworkingURLSession

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(CCurl)
    import CCurl
#endif

/// Fetching and decoding one GitHub users page (GitHub's real field set) from a loopback server: ours through
/// `HTTPClient` with the app's production transport, adapters and observers, against the floors any client has on
/// this platform: raw `URLSession` + `JSONDecoder`, and raw libcurl (one reused easy handle) + `JSONDecoder`.
/// Each round fetches the page `requests` times in a row; all three decode into the same `[GitHubUserDTO]`.
enum NetworkingBenchmark {
    /// The server every networking row uses, with the two pages and a slow route for coalescing; started once.
    static let server = Result { try LoopbackServer(routes: routes()) }

    /// Users per page for a body of about `kilobytes` KB: GitHub's default page of 30 users is 28 KB, its largest
    /// (100 users) 94 KB.
    static func userCount(kilobytes: Int) -> Int { kilobytes == 28 ? 30 : 100 }

    private static func routes() -> [String: LoopbackServer.Route] {
        var routes: [String: LoopbackServer.Route] = [:]
        for kilobytes in [28, 94] {
            let users = (1...userCount(kilobytes: kilobytes)).map { BenchmarkUsers.userJSON(id: 583_231 + $0) }
            routes["/users-\(kilobytes)"] = .init(body: Data(("[" + users.joined(separator: ",") + "]").utf8))
        }
        routes["/slow"] = .init(body: Data("[]".utf8), delay: .milliseconds(200))
        return routes
    }

    /// The client the app builds for GitHub (see `CompositionRoot`), with logging off.
    static func productionClient() -> HTTPClient {
        #if os(Linux)
            let transport: any HTTPTransport = CurlTransport()
        #else
            let transport: any HTTPTransport = URLSessionTransport()
        #endif
        return HTTPClient(
            transport: transport,
            configuration: HTTPClient.Configuration(
                adapters: [UserAgentAdapter(), AuthorizationAdapter(tokenProvider: StaticTokenProvider(nil))],
                observers: [RequestLogObserver(logger: .disabled), RateLimitTracker()], deadline: .seconds(30)))
    }

    /// The row against raw URLSession (`floor: .urlSession`) or raw libcurl (`.curl`) for a page of `kilobytes`.
    static func make(kilobytes: Int, floor: Floor, requests: Int) -> Benchmark {
        let name = "http-\(kilobytes)kb-\(floor.rawValue)"
        let title =
            "HTTPClient fetch+decode of a \(kilobytes) KB users page from loopback, \(requests) in a row, vs "
            + floor.title
        return Benchmark(name: name, title: title, target: floor == .urlSession ? 1.10 : 1.15) {
            let server = try server.get()
            let url = server.url("/users-\(kilobytes)")
            let expected = userCount(kilobytes: kilobytes)
            let client = productionClient()
            let endpoint = HTTPRequest<[GitHubUserDTO]>(url: url)
            let fetchFloor: () async throws -> [GitHubUserDTO]
            switch floor {
            case .urlSession:
                let session = URLSession(configuration: .ephemeral)
                fetchFloor = {
                    let (data, _) = try await session.data(from: url)
                    return try JSONDecoder().decode([GitHubUserDTO].self, from: data)
                }
            case .curl:
                let curl = try RawCurl()
                fetchFloor = { try JSONDecoder().decode([GitHubUserDTO].self, from: curl.get(url)) }
            case .curlThread:
                let curl = try ThreadedCurl()
                fetchFloor = { try JSONDecoder().decode([GitHubUserDTO].self, from: await curl.get(url)) }
            }
            let ours = try await client.send(endpoint)
            let theirs = try await fetchFloor()
            guard ours == theirs, ours.count == expected else {
                throw BenchmarkError("ours decoded \(ours.count) users, the floor \(theirs.count), or they differ")
            }
            return Benchmark.Sides(
                ours: {
                    try await Benchmark.time {
                        for _ in 0..<requests {
                            guard try await client.send(endpoint).count == expected else {
                                throw BenchmarkError("short page")
                            }
                        }
                    }
                },
                floor: {
                    try await Benchmark.time {
                        for _ in 0..<requests {
                            guard try await fetchFloor().count == expected else { throw BenchmarkError("short page") }
                        }
                    }
                })
        }
    }

    /// The floor a networking row is compared with.
    enum Floor: String {
        /// The floor's words in the row's title.
        var title: String {
            switch self {
            case .urlSession: "raw URLSession + JSONDecoder"
            case .curl: "raw libcurl + JSONDecoder"
            case .curlThread: "raw libcurl on a thread of its own, awaited, + JSONDecoder"
            }
        }

        /// `URLSession.data(from:)` and `JSONDecoder`.
        case urlSession = "urlsession"
        /// A libcurl easy handle, reused so that the connection is kept, and `JSONDecoder`.
        case curl
        /// The same easy handle, driven by a thread of its own that the calling task awaits.
        case curlThread = "curl-thread"
    }

    /// 50 concurrent identical `GET`s through the production client while the server takes 200 ms to answer: the
    /// server must count one request. Ours is the server's count, the floor is 1.
    static func coalescing(requests: Int) -> Benchmark {
        Benchmark(
            name: "coalescing", title: "\(requests) concurrent identical requests: requests the server counted",
            unit: "req", target: 1.0, ceiling: nil
        ) {
            let server = try server.get()
            let url = server.url("/slow")
            let client = productionClient()
            return Benchmark.Sides(
                measuringOurs: {
                    server.resetCount("/slow")
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        for _ in 0..<requests {
                            group.addTask { _ = try await client.send(HTTPRequest<[GitHubUserDTO]>(url: url)) }
                        }
                        try await group.waitForAll()
                    }
                    return Double(server.count("/slow"))
                },
                floor: { 1 })
        }
    }
}

#if canImport(CCurl)
    /// One libcurl easy handle, reused for every request so that the connection is kept alive.
    final class RawCurl: @unchecked Sendable {
        // Used by one request at a time: the rounds are sequential.
        private let handle: UnsafeMutableRawPointer
        private let body = Body()

        /// The bytes received for the current request.
        final class Body {
            var data = Data()
        }

        init() throws {
            _ = atomic_curl_global_init()
            guard let handle = curl_easy_init() else { throw BenchmarkError("curl_easy_init failed") }
            self.handle = handle
            _ = atomic_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
            _ = atomic_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, Unmanaged.passUnretained(body).toOpaque())
            _ = atomic_curl_setopt_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
                guard let data, let context else { return 0 }
                let body = Unmanaged<Body>.fromOpaque(context).takeUnretainedValue()
                body.data.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
                return size * count
            }
        }

        deinit {
            curl_easy_cleanup(handle)
        }

        /// The body of `GET url`; throws unless the transfer succeeds with status 200.
        func get(_ url: URL) throws -> Data {
            body.data = Data()
            _ = atomic_curl_setopt_string(handle, CURLOPT_URL, url.absoluteString)
            guard curl_easy_perform(handle) == CURLE_OK else { throw BenchmarkError("curl_easy_perform failed") }
            var status = 0
            _ = atomic_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
            guard status == 200 else { throw BenchmarkError("status \(status)") }
            return body.data
        }
    }
    /// A ``RawCurl`` on a thread of its own: each `get` hands the URL to that thread, which blocks in
    /// `curl_easy_perform`, and resumes the awaiting task with the body.
    final class ThreadedCurl: @unchecked Sendable {
        private let curl: RawCurl
        private let lock = NSCondition()
        private var job: (URL, CheckedContinuation<Data, any Error>)?

        init() throws {
            curl = try RawCurl()
            let thread = Thread { [self] in run() }
            thread.start()
        }

        func get(_ url: URL) async throws -> Data {
            try await withCheckedThrowingContinuation { continuation in
                lock.lock()
                job = (url, continuation)
                lock.signal()
                lock.unlock()
            }
        }

        private func run() {
            while true {
                lock.lock()
                while job == nil { lock.wait() }
                let (url, continuation) = job!
                job = nil
                lock.unlock()
                continuation.resume(with: Result { try curl.get(url) })
            }
        }
    }
#else
    /// Raw libcurl is the Linux floor; elsewhere the row reports that it cannot run.
    final class RawCurl: Sendable {
        init() throws { throw BenchmarkError("raw libcurl is only measured on Linux") }
        func get(_ url: URL) throws -> Data { Data() }
    }
#endif
