import Foundation
import ImagePipeline
import Persistence

/// `atomic cache info|clear` over the SQLite cache store and the avatar files beside it.
struct StoreCacheAdministration: CacheAdministration {
    /// The store.
    let store: SQLiteCacheStore
    /// The downloaded avatars, emptied by `clear` as well; `nil` when there is no avatar folder.
    var avatars: ImageDiskCache? = nil

    func report(now: Date, ttl: TimeInterval) async throws -> CacheReport {
        let info = try await store.info()
        var endpoints: [CacheReport.Endpoint] = []
        for entry in info.entries {
            // The same rule as the commands: an entry dated in the future is not fresh.
            endpoints.append(
                CacheReport.Endpoint(
                    key: entry.key.rawValue, fetchedAt: entry.fetchedAt,
                    ageSeconds: entry.age(at: now).map { Int($0) }, isFresh: entry.isFresh(at: now, timeToLive: ttl),
                    etag: entry.etag))
        }
        // Most recent first; entries whose time cannot be read last.
        endpoints.sort { lhs, rhs in
            let (left, right) = (lhs.fetchedAt ?? .distantPast, rhs.fetchedAt ?? .distantPast)
            return left != right ? left > right : lhs.key < rhs.key
        }
        return CacheReport(path: info.path, sizeBytes: info.sizeInBytes, endpoints: endpoints)
    }

    func clear() async throws {
        try await store.clear()
        avatars?.removeAll()
    }
}
