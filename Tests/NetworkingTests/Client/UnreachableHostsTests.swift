import AtomicCore
import Foundation
import Testing

@testable import Networking

@Suite("Requests to a host that could not be reached")
struct UnreachableHostsTests {
    private let clock = TestClock()
    private let down = URL(string: "https://down.example.test/a")!
    private let downToo = URL(string: "https://down.example.test/b")!
    private let elsewhere = URL(string: "https://up.example.test/a")!

    private func client(_ transport: StubTransport, coolDown: Duration? = .seconds(30)) -> HTTPClient {
        HTTPClient(
            transport: transport,
            configuration: HTTPClient.Configuration(
                unreachableHostCoolDown: coolDown, clock: clock, random: FixedRandomSource(value: 0.5)))
    }

    @Test("after a host fails for good, the next request to it fails at once without being sent")
    func failsFastAfterConnectivityFailure() async {
        let transport = StubTransport(clock: clock)
        transport.stub(url: down, outcomes: [.failure(.noConnection)])
        transport.stub(url: downToo, outcomes: [.failure(.noConnection)])
        let http = client(transport)

        await #expect(throws: NetworkError.noConnection) { try await http.send(HTTPRequest<[Int]>(url: down)) }
        #expect(transport.requestCount == 3)
        #expect(clock.sleeps.count == 2)

        await #expect(throws: NetworkError.noConnection) {
            try await http.send(HTTPRequest<[Int]>(url: downToo))
        }
        #expect(transport.requestCount == 3)
        #expect(clock.sleeps.count == 2)
    }

    @Test("a host written with and without its default port is one host")
    func defaultPortIsTheSameHost() async {
        let transport = StubTransport(clock: clock)
        let explicitPort = URL(string: "https://down.example.test:443/c")!
        transport.stub(url: down, outcomes: [.failure(.noConnection)])
        transport.stub(url: explicitPort, .json("[1]"))
        let http = client(transport)

        await #expect(throws: NetworkError.noConnection) { try await http.send(HTTPRequest<[Int]>(url: down)) }
        await #expect(throws: NetworkError.noConnection) {
            try await http.send(HTTPRequest<[Int]>(url: explicitPort))
        }
        #expect(transport.requests(to: explicitPort).isEmpty)
    }

    @Test("other hosts are not affected")
    func otherHostsStillAsked() async throws {
        let transport = StubTransport(clock: clock)
        transport.stub(url: down, outcomes: [.failure(.timedOut)])
        transport.stub(url: elsewhere, .json("[1]"))
        let http = client(transport)

        await #expect(throws: NetworkError.timedOut) { try await http.send(HTTPRequest<[Int]>(url: down)) }
        #expect(try await http.send(HTTPRequest<[Int]>(url: elsewhere)) == [1])
    }

    @Test("after the cool-down the host is asked again, and an answer clears the mark")
    func coolDownEnds() async throws {
        let transport = StubTransport(clock: clock)
        transport.stub(
            url: down,
            outcomes: [
                .failure(.noConnection), .failure(.noConnection), .failure(.noConnection), .response(.json("[2]")),
            ])
        let http = client(transport)

        await #expect(throws: NetworkError.noConnection) { try await http.send(HTTPRequest<[Int]>(url: down)) }
        clock.advance(by: 31)
        #expect(try await http.send(HTTPRequest<[Int]>(url: down)) == [2])
        #expect(try await http.send(HTTPRequest<[Int]>(url: down)) == [2])
        #expect(transport.requestCount == 5)
    }

    @Test("an error status is an answer: the host stays reachable")
    func httpErrorDoesNotMark() async {
        let transport = StubTransport(clock: clock)
        transport.stub(url: down, StubResponse(status: 404))
        let http = client(transport)

        for _ in 0..<2 {
            await #expect(throws: NetworkError.self) { try await http.send(HTTPRequest<[Int]>(url: down)) }
        }
        #expect(transport.requestCount == 2)
    }

    @Test("a request to the host cancelled while the host is marked leaves the mark in place")
    func cancellationKeepsMark() async {
        let slow = URL(string: "https://down.example.test/slow")!
        let arrived = Gate()
        let release = Gate()
        let transport = StubTransport(clock: clock) { request in
            guard request.url == slow else { throw NetworkError.noConnection }
            arrived.open()
            await release.wait()
            return .json("[]")
        }
        let http = HTTPClient(
            transport: transport,
            configuration: HTTPClient.Configuration(
                coalescesIdenticalRequests: false, clock: clock, random: FixedRandomSource(value: 0.5)))
        let pending = Task { await networkError { try await http.send(HTTPRequest<[Int]>(url: slow)) } }
        await arrived.wait()
        await #expect(throws: NetworkError.noConnection) { try await http.send(HTTPRequest<[Int]>(url: down)) }

        pending.cancel()
        #expect(await pending.value == .cancelled)
        let sent = transport.requestCount
        await #expect(throws: NetworkError.noConnection) {
            try await http.send(HTTPRequest<[Int]>(url: downToo))
        }
        #expect(transport.requestCount == sent)
    }

    @Test("with the cool-down turned off every request spends its own retries")
    func disabled() async {
        let transport = StubTransport(clock: clock)
        transport.stub(url: down, outcomes: [.failure(.noConnection)])
        let http = client(transport, coolDown: nil)

        for _ in 0..<2 {
            await #expect(throws: NetworkError.noConnection) {
                try await http.send(HTTPRequest<[Int]>(url: down))
            }
        }
        #expect(transport.requestCount == 6)
    }
}
