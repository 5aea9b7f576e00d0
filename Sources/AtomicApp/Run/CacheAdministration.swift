import Foundation
import Persistence

/// The cache as `atomic cache info|clear` sees it.
protocol CacheAdministration: Sendable {
    /// Where the cache is, its size and every cached endpoint with its age at `now` against `ttl`.
    func report(now: Date, ttl: TimeInterval) async throws -> CacheReport
    /// Deletes everything cached; the next request goes to the network.
    func clear() async throws
}
