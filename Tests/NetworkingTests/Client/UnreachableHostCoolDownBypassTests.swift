import AtomicCore
import Foundation
import Testing

@testable import Networking

@Suite("Bypassing the unreachable-host cool-down")
struct UnreachableHostCoolDownBypassTests {
    private let clock = TestClock()
    private let down = URL(string: "https://down.example.test/a")!

    @Test("a bypassing call is sent during the cool-down, and its answer clears the mark for everyone")
    func bypassSendsAndClears() async throws {
        let transport = StubTransport(clock: clock)
        transport.stub(url: down, outcomes: [.failure(.noConnection), .response(.json("[1]"))])
        let http = HTTPClient(
            transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock))

        await #expect(throws: NetworkError.noConnection) { try await http.send(HTTPRequest<[Int]>(url: down)) }
        await #expect(throws: NetworkError.noConnection) { try await http.send(HTTPRequest<[Int]>(url: down)) }
        #expect(transport.requestCount == 1)

        let value = try await http.send(HTTPRequest<[Int]>(url: down), context: RequestContext(bypassesCoolDown: true))
        #expect(value == [1])
        #expect(transport.requestCount == 2)

        #expect(try await http.send(HTTPRequest<[Int]>(url: down)) == [1])
        #expect(transport.requestCount == 3)
    }

    @Test("a bypassing call that fails again renews the mark")
    func bypassFailureRenews() async {
        let transport = StubTransport(clock: clock)
        transport.stub(url: down, outcomes: [.failure(.timedOut), .failure(.timedOut)])
        let http = HTTPClient(
            transport: transport, configuration: HTTPClient.Configuration(retryPolicy: .never, clock: clock))

        await #expect(throws: NetworkError.timedOut) { try await http.send(HTTPRequest<[Int]>(url: down)) }
        await #expect(throws: NetworkError.timedOut) {
            try await http.send(HTTPRequest<[Int]>(url: down), context: RequestContext(bypassesCoolDown: true))
        }
        await #expect(throws: NetworkError.timedOut) { try await http.send(HTTPRequest<[Int]>(url: down)) }
        #expect(transport.requestCount == 2)
    }
}
