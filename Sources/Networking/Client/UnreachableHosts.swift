import AtomicCore
import Foundation

/// Remembers hosts that could not be reached, so that later requests to them fail at once instead of
/// spending the whole retry schedule again (a circuit breaker per host).
///
/// A host is marked when a request to it fails for good with a connectivity failure (no connection or
/// time-out) after its retries; until `coolDown` has passed, further requests to it fail with the same
/// error without being sent. Any other outcome — an answer from the host, even an error status — or the end
/// of the cool-down clears the mark; a cancelled exchange says nothing about the host and leaves it as it is.
final class UnreachableHosts: Sendable {
    private struct Mark {
        let error: NetworkError
        let until: Date
    }

    private let coolDown: Duration
    private let marks = Locked<[String: Mark]>([:])

    /// A registry whose marks last `coolDown`.
    init(coolDown: Duration) {
        self.coolDown = coolDown
    }

    /// The error to fail with at once when `url`'s host is still marked at `now`, or nil to send the request.
    func failure(for url: URL?, now: Date) -> NetworkError? {
        // With no host marked, as almost always, the key is not even formed.
        marks.withLock { marks in
            guard !marks.isEmpty, let host = Self.key(for: url), let mark = marks[host] else { return nil }
            if now >= mark.until {
                marks[host] = nil
                return nil
            }
            return mark.error
        }
    }

    /// Records the final outcome of an exchange with `url`'s host; a cancelled exchange changes nothing.
    func record(_ outcome: Result<TransportResponse, NetworkError>, for url: URL?, now: Date) {
        switch outcome {
        case .failure(.cancelled):
            return
        case .failure(let error) where error.isConnectivityFailure:
            guard let host = Self.key(for: url) else { return }
            let mark = Mark(error: error, until: now.addingTimeInterval(coolDown.timeInterval))
            marks.withLock { $0[host] = mark }
        case .success, .failure:
            marks.withLock { marks in
                guard !marks.isEmpty, let host = Self.key(for: url) else { return }
                marks[host] = nil
            }
        }
    }

    private static func key(for url: URL?) -> String? {
        guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
        return "\(scheme)://\(host):\(port)"
    }
}
