import Foundation

/// A canned HTTP answer: status, header fields (names matched in any letter case), body and an optional delay.
///
/// The one canned-answer type of the package: ``StubTransport`` answers with it, tests register it, and demo
/// services produce it, so an answer is never converted from one look-alike type to another.
///
/// ```swift
/// transport.stub(url: usersURL, .json(#"[{"id":1,"login":"ann"}]"#, headers: ["ETag": "\"v1\""]))
/// let notModified = StubResponse(status: 304)
/// ```
public struct StubResponse: Sendable, Hashable {
    /// The HTTP status code; `200` unless given.
    public var status: Int
    /// The response header fields, matched in any letter case.
    public var headers: HTTPHeaders
    /// The body bytes; empty unless given.
    public var body: Data
    /// How long the transport waits (on its clock) before answering; `nil` answers at once.
    public var delay: Duration?

    /// Creates a canned answer: `200`, no header fields, no body and no delay unless given.
    public init(status: Int = 200, headers: HTTPHeaders = [:], body: Data = Data(), delay: Duration? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    /// A JSON answer whose body is `text` (UTF-8), with `Content-Type: application/json`.
    public static func json(_ text: String, status: Int = 200, headers: HTTPHeaders = [:]) -> StubResponse {
        var headers = headers
        if headers["Content-Type"] == nil {
            headers["Content-Type"] = "application/json; charset=utf-8"
        }
        return StubResponse(status: status, headers: headers, body: Data(text.utf8))
    }

    /// A JSON answer whose body is `value` encoded with sorted keys.
    ///
    /// - Throws: ``NetworkError/invalidRequest(_:)`` when `value` cannot be encoded.
    public static func json(
        encoding value: some Encodable & Sendable,
        status: Int = 200,
        headers: HTTPHeaders = [:]
    ) throws(NetworkError) -> StubResponse {
        let text = String(decoding: try HTTPBody.json(value).encoded()?.data ?? Data(), as: UTF8.self)
        return json(text, status: status, headers: headers)
    }

    /// The answer as the transport hands it to the client, for a request to `url`.
    public func transportResponse(url: URL?) -> TransportResponse {
        TransportResponse(status: status, headers: headers, body: body, url: url)
    }
}
