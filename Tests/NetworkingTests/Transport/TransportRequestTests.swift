import Foundation
import Networking
import Testing

@testable import NetworkingURLSession

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Transport request")
struct TransportRequestTests {
    private let url = URL(string: "https://api.example.test/users?since=4")!

    @Test("a new request is a GET with no fields and no body")
    func defaults() {
        let request = TransportRequest(url: url)
        #expect(request.url == url)
        #expect(request.httpMethod == "GET")
        #expect(request.allHTTPHeaderFields == nil)
        #expect(request.httpBody == nil)
    }

    @Test("a header field is one field in any letter case; the name last set is kept, nil removes it")
    func caseInsensitiveFields() {
        var request = TransportRequest(url: url)
        request.setValue("token a", forHTTPHeaderField: "Authorization")
        request.setValue("token b", forHTTPHeaderField: "authorization")
        #expect(request.allHTTPHeaderFields == ["authorization": "token b"])
        #expect(request.value(forHTTPHeaderField: "AUTHORIZATION") == "token b")
        request.setValue(nil, forHTTPHeaderField: "Authorization")
        #expect(request.value(forHTTPHeaderField: "authorization") == nil)
        #expect(request.allHTTPHeaderFields == nil)
    }

    @Test("setting every field replaces the old ones; a nil method is GET again")
    func replaceAll() {
        var request = TransportRequest(url: url)
        request.setValue("1", forHTTPHeaderField: "X-Old")
        request.allHTTPHeaderFields = ["Accept": "application/json", "X-New": "2"]
        #expect(request.value(forHTTPHeaderField: "x-old") == nil)
        #expect(request.value(forHTTPHeaderField: "accept") == "application/json")
        request.httpMethod = "PATCH"
        #expect(request.httpMethod == "PATCH")
        request.httpMethod = nil
        #expect(request.httpMethod == "GET")
        request.allHTTPHeaderFields = nil
        #expect(request.allHTTPHeaderFields == nil)
    }

    @Test("equal requests are equal values")
    func hashable() {
        var first = TransportRequest(url: url)
        first.httpBody = Data("{}".utf8)
        var second = first
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        second.setValue("x", forHTTPHeaderField: "X-Extra")
        #expect(first != second)
    }

    @Test("the URLSession transport sends the same URL, method, fields and body")
    func urlRequestConversion() {
        var request = TransportRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"a":1}"#.utf8)
        let converted = URLSessionTransport.urlRequest(for: request)
        #expect(converted.url == url)
        #expect(converted.httpMethod == "POST")
        #expect(converted.value(forHTTPHeaderField: "content-type") == "application/json")
        #expect(converted.httpBody == request.httpBody)
    }
}
