import AtomicCore
import Foundation
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Stub transport")
struct StubTransportTests {
    private let base = TestAPI.defaultBase

    private func request(_ endpoint: some Endpoint) throws -> TransportRequest {
        try endpoint.makeRequest()
    }

    @Test("answers per endpoint in order, repeats the last answer and records every request")
    func sequence() async throws {
        let transport = StubTransport(clock: TestClock())
        let endpoint = TestAPI.users(base: base, since: 0)
        try transport.stub(endpoint, .json("[]", status: 500), .json("[1]"))
        var statuses: [Int] = []
        for _ in 0..<3 {
            statuses.append(try await transport.send(try request(endpoint)).status)
        }
        #expect(statuses == [500, 200, 200])
        #expect(transport.requestCount == 3)
        #expect(transport.requests(to: try endpoint.makeURL()).count == 3)
    }

    @Test("matches the exact URL first, then the URL without query; anything else is 404")
    func urlMatching() async throws {
        let transport = StubTransport(clock: TestClock())
        transport.stub(url: URL(string: "https://api.example.test/users")!, .json("\"any page\""))
        transport.stub(url: URL(string: "https://api.example.test/users?since=5")!, .json("\"page 5\""))
        let page5 = try await transport.send(try request(TestAPI.users(base: base, since: 5)))
        let page9 = try await transport.send(try request(TestAPI.users(base: base, since: 9)))
        let other = try await transport.send(try request(TestAPI.user(base: base, login: "x")))
        #expect(String(decoding: page5.body, as: UTF8.self) == "\"page 5\"")
        #expect(String(decoding: page9.body, as: UTF8.self) == "\"any page\"")
        #expect(other.status == 404)
        #expect(other.url?.absoluteString == "https://api.example.test/users/x")
    }

    @Test("method is part of the key")
    func methodMatters() async throws {
        let transport = StubTransport(clock: TestClock())
        let url = URL(string: "https://api.example.test/users")!
        transport.stub(url: url, method: .post, .json("{}", status: 201))
        var getRequest = TransportRequest(url: url)
        getRequest.httpMethod = "GET"
        var postRequest = TransportRequest(url: url)
        postRequest.httpMethod = "POST"
        #expect(try await transport.send(getRequest).status == 404)
        #expect(try await transport.send(postRequest).status == 201)
    }

    @Test("delays wait on the injected clock")
    func delay() async throws {
        let clock = TestClock()
        let transport = StubTransport(clock: clock)
        let endpoint = TestAPI.users(base: base, since: 0)
        try transport.stub(endpoint, StubResponse(status: 200, body: Data("[]".utf8), delay: .seconds(3)))
        _ = try await transport.send(try request(endpoint))
        #expect(clock.sleeps == [.seconds(3)])
    }

    @Test("stubbed failures are thrown as they are")
    func failures() async throws {
        let transport = StubTransport(clock: TestClock())
        let endpoint = TestAPI.users(base: base, since: 0)
        try transport.stub(endpoint, outcomes: [.failure(.noConnection), .response(.json("[]"))])
        let error = await networkError { try await transport.send(try endpoint.makeRequest()) }
        #expect(error == .noConnection)
        #expect(try await transport.send(try request(endpoint)).status == 200)
        try transport.fail(endpoint, with: .timedOut)
        #expect(await networkError { try await transport.send(try endpoint.makeRequest()) } == .timedOut)
    }

    @Test("handler mode computes every answer from the request and maps thrown errors")
    func handlerMode() async throws {
        let transport = StubTransport(clock: TestClock()) { request in
            let since =
                URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?
                .queryItems?.first(where: { $0.name == "since" })?.value ?? "0"
            if since == "13" { throw NetworkError.noConnection }
            if since == "14" { throw NetworkError.http(status: 418, message: "teapot") }
            if since == "15" { throw URLError(.notConnectedToInternet) }
            return .json("[\(since)]")
        }
        let page = try await transport.send(try request(TestAPI.users(base: base, since: 7)))
        #expect(String(decoding: page.body, as: UTF8.self) == "[7]")
        #expect(
            await networkError { try await transport.send(try TestAPI.users(base: base, since: 13).makeRequest()) }
                == .noConnection)
        #expect(
            await networkError { try await transport.send(try TestAPI.users(base: base, since: 14).makeRequest()) }
                == .http(status: 418, message: "teapot")
        )
        // Networking does not link FoundationNetworking, so a URLError is not mapped by its code.
        let foreign = await networkError {
            try await transport.send(try TestAPI.users(base: base, since: 15).makeRequest())
        }
        guard case .invalidResponse(let detail) = foreign else {
            Issue.record("expected invalidResponse, got \(String(describing: foreign))")
            return
        }
        #expect(detail.hasPrefix("The transfer failed ("))
        #expect(transport.requestCount == 4)
    }

    @Test("a cancelled task gets cancelled without an answer")
    func cancelled() async throws {
        let transport = StubTransport(clock: TestClock())
        let request = try request(TestAPI.users(base: base, since: 0))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await networkError { try await transport.send(request) }
        }
        #expect(await task.value == .cancelled)
        #expect(transport.requestCount == 0)
    }
}
