import Foundation
import Networking
import NetworkingURLSession
import Testing

// The examples of Sources/NetworkingURLSession/NetworkingURLSession.docc and of TransportRequest's doc comment.

@Suite struct NetworkingURLSessionExamples {
    @Test func aClientOverURLSession() throws {
        let client = HTTPClient(transport: URLSessionTransport(timeout: .seconds(10)))
        let transport = try #require(client.transport as? URLSessionTransport)
        #expect(transport.timeout == .seconds(10))
    }

    @Test func transportRequestHeaderFieldsIgnoreLetterCase() {
        var request = TransportRequest(url: URL(string: "https://api.github.com/users")!)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        #expect(request.value(forHTTPHeaderField: "accept") == "application/json")
        request.setValue("text/plain", forHTTPHeaderField: "ACCEPT")
        #expect(request.allHTTPHeaderFields == ["ACCEPT": "text/plain"])
        #expect(request.httpMethod == "GET")
    }
}
