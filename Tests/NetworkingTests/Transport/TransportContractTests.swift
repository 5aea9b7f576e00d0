import AtomicTestSupport
import Foundation
import Testing

@testable import Networking

/// The ``HTTPTransport`` contract, over real HTTP on loopback, for every production transport: bounded
/// bodies (plain, chunked, unframed, compressed), a deadline for the whole exchange, typed errors for
/// refused and cut-off connections, and cancellation that closes the connection.
///
/// Size tests assert on the error and on how many bytes the server managed to send, never on time.
@Suite("Transport contract over loopback")
struct TransportContractTests {
    /// 1 MiB for a 2xx body, 64 KiB for any other, 30 s for the exchange.
    private static let limits = TransportLimits(
        timeout: .seconds(30), maximumBodySize: 1 << 20, maximumErrorBodySize: 64 << 10)
    /// Far less than the 2 GB or 66 MB a server offers: room for what the socket buffers hold when a
    /// transfer stops (measured: about 4 MB on loopback).
    private static let stoppedEarly: Int64 = 32 << 20

    private let server: TestHTTPServer

    init() throws {
        server = try TestHTTPServer()
    }

    private func request(_ path: String, method: String = "GET") -> TransportRequest {
        var request = TransportRequest(url: server.baseURL.appendingPathComponent(path))
        request.httpMethod = method
        return request
    }

    // MARK: - Bounded bodies

    @Test(
        "a streamed 2 GB body ends with responseTooLarge long before the server is done",
        arguments: TransportKind.boundedMemory, TestResponse.BodyFraming.allCases)
    func hugeBody(transport: TransportKind, framing: TestResponse.BodyFraming) async {
        let sent = TestByteCounter()
        server.route("/users", .streamed(byteCount: 2_000_000_000, framing: framing, counter: sent))
        let error = await networkError { try await transport.make().send(request("/users"), limits: Self.limits) }
        #expect(error == .responseTooLarge(limit: 1 << 20))
        #expect(await server.waitUntil(timeout: loopbackPatience) { _ in sent.isFinished })
        #expect(sent.value < Self.stoppedEarly, "the server sent \(sent.value) bytes")
    }

    @Test(
        "a body over the limit ends with responseTooLarge, whatever its framing",
        arguments: TransportKind.all, TestResponse.BodyFraming.allCases)
    func bodyOverTheLimit(transport: TransportKind, framing: TestResponse.BodyFraming) async {
        server.route("/users", .streamed(byteCount: 8 << 20, framing: framing, counter: TestByteCounter()))
        let error = await networkError { try await transport.make().send(request("/users"), limits: Self.limits) }
        #expect(error == .responseTooLarge(limit: 1 << 20))
    }

    @Test("the body of an error status is held to the smaller limit", arguments: TransportKind.boundedMemory)
    func hugeErrorBody(transport: TransportKind) async {
        let sent = TestByteCounter()
        server.route("/users", .streamed(byteCount: 2_000_000_000, framing: .chunked, status: 500, counter: sent))
        let error = await networkError { try await transport.make().send(request("/users"), limits: Self.limits) }
        #expect(error == .responseTooLarge(limit: 64 << 10))
        #expect(await server.waitUntil(timeout: loopbackPatience) { _ in sent.isFinished })
        #expect(sent.value < Self.stoppedEarly, "the server sent \(sent.value) bytes")
    }

    @Test(
        "a body of exactly the limit arrives whole",
        arguments: TransportKind.all, TestResponse.BodyFraming.allCases)
    func bodyAtTheLimit(transport: TransportKind, framing: TestResponse.BodyFraming) async throws {
        let sent = TestByteCounter()
        server.route("/users", .streamed(byteCount: 1 << 20, framing: framing, counter: sent))
        let response = try await transport.make().send(request("/users"), limits: Self.limits)
        #expect(response.status == 200)
        #expect(response.body.count == 1 << 20)
        #expect(sent.value == 1 << 20)
    }

    @Test(
        "a gzip bomb ends with responseTooLarge, counted on the inflated bytes",
        arguments: TransportKind.boundedMemory)
    func gzipBomb(transport: TransportKind) async {
        // 66 MB of gzip that inflates to 64 GiB: large enough that the socket buffers between the two
        // (a few MB on loopback) cannot hide whether the client kept reading. The issue's 4 MB bomb
        // would fit in them whole.
        let bomb = GzipBomb(inflatedSize: 64 << 30)
        let sent = TestByteCounter()
        server.route("/users", .gzipBomb(bomb, counter: sent))
        let error = await networkError { try await transport.make().send(request("/users"), limits: Self.limits) }
        #expect(error == .responseTooLarge(limit: 1 << 20))
        #expect(await server.waitUntil(timeout: loopbackPatience) { _ in sent.isFinished })
        #expect(sent.value < Self.stoppedEarly, "the server sent \(sent.value) of \(bomb.byteCount) bytes")
    }

