import Foundation

/// A canned answer that a ``TestHTTPServer`` sends for one request.
public struct TestResponse: Sendable {
    /// The HTTP status code; 200 unless set.
    public var status: Int
    /// Header fields, sent in this order. `Content-Length` is added unless present here;
    /// `Connection: close` is always sent and replaces any `Connection` field given here.
    public var headers: [(name: String, value: String)]
    /// The body bytes. Not sent for `HEAD` requests nor for 1xx, 204 and 304 answers.
    public var body: Data
    /// Real wall time to wait before answering, or `nil` to answer at once.
    public var delay: Duration?
    /// How the answer is delivered: normally, not at all, or cut short.
    public var behavior: Behavior
    /// When set, writes the whole answer (status line, headers and body) itself instead of
    /// `status`, `headers`, `body` and `behavior`; see `TestResponse+Streaming.swift`.
    public var writer: TestResponseWriter?

    /// How a ``TestResponse`` reaches the client.
    public enum Behavior: Sendable, Equatable {
        /// Status line, headers and the whole body, then the connection closes.
        case normal
        /// The connection closes without a single byte of answer.
        case closeWithoutResponse
        /// Headers announce the full `Content-Length`, only the first `sendBytes` body bytes follow,
        /// then the connection closes.
        case truncateBody(sendBytes: Int)
    }

    /// Describes an answer; every part has a neutral default (200, no headers, empty body, no delay).
    public init(
        status: Int = 200,
        headers: [(name: String, value: String)] = [],
        body: Data = Data(),
        delay: Duration? = nil,
        behavior: Behavior = .normal
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.behavior = behavior
    }

    /// A UTF-8 JSON answer with `Content-Type: application/json; charset=utf-8` followed by `headers`.
    public static func json(
        _ text: String,
        status: Int = 200,
        headers: [(name: String, value: String)] = []
    ) -> TestResponse {
        TestResponse(
            status: status,
            headers: [("Content-Type", "application/json; charset=utf-8")] + headers,
            body: Data(text.utf8)
        )
    }

    /// A UTF-8 text answer with the given `Content-Type`.
    public static func text(_ text: String, status: Int = 200, contentType: String = "text/plain") -> TestResponse {
        TestResponse(status: status, headers: [("Content-Type", contentType)], body: Data(text.utf8))
    }

    /// The answer for a request no route matches: 404 with body `{"message":"Not Found"}`.
    public static let notFound = TestResponse.json(#"{"message":"Not Found"}"#, status: 404)

    /// The bytes to send for a request with `method`: status line, headers, blank line and (maybe) body.
    func encoded(forMethod method: String) -> (head: [UInt8], body: [UInt8]) {
        let bodyAllowed = !(100..<200).contains(status) && status != 204 && status != 304
        let sendsBody = bodyAllowed && method != "HEAD"
        var lines = ["HTTP/1.1 \(status) \(Self.reasonPhrase(for: status))"]
        var hasContentLength = false
        for (name, value) in headers {
            let lowered = name.lowercased()
            if lowered == "connection" { continue }
            if lowered == "content-length" { hasContentLength = true }
            lines.append("\(name): \(value)")
        }
        if !hasContentLength && bodyAllowed {
            lines.append("Content-Length: \(body.count)")
        }
        lines.append("Connection: close")
        let head = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        return (head, sendsBody ? [UInt8](body) : [])
    }

    private static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 409: "Conflict"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
