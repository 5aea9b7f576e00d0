import AtomicCore
import Foundation
import Networking

/// The exchanges with a server that one answer of a repository took, recorded as they happen.
///
/// A repository makes a log for each answer and sets it as ``current`` around its work; every request made
/// through ``Networking/HTTPClient/conditionalResponse(for:validators:as:)`` inside (child tasks included) adds
/// one ``Exchange``. The log is then read into the answer's ``Domain/Provenance``.
final class ExchangeLog: Sendable {
    /// One request and what came of it.
    struct Exchange: Sendable, Equatable {
        /// The URL asked for.
        let url: URL
        /// The HTTP status of the response, or `nil` when none arrived.
        let status: Int?
        /// The time the call took on the log's clock, retries and redirects included.
        let duration: Duration
        /// The rate-limit budget the response reported, if it had one.
        let rateLimit: RateLimit?
    }

    /// The log of the answer the current task works on; `nil` outside a repository's answer.
    @TaskLocal static var current: ExchangeLog?

    /// The clock durations are measured on: the cache policy's.
    let clock: any AppClock
    private let recorded = Locked<[Exchange]>([])

    /// An empty log measuring on `clock`.
    init(clock: any AppClock) {
        self.clock = clock
    }

    /// Adds `exchange`.
    func record(_ exchange: Exchange) {
        recorded.withLock { $0.append(exchange) }
    }

    /// Every exchange, in the order they ended.
    var exchanges: [Exchange] { recorded.withLock { $0 } }
}
