import AtomicTestSupport
import Foundation
import Networking
import NetworkingURLSession
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("TestHTTPServer")
struct TestHTTPServerTests {
    // MARK: - Routing

    @Test("a route answers with its status, body and headers, always with Connection: close")
    func routeAnswersWithStatusBodyAndHeaders() async throws {
        let server = try TestHTTPServer()
        server.route("/users", .json(#"[{"id":1}]"#, status: 201, headers: [("ETag", "\"v1\"")]))

        let (data, response) = try await fetch(server, "/users")

        #expect(response.statusCode == 201)
        #expect(String(decoding: data, as: UTF8.self) == #"[{"id":1}]"#)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
        #expect(response.value(forHTTPHeaderField: "ETag") == "\"v1\"")
        #expect(response.value(forHTTPHeaderField: "Content-Length") == "10")
        #expect(response.value(forHTTPHeaderField: "Connection")?.lowercased() == "close")
    }

    @Test("a sequence of responses is served in order and the last one repeats")
    func sequenceRepeatsLastResponse() async throws {
        let server = try TestHTTPServer()
        server.route("/feed", .text("first"), .text("second", status: 503))

        var answers: [String] = []
        for _ in 0..<3 {
            let (data, response) = try await fetch(server, "/feed")
            answers.append("\(response.statusCode) \(String(decoding: data, as: UTF8.self))")
        }

        #expect(answers == ["200 first", "503 second", "503 second"])
    }

    @Test("routing the same path again replaces the answers and starts afresh")
    func rerouteReplacesAnswers() async throws {
        let server = try TestHTTPServer()
        server.route("/feed", .text("old"))
        _ = try await fetch(server, "/feed")
        server.route("/feed", .text("new one"), .text("new two"))

        let (data, _) = try await fetch(server, "/feed")

        #expect(String(decoding: data, as: UTF8.self) == "new one")
    }

    @Test("a route matches the method exactly")
    func routeMatchesMethod() async throws {
        let server = try TestHTTPServer()
        server.route("DELETE", "/posts/1", TestResponse(status: 204))

        let (_, deleted) = try await fetch(server, "/posts/1", method: "DELETE")
        let (_, fetched) = try await fetch(server, "/posts/1")

        #expect(deleted.statusCode == 204)
        #expect(fetched.statusCode == 404)
    }

    @Test("a handler sees the query items of each request")
    func handlerSeesQueryItems() async throws {
        let server = try TestHTTPServer()
        server.route("/users") { request in
            .json("[\(request.queryValue("since") ?? "none")]")
        }

        let (first, _) = try await fetch(server, "/users?since=46&per_page=30")
        let (second, _) = try await fetch(server, "/users")

        #expect(String(decoding: first, as: UTF8.self) == "[46]")
        #expect(String(decoding: second, as: UTF8.self) == "[none]")
        let recorded = try #require(server.requests.first)
        #expect(recorded.target == "/users?since=46&per_page=30")
        #expect(recorded.path == "/users")
        #expect(
            recorded.queryItems == [
                URLQueryItem(name: "since", value: "46"), URLQueryItem(name: "per_page", value: "30"),
            ]
        )
    }

    @Test("query items are percent-decoded")
    func queryItemsArePercentDecoded() async throws {
        let server = try TestHTTPServer()

        _ = try await fetch(server, "/search?q=swift%20testing&flag")

        let recorded = try #require(server.requests.first)
        #expect(
            recorded.queryItems == [
                URLQueryItem(name: "q", value: "swift testing"), URLQueryItem(name: "flag", value: nil),
            ])
    }

    @Test("an unknown path gets 404 with a JSON message")
    func unknownPathGets404() async throws {
        let server = try TestHTTPServer()

        let (data, response) = try await fetch(server, "/missing")

        #expect(response.statusCode == 404)
        #expect(String(decoding: data, as: UTF8.self) == #"{"message":"Not Found"}"#)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
        #expect(server.requestCount(to: "/missing") == 1)
    }

    @Test("a 304 answer reaches the client with its headers and no body")
    func notModifiedReachesClient() async throws {
        let server = try TestHTTPServer()
        server.route("/users/octocat", TestResponse(status: 304, headers: [("ETag", "\"v2\"")]))

        let (data, response) = try await fetch(server, "/users/octocat", headers: ["If-None-Match": "\"v2\""])

        #expect(response.statusCode == 304)
        #expect(data.isEmpty)
        #expect(server.requests.first?.header("If-None-Match") == "\"v2\"")
    }

