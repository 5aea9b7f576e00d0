import Foundation
import Testing

@testable import Networking

@Suite("Endpoint description")
struct EndpointTests {
    private struct Plain: Endpoint {
        typealias Response = Data
        var baseURL: URL
        var path: String
        var queryItems: [URLQueryItem] = []
    }

    @Test("the defaults are GET, no query, no headers, no body, standard decoding")
    func defaults() throws {
        let endpoint = Plain(baseURL: URL(string: "https://x.test")!, path: "/a")
        #expect(endpoint.method == .get)
        #expect(endpoint.queryItems.isEmpty)
        #expect(endpoint.headers.isEmpty)
        #expect(endpoint.decoding == .standard)
        let request = try endpoint.makeRequest()
        #expect(request.httpMethod == "GET")
        #expect(request.httpBody == nil)
        #expect(request.url?.absoluteString == "https://x.test/a")
    }

    @Test(
        "joins base URL and path with exactly one slash",
        arguments: [
            ("https://x.test", "/users", "https://x.test/users"),
            ("https://x.test/", "users", "https://x.test/users"),
            ("https://x.test/api/v3/", "/users/octocat", "https://x.test/api/v3/users/octocat"),
            ("https://x.test/api", "", "https://x.test/api"),
            ("http://127.0.0.1:8080", "/posts/1/comments", "http://127.0.0.1:8080/posts/1/comments"),
        ]
    )
    func joining(base: String, path: String, expected: String) throws {
        let endpoint = Plain(baseURL: URL(string: base)!, path: path)
        #expect(try endpoint.makeURL().absoluteString == expected)
    }

    @Test("query items are appended in order, with spaces and plus signs encoded")
    func queryEncoding() throws {
        let endpoint = Plain(
            baseURL: URL(string: "https://x.test/search?type=user")!,
            path: "",
            queryItems: [URLQueryItem(name: "q", value: "swift lang+c"), URLQueryItem(name: "per_page", value: "30")]
        )
        #expect(
            try endpoint.makeURL().absoluteString == "https://x.test/search?type=user&q=swift%20lang%2Bc&per_page=30")
    }

    @Test("a path segment with reserved characters stays in the path")
    func pathEncoding() throws {
        let endpoint = Plain(baseURL: URL(string: "https://x.test")!, path: "/users/a b?c")
        let url = try endpoint.makeURL()
        #expect(url.query == nil)
        #expect(url.absoluteString == "https://x.test/users/a%20b%3Fc")
    }

    @Test("a JSON body is encoded with a JSON content type; raw data keeps its own")
    func bodies() throws {
        let request = try TestAPI.create(base: TestAPI.defaultBase, user: TestUser(id: 7, login: "ann")).makeRequest()
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(String(decoding: try #require(request.httpBody), as: UTF8.self) == #"{"id":7,"login":"ann"}"#)

        let raw = try HTTPBody.data(Data([1, 2]), contentType: "application/octet-stream").encoded()
        #expect(raw?.data == Data([1, 2]))
        #expect(raw?.contentType == "application/octet-stream")
        #expect(try HTTPBody.none.encoded() == nil)
    }

    @Test("an unencodable JSON body is an invalid request with a one-line reason")
    func unencodableBody() {
        let error = #expect(throws: NetworkError.self) { try HTTPBody.json(Double.nan).encoded() }
        guard case .invalidRequest(let detail) = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(detail.hasPrefix("The request body cannot be encoded as JSON."))
        #expect(detail.contains("Double.nan"))
        #expect(!detail.contains("\n") && !detail.contains("Context("))
    }

    @Test(
        "a base URL that is not absolute HTTP is an invalid request",
        arguments: ["ftp://x.test", "/relative", "mailto:a@b.c", "http:///no-host", "https://:8080/a"])
    func invalidBase(base: String) {
        let endpoint = Plain(baseURL: URL(string: base)!, path: "/a")
        #expect {
            try endpoint.makeURL()
        } throws: { error in
            guard case .invalidRequest = error as? NetworkError else { return false }
            return true
        }
    }

    @Test(
        "a base URL that is not absolute HTTP is an invalid request without a path too",
        arguments: ["ftp://x.test", "/relative", "mailto:a@b.c", "http:///no-host", "https://:8080/a"])
    func invalidWholeURL(base: String) {
        let endpoint = HTTPRequest<Data>(url: URL(string: base)!)
        #expect {
            try endpoint.makeURL()
        } throws: { error in
            guard case .invalidRequest = error as? NetworkError else { return false }
            return true
        }
    }

    @Test("a relative URL with an HTTP base is requested as its absolute URL")
    func relativeWholeURL() throws {
        let url = URL(string: "users?since=3", relativeTo: URL(string: "https://x.test/api/")!)!
        #expect(try HTTPRequest<Data>(url: url).makeURL().absoluteString == "https://x.test/api/users?since=3")
    }

    @Test("a base URL whose host is in IDNA form is accepted as it is")
    func idnaHost() throws {
        let endpoint = Plain(baseURL: URL(string: "https://xn--bcher-kva.example")!, path: "/a")
        #expect(try endpoint.makeURL().absoluteString == "https://xn--bcher-kva.example/a")
    }

    @Test("an HTTPRequest for a complete URL requests it unchanged")
    func urlEndpoint() throws {
        let url = URL(string: "https://api.github.com/users?per_page=30&since=46")!
        let endpoint = HTTPRequest<Data>(url: url, headers: ["Accept": "application/json"], decoding: .snakeCase)
        let request = try endpoint.makeRequest()
        #expect(request.url == url)
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(endpoint.decoding.keys == .convertFromSnakeCase)
    }

    @Test("HTTP methods know whether they are idempotent")
    func idempotency() {
        #expect(HTTPMethod.allCases.filter(\.isIdempotent) == [.get, .head, .put, .delete, .options])
    }

    @Test("header names are case-insensitive")
    func headers() {
        var headers: HTTPHeaders = ["ETag": "\"abc\""]
        #expect(headers["etag"] == "\"abc\"")
        headers["ETAG"] = "\"def\""
        #expect(headers.fields == ["etag": "\"def\""])
    }
}
