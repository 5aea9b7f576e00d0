import Foundation
import Networking

/// How the two demo APIs answer, whatever the resource: the header fields, `ETag`s, JSON encodings and `404`s that
/// GitHub and JSONPlaceholder put on every response. ``DemoAPI`` and the features' ``DemoRoute``s build their
/// answers with these, so a route says only what it serves.
extension StubResponse {
    /// GitHub's `200`: `value` as compact JSON with sorted keys, GitHub's header fields (fixed rate limit: 60, 59
    /// left, reset at ``DemoAPI/rateLimitReset``), `Cache-Control: public, max-age=60, s-maxage=60`, a weak `ETag`
    /// hashing the body, then `extraHeaders`; `500` when `value` cannot be encoded.
    static func gitHub(encoding value: some Encodable, extraHeaders: [String: String] = [:]) -> StubResponse {
        guard let body = encode(value, pretty: false) else { return encodingFailure }
        var headers = gitHubHeaders
        headers["ETag"] = "W/\"\(DemoAPI.hash(body))\""
        headers["Cache-Control"] = "public, max-age=60, s-maxage=60"
        headers.merge(extraHeaders) { _, new in new }
        return StubResponse(status: 200, headers: HTTPHeaders(headers), body: body)
    }

    /// GitHub's `404`: `{"message":"Not Found","documentation_url":documentation}` with GitHub's header fields.
    static func gitHubNotFound(documentation: String) -> StubResponse {
        let body = #"{"message":"Not Found","documentation_url":"\#(documentation)"}"#
        return StubResponse(status: 404, headers: HTTPHeaders(gitHubHeaders), body: Data(body.utf8))
    }

    /// JSONPlaceholder's `200`: `value` as indented JSON with sorted keys, its header fields and a weak `ETag` of
    /// the body's length in hexadecimal and its hash; `500` when `value` cannot be encoded.
    static func jsonPlaceholder(encoding value: some Encodable) -> StubResponse {
        guard let body = encode(value, pretty: true) else { return encodingFailure }
        var headers = jsonPlaceholderHeaders
        headers["ETag"] = "W/\"\(String(body.count, radix: 16))-\(DemoAPI.hash(body))\""
        return StubResponse(status: 200, headers: HTTPHeaders(headers), body: body)
    }

    /// JSONPlaceholder's `404`: an empty object `{}` with its header fields.
    static var jsonPlaceholderNotFound: StubResponse {
        StubResponse(status: 404, headers: HTTPHeaders(jsonPlaceholderHeaders), body: Data("{}".utf8))
    }

    /// `application/json; charset=utf-8`, the content type of every demo answer with a body.
    static let demoJSONType = "application/json; charset=utf-8"

    /// `500` with `{"message":"Server Error"}`, for a value that cannot be encoded.
    static var encodingFailure: StubResponse {
        StubResponse(
            status: 500, headers: ["Content-Type": demoJSONType], body: Data(#"{"message":"Server Error"}"#.utf8))
    }

    private static let gitHubHeaders: [String: String] = [
        "Content-Type": demoJSONType,
        "X-GitHub-Media-Type": "github.v3; format=json",
        "X-RateLimit-Limit": "60",
        "X-RateLimit-Remaining": "59",
        "X-RateLimit-Reset": String(DemoAPI.rateLimitReset),
        "X-RateLimit-Used": "1",
        "X-RateLimit-Resource": "core",
        "Vary": "Accept, Accept-Encoding, Accept, X-Requested-With",
    ]

    private static let jsonPlaceholderHeaders: [String: String] = [
        "Content-Type": demoJSONType,
        "Cache-Control": "max-age=43200",
        "Vary": "Origin, Accept-Encoding",
    ]

    /// `value` as JSON with sorted keys and unescaped slashes, indented when `pretty`; nil when it cannot be
    /// encoded.
    private static func encode(_ value: some Encodable, pretty: Bool) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try? encoder.encode(value)
    }
}