    // MARK: - Recording

    @Test("request headers are recorded with lowercased names and looked up case-insensitively")
    func headersRecordedCaseInsensitively() async throws {
        let server = try TestHTTPServer()

        _ = try await fetch(server, "/", headers: ["X-Trace-ID": "trace-1", "Authorization": "token abc"])

        let recorded = try #require(server.requests.first)
        #expect(recorded.headers["x-trace-id"] == "trace-1")
        #expect(recorded.header("X-TRACE-ID") == "trace-1")
        #expect(recorded.header("x-Trace-Id") == "trace-1")
        #expect(recorded.header("authorization") == "token abc")
        #expect(recorded.header("X-Absent") == nil)
        #expect(recorded.headers.keys.allSatisfy { $0 == $0.lowercased() })
    }

    @Test("a POST body is recorded with its method")
    func postBodyRecorded() async throws {
        let server = try TestHTTPServer()
        server.route("POST", "/posts", .json(#"{"id":101}"#, status: 201))
        let body = Data(#"{"title":"hello","userId":1}"#.utf8)

        let (_, response) = try await fetch(server, "/posts", method: "POST", body: body)

        #expect(response.statusCode == 201)
        let recorded = try #require(server.requests(to: "/posts").first)
        #expect(recorded.method == "POST")
        #expect(recorded.body == body)
        #expect(recorded.header("Content-Length") == "\(body.count)")
    }

    @Test("a large body arriving in many reads is recorded whole")
    func largeBodyRecorded() async throws {
        let server = try TestHTTPServer()
        server.route("PUT", "/blob", TestResponse(status: 204))
        let body = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })

        let (_, response) = try await fetch(server, "/blob", method: "PUT", body: body)

        #expect(response.statusCode == 204)
        #expect(server.requests(to: "/blob").first?.body == body)
    }

    @Test("a streamed body without Content-Length is recorded whole")
    func streamedBodyRecorded() async throws {
        let server = try TestHTTPServer()
        server.route("POST", "/upload", TestResponse(status: 201))
        let body = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        var request = URLRequest(url: try url(server, "/upload"))
        request.httpMethod = "POST"
        request.httpBodyStream = InputStream(data: body)

        let (_, response) = try await Self.send(request)

        #expect(response.statusCode == 201)
        let recorded = try #require(server.requests(to: "/upload").first)
        // URLSession frames a body stream of unknown length with chunked transfer coding.
        #expect(recorded.header("Transfer-Encoding") == "chunked")
        #expect(recorded.body == body)
    }

    @Test("request counts are kept in total and per path, in arrival order")
    func requestCountsPerPath() async throws {
        let server = try TestHTTPServer()
        server.route("/a", .text("a"))
        server.route("/b", .text("b"))

        for target in ["/a", "/b?page=2", "/a", "/c"] {
            _ = try await fetch(server, target)
        }

        #expect(server.requestCount == 4)
        #expect(server.requestCount(to: "/a") == 2)
        #expect(server.requestCount(to: "/b") == 1)
        #expect(server.requestCount(to: "/c") == 1)
        #expect(server.requestCount(to: "/d") == 0)
        #expect(server.requests.map(\.target) == ["/a", "/b?page=2", "/a", "/c"])
        #expect(server.requests(to: "/b").map(\.target) == ["/b?page=2"])
    }

    // MARK: - Misbehaviour

    @Test("closeWithoutResponse makes the client fail")
    func closeWithoutResponseFailsClient() async throws {
        let server = try TestHTTPServer()
        server.route("/drop", TestResponse(body: Data("never sent".utf8), behavior: .closeWithoutResponse))

        await #expect(throws: (any Error).self) {
            _ = try await fetch(server, "/drop")
        }
        #expect(server.requestCount(to: "/drop") == 1)
    }

    @Test("a truncated body gives the client an error or short data")
    func truncatedBodyFailsOrShortensClient() async throws {
        let server = try TestHTTPServer()
        let full = Data(repeating: UInt8(ascii: "x"), count: 1000)
        server.route("/cut", TestResponse(body: full, behavior: .truncateBody(sendBytes: 10)))

        let outcome: Result<Data, any Error>
        do {
            outcome = .success(try await fetch(server, "/cut").data)
        } catch {
            outcome = .failure(error)
        }

        switch outcome {
        case .success(let data): #expect(data.count < full.count)
        case .failure: break
        }
        #expect(server.requestCount(to: "/cut") == 1)
    }