    @Test(
        "the issue's 4 MB gzip bomb (4 GiB inflated) ends with responseTooLarge", arguments: TransportKind.boundedMemory
    )
    func smallGzipBomb(transport: TransportKind) async {
        let bomb = GzipBomb(inflatedSize: 4 << 30)
        server.route("/users", .gzipBomb(bomb, counter: TestByteCounter()))
        let error = await networkError { try await transport.make().send(request("/users"), limits: Self.limits) }
        #expect(error == .responseTooLarge(limit: 1 << 20))
    }

    @Test("a compressed body within the limit arrives decoded", arguments: TransportKind.all)
    func gzipBody(transport: TransportKind) async throws {
        let bomb = GzipBomb(inflatedSize: 100_000)
        server.route("/users", .gzipBomb(bomb, counter: TestByteCounter()))
        let response = try await transport.make().send(request("/users"), limits: Self.limits)
        #expect(response.status == 200)
        #expect(response.body.count == Int(bomb.inflatedSize))
        #expect(response.body.allSatisfy { $0 == 0 })
        #expect(server.requests.first?.header("Accept-Encoding")?.contains("gzip") == true)
    }

    // MARK: - Deadlines

    @Test("a server that never answers gives timedOut under the exchange's deadline", arguments: TransportKind.all)
    func silentServer(transport: TransportKind) async {
        server.route("/users", TestResponse(status: 200, body: Data("[]".utf8), delay: .seconds(60)))
        let limits = TransportLimits(timeout: .seconds(1))
        let error = await networkError { try await transport.make().send(request("/users"), limits: limits) }
        #expect(error == .timedOut)
        if transport.closesConnectionAtOnce {
            #expect(await server.waitUntil(timeout: loopbackPatience) { $0.clientDisconnectsBeforeResponse == 1 })
        }
    }

    @Test(
        "a server that drips one byte a second gives timedOut: the deadline covers the whole exchange",
        arguments: TransportKind.all)
    func drippingServer(transport: TransportKind) async {
        let sent = TestByteCounter()
        server.route(
            "/users", .dripped(Data(repeating: UInt8(ascii: " "), count: 100), every: .seconds(1), counter: sent))
        let limits = TransportLimits(timeout: .milliseconds(1500))
        let error = await networkError { try await transport.make().send(request("/users"), limits: limits) }
        #expect(error == .timedOut)
        #expect(await server.waitUntil(timeout: loopbackPatience) { _ in sent.isFinished })
        #expect(sent.value < 100)
    }

    @Test(
        "after an exchange with a shorter time-out, a longer one on the same transport still ends in timedOut",
        arguments: TransportKind.all)
    func longerTimeoutAfterShorter(transport: TransportKind) async throws {
        server.route("/fast", .json("[]"))
        server.route("/users", TestResponse(status: 200, body: Data("[]".utf8), delay: .seconds(60)))
        let sender = transport.make()
        // The first time-out passes while the second exchange waits, before the second's own.
        _ = try await sender.send(request("/fast"), limits: TransportLimits(timeout: .milliseconds(300)))
        let error = await networkError {
            try await sender.send(request("/users"), limits: TransportLimits(timeout: .seconds(1)))
        }
        #expect(error == .timedOut)
    }

    @Test("the transport's own timeout caps a longer one in the limits", arguments: TransportKind.all)
    func transportTimeoutCaps(transport: TransportKind) async {
        server.route("/users", TestResponse(status: 200, body: Data("[]".utf8), delay: .seconds(60)))
        let error = await networkError {
            try await transport.make(timeout: .milliseconds(500)).send(request("/users"), limits: Self.limits)
        }
        #expect(error == .timedOut)
    }

    // MARK: - Typed failures

    @Test("a refused connection names the host and port", arguments: TransportKind.all)
    func refused(transport: TransportKind) async throws {
        let closed = try TestHTTPServer()
        let url = closed.baseURL.appendingPathComponent("users")
        closed.stop()
        let error = await networkError {
            try await transport.make().send(TransportRequest(url: url), limits: Self.limits)
        }
        #expect(error == .connectionRefused(host: "127.0.0.1:\(closed.port)"))
    }

