import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSessionTransport {
    /// The Foundation request with the same URL, method, header fields and body as `request`.
    static func urlRequest(for request: TransportRequest) -> URLRequest {
        // A URL request cannot be made without a URL; a request without one is sent with none and fails in
        // the session as a bad URL, as it did when the client built URL requests itself.
        var converted = URLRequest(url: request.url ?? URL(fileURLWithPath: "/"))
        converted.url = request.url
        converted.httpMethod = request.httpMethod
        converted.allHTTPHeaderFields = request.allHTTPHeaderFields
        converted.httpBody = request.httpBody
        return converted
    }
}
