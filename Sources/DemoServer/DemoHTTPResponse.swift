import Data
import Foundation

/// An HTTP answer of the demo services: status, header fields and body bytes.
public struct DemoHTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// The header fields, with conventional capitalisation (`Content-Type`, `ETag`, `Link`).
    public var headers: [String: String]
    /// The body; empty for `HEAD` requests and `304` answers.
    public var body: Data

    /// Creates a response from its parts.
    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the header field `name`, compared without regard to case, or `nil`.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.key.lowercased() == wanted }?.value
    }
}