    @Test("a body cut short of its Content-Length is connectionLost", arguments: TransportKind.all)
    func truncated(transport: TransportKind) async {
        let body = Data(#"[{"id":1,"login":"mojombo"},{"id":2,"login":"defunkt"}]"#.utf8)
        server.route("/users", TestResponse(status: 200, body: body, behavior: .truncateBody(sendBytes: 20)))
        let error = await networkError { try await transport.make().send(request("/users"), limits: Self.limits) }
        #expect(error == .connectionLost)
    }

    @Test("cancelling the caller closes the connection and gives cancelled", arguments: TransportKind.all)
    func cancellation(transport: TransportKind) async {
        server.route("/users", TestResponse(status: 200, body: Data("[]".utf8), delay: answerAfterEveryWait))
        // No time-out may end the request before the test cancels it, however loaded the machine.
        let sender = transport.make(timeout: answerAfterEveryWait)
        let request = request("/users")
        let limits = TransportLimits(
            timeout: answerAfterEveryWait, maximumBodySize: Self.limits.maximumBodySize,
            maximumErrorBodySize: Self.limits.maximumErrorBodySize)
        let task = Task { await networkError { try await sender.send(request, limits: limits) } }
        #expect(await server.waitUntil(timeout: loopbackPatience) { $0.requestCount(to: "/users") == 1 })
        task.cancel()
        #expect(await task.value == .cancelled)
        if transport.closesConnectionAtOnce {
            #expect(await server.waitUntil(timeout: loopbackPatience) { $0.clientDisconnectsBeforeResponse == 1 })
        }
    }

    @Test("a task cancelled before sending never reaches the server", arguments: TransportKind.all)
    func cancelledBeforeSending(transport: TransportKind) async {
        server.route("/users", .json("[]"))
        let sender = transport.make()
        let request = request("/users")
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await networkError { try await sender.send(request, limits: Self.limits) }
        }
        #expect(await task.value == .cancelled)
        #expect(server.requestCount == 0)
    }

    // MARK: - Requests and answers as they are

    @Test(
        "method, header fields and body reach the server as given", arguments: TransportKind.all,
        ["POST", "PUT", "PATCH"])
    func requestWithBody(transport: TransportKind, method: String) async throws {
        server.route(method, "/users", .json(#"{"id":9}"#, status: 201))
        var request = request("/users", method: method)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer abc", forHTTPHeaderField: "Authorization")
        request.httpBody = Data(#"{"login":"zed"}"#.utf8)
        let response = try await transport.make().send(request, limits: Self.limits)
        #expect(response.status == 201)
        let received = try #require(server.requests.first)
        #expect(received.method == method)
        #expect(received.header("Content-Type") == "application/json")
        #expect(received.header("Authorization") == "Bearer abc")
        #expect(received.header("Expect") == nil)
        #expect(String(decoding: received.body, as: UTF8.self) == #"{"login":"zed"}"#)
    }

    @Test("a bodiless DELETE and a HEAD are sent as such", arguments: TransportKind.all)
    func bodilessMethods(transport: TransportKind) async throws {
        server.route("DELETE", "/users/7", TestResponse(status: 204))
        server.route("HEAD", "/users", .json("[1,2,3]"))
        let sender = transport.make()
        let deleted = try await sender.send(request("/users/7", method: "DELETE"), limits: Self.limits)
        let head = try await sender.send(request("/users", method: "HEAD"), limits: Self.limits)
        #expect(deleted.status == 204)
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(server.requests.map(\.method) == ["DELETE", "HEAD"])
        #expect(server.requests.allSatisfy { $0.body.isEmpty && $0.header("Content-Type") == nil })
    }

    @Test("header fields are read case-insensitively and the status is the final one", arguments: TransportKind.all)
    func responseHeaders(transport: TransportKind) async throws {
        server.route(
            "/users",
            .json(
                "[]", status: 200,
                headers: [
                    ("X-RateLimit-Remaining", "57"), ("ETag", #"W/"abc""#),
                    ("Link", "<https://x/?page=2>; rel=\"next\""),
                ]
            ))
        let response = try await transport.make().send(request("/users"), limits: Self.limits)
        #expect(response.status == 200)
        #expect(response.headers["x-ratelimit-remaining"] == "57")
        #expect(response.headers["ETAG"] == #"W/"abc""#)
        #expect(response.headers["link"] == "<https://x/?page=2>; rel=\"next\"")
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(response.body == Data("[]".utf8))
        #expect(response.url?.path == "/users")
    }
}
