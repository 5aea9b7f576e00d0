import Foundation

/// Every way an HTTP call can fail, each with a one-line message fit for a person.
///
/// Messages never contain credentials: the client removes the values of `Authorization`
/// and other secret headers from any text it puts in an error.
public enum NetworkError: Error, Sendable, Hashable {
    /// The server could not be reached (offline, refused, DNS failure, lost connection, TLS failure).
    case noConnection
    /// The server did not answer in time.
    case timedOut
    /// The calling task was cancelled.
    case cancelled
    /// The server answered with a status outside 200–299; `message` is the API's own message when it sent one.
    case http(status: Int, message: String)
    /// The API's rate limit is used up; `resetAt` is when it refills and `limit` the budget, when known.
    case rateLimited(resetAt: Date?, limit: Int?)
    /// The body is JSON of the wrong shape; `path` locates the problem (for example `[2].login`).
    case decoding(path: String, description: String)
    /// The answer cannot be used (not HTTP, not JSON where JSON was expected, broken transfer…).
    case invalidResponse(String)
    /// The request could not be built or sent as described (bad URL, unencodable body…).
    case invalidRequest(String)

    /// A one-line explanation for a person.
    public var message: String {
        switch self {
        case .noConnection:
            return "Cannot reach the server; check the network connection."
        case .timedOut:
            return "The server took too long to answer."
        case .cancelled:
            return "The request was cancelled."
        case .http(let status, let message):
            return message.isEmpty ? "HTTP \(status)." : "HTTP \(status): \(message)"
        case .rateLimited(let resetAt, let limit):
            let budget = limit.map { " (limit \($0) requests)" } ?? ""
            guard let resetAt else { return "The API rate limit is used up\(budget); try again later." }
            return "The API rate limit is used up\(budget); it resets at \(Self.timestamp(resetAt))."
        case .decoding(let path, let description):
            let location = path.isEmpty ? "at the top level" : "at \(path)"
            return "The response has unexpected content \(location): \(description)"
        case .invalidResponse(let detail):
            return "The server sent an unusable response: \(detail)"
        case .invalidRequest(let detail):
            return "The request is invalid: \(detail)"
        }
    }

    /// Whether the failure is about reaching the server at all (no connection or time-out),
    /// the case where cached data should be shown instead.
    public var isConnectivityFailure: Bool {
        self == .noConnection || self == .timedOut
    }

    private static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

extension NetworkError: LocalizedError {
    /// The same text as ``message``.
    public var errorDescription: String? { message }
}

extension NetworkError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
