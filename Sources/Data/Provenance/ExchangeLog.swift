import AtomicCore
import Domain
import Foundation
import Networking

/// The exchanges with a server that one answer of a repository took, recorded as they happen.
///
/// A repository makes a log for each answer (inside its ``AnswerContext``) and hands it to every request it makes
/// through ``Networking/HTTPClient/conditionalResponse(for:validators:in:)``, child tasks included; each adds one
/// ``Exchange``. The log is then read into the answer's ``Domain/Provenance``, the rate-limit budget with it: the
/// budget travels from the response to the answer through the log alone.
final class ExchangeLog: Sendable {
    /// One request and what came of it.
    struct Exchange: Sendable, Equatable {
        /// The URL asked for.
        let url: URL
        /// The HTTP status of the response, or `nil` when none arrived.
        let status: Int?
        /// The time the call took on the log's clock, retries and redirects included.
        let duration: Duration
    }

    /// The clock durations are measured on: the cache policy's.
    let clock: any AppClock
    private let recorded = Locked<(exchanges: [Exchange], rateLimit: RateLimitBudget?)>(([], nil))

    /// An empty log measuring on `clock`.
    init(clock: any AppClock) {
        self.clock = clock
    }

    /// Adds `exchange`; when a response arrived (`exchange.status` is set, or the failure it made reported a
    /// budget), `rateLimit` is what it reported, and becomes the log's ``rateLimit``.
    func record(_ exchange: Exchange, rateLimit: RateLimitBudget? = nil) {
        recorded.withLock {
            $0.exchanges.append(exchange)
            if exchange.status != nil || rateLimit != nil { $0.rateLimit = rateLimit }
        }
    }

    /// Every exchange, in the order they ended.
    var exchanges: [Exchange] { recorded.withLock { $0.exchanges } }

    /// The rate-limit budget the last response reported (of the exchanges that got one, the last to end), when it
    /// had one.
    var rateLimit: RateLimitBudget? { recorded.withLock { $0.rateLimit } }
}
