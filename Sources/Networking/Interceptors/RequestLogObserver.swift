import AtomicLogger
import Foundation

/// Logs every attempt with its method, URL, outcome and duration, for example
/// `GET https://api.github.com/users?since=0 → 200 in 182 ms`.
///
/// Successful answers and redirects (2xx, 3xx) are logged at `info`, error statuses and transport failures at
/// `warning`, retries at `notice`, cancellations at `debug`, and requests not sent because their host
/// was unreachable moments ago at `info`. Header fields are never logged, and the values of query parameters
/// whose names look like credentials (holding `token`, `key`, `secret`, `password`, `signature` or `sig`, `auth`,
/// `credential`, or `code`, as an OAuth authorization code is) are replaced by `[REDACTED]`.
public struct RequestLogObserver: ResponseObserver {
    private static let secretQueryFragments = [
        "token", "key", "secret", "password", "signature", "auth", "credential", "code", "sig",
    ]

    private let logger: Logger

    /// Creates an observer that writes to `logger`.
    public init(logger: Logger) {
        self.logger = logger
    }

    /// Logs the response status and duration.
    public func didReceive(
        _ response: TransportResponse, for request: TransportRequest, attempt: Int, duration: Duration
    ) {
        let status = response.status
        let level: LogLevel = (200...399).contains(status) ? .info : .warning
        logger.log(
            level,
            "\(Self.describe(request)) → \(status) in \(Self.milliseconds(duration)) ms",
            metadata: [
                "status": String(status),
                "attempt": String(attempt),
                "duration_ms": String(Self.milliseconds(duration)),
            ]
        )
    }

    /// Logs the failure and duration.
    public func didFail(_ error: NetworkError, for request: TransportRequest, attempt: Int, duration: Duration) {
        if attempt == 0 {
            logger.info("\(Self.describe(request)) not sent, the host was unreachable moments ago: \(error.message)")
            return
        }
        logger.log(
            error == .cancelled ? .debug : .warning,
            "\(Self.describe(request)) failed in \(Self.milliseconds(duration)) ms: \(error.message)",
            metadata: ["attempt": String(attempt), "duration_ms": String(Self.milliseconds(duration))]
        )
    }

    /// Logs that the request will be sent again and after how long.
    public func willRetry(_ request: TransportRequest, after error: NetworkError, attempt: Int, delay: Duration) {
        logger.notice(
            "\(Self.describe(request)) will be retried in \(Self.milliseconds(delay)) ms after attempt \(attempt)",
            metadata: ["attempt": String(attempt), "delay_ms": String(Self.milliseconds(delay))]
        )
    }

    /// The method and the URL with credential-like query values hidden.
    static func describe(_ request: TransportRequest) -> String {
        let method = request.httpMethod ?? "GET"
        guard let url = request.url else { return method }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return "\(method) (unreadable URL)"
        }
        components.user = nil
        components.password = nil
        let query = components.percentEncodedQueryItems?.map { item -> String in
            let name = item.name.lowercased()
            let isSecret = secretQueryFragments.contains { name.contains($0) }
            guard let value = item.value else { return item.name }
            return "\(item.name)=\(isSecret ? "[REDACTED]" : value)"
        }
        components.percentEncodedQuery = nil
        components.fragment = nil
        let location = components.url?.absoluteString ?? url.host ?? ""
        guard let query else { return "\(method) \(location)" }
        return "\(method) \(location)?\(query.joined(separator: "&"))"
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let value = (duration.timeInterval * 1000).rounded()
        guard !value.isNaN else { return 0 }
        return value >= 9.2e18 ? .max : value <= -9.2e18 ? .min : Int64(value)
    }
}