    @Test("a short delay still delivers the answer and counts no disconnect")
    func delayedAnswerDelivered() async throws {
        let server = try TestHTTPServer()
        server.route("/later", TestResponse(body: Data("late".utf8), delay: .milliseconds(50)))

        let (data, _) = try await fetch(server, "/later")

        #expect(String(decoding: data, as: UTF8.self) == "late")
        #expect(server.clientDisconnectsBeforeResponse == 0)
    }

    @Test("a client that cancels during a delay is counted as a disconnect before response")
    func cancelledClientCountedAsDisconnect() async throws {
        let server = try TestHTTPServer()
        // The delay only has to outlast the cancellation, however loaded the machine; stop() ends it early.
        server.route("/slow", TestResponse(body: Data("late".utf8), delay: answerAfterEveryWait))
        let url = try url(server, "/slow")
        // The client is the app's own transport (libcurl on Linux), whose cancel closes the connection at once.
        // FoundationNetworking's `URLSessionTask.cancel()` only queues the cancel on the session's work queue, and
        // on a loaded machine the server could wait past its patience for the disconnect.
        #if os(Linux)
            let transport: any HTTPTransport = CurlTransport(timeout: answerAfterEveryWait)
        #else
            let transport: any HTTPTransport = URLSessionTransport(timeout: answerAfterEveryWait)
        #endif
        let task = Task { () -> NetworkError? in
            do throws(NetworkError) {
                _ = try await transport.send(
                    TransportRequest(url: url), limits: TransportLimits(timeout: answerAfterEveryWait))
                return nil
            } catch {
                return error
            }
        }
        #expect(await server.waitUntil(timeout: loopbackPatience) { $0.requestCount(to: "/slow") == 1 })
        task.cancel()
        #expect(await task.value == .cancelled)

        #expect(await server.waitUntil(timeout: loopbackPatience) { $0.clientDisconnectsBeforeResponse == 1 })
    }

    // MARK: - Lifecycle

    @Test("two servers listen on different ports")
    func twoServersGetDifferentPorts() throws {
        let first = try TestHTTPServer()
        let second = try TestHTTPServer()

        #expect(first.port > 0)
        #expect(second.port > 0)
        #expect(first.port != second.port)
        #expect(first.baseURL.absoluteString == "http://127.0.0.1:\(first.port)")
    }

    @Test("after stop, even twice, a request is refused")
    func stoppedServerRefusesConnections() async throws {
        let server = try TestHTTPServer()
        server.route("/ping", .text("pong"))
        let (data, _) = try await fetch(server, "/ping")
        #expect(String(decoding: data, as: UTF8.self) == "pong")

        server.stop()
        server.stop()

        do {
            _ = try await fetch(server, "/ping")
            Issue.record("a stopped server answered")
        } catch {
            #expect((error as? URLError)?.code == .cannotConnectToHost)
        }
        #expect(server.requestCount == 1)
    }

    @Test("stop closes a connection whose answer is still delayed, without counting a client disconnect")
    func stopClosesDelayedConnection() async throws {
        let server = try TestHTTPServer()
        // Held past every wait: on a starved machine the wait below may end after a 30 s delay would have.
        server.route("/slow", TestResponse(body: Data("late".utf8), delay: answerAfterEveryWait))
        let target = try url(server, "/slow")
        let client = Task { try await Self.send(URLRequest(url: target)) }
        #expect(await server.waitUntil(timeout: loopbackPatience) { $0.requestCount(to: "/slow") == 1 })

        server.stop()

        await #expect(throws: (any Error).self) {
            _ = try await client.value
        }
        #expect(server.clientDisconnectsBeforeResponse == 0)
    }

    // MARK: - Client

    private func url(_ server: TestHTTPServer, _ target: String) throws -> URL {
        try #require(URL(string: server.baseURL.absoluteString + target))
    }

    private func fetch(
        _ server: TestHTTPServer,
        _ target: String,
        method: String = "GET",
        headers: [String: String] = [:],
        body: Data? = nil
    ) async throws -> (data: Data, response: HTTPURLResponse) {
        var request = URLRequest(url: try url(server, target))
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return try await Self.send(request)
    }

    private static func send(_ request: URLRequest) async throws -> (data: Data, response: HTTPURLResponse) {
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (data, http)
    }
}
