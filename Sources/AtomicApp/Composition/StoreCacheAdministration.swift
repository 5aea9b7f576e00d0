import Foundation
import ImagePipeline
import Persistence

/// `atomic cache info|clear` over the SQLite cache store and the avatar cache beside it.
struct StoreCacheAdministration: CacheAdministration {
    /// The store.
    let store: SQLiteCacheStore
    /// The downloaded avatars, emptied by `clear` as well; `nil` when there is no avatar folder.
    var avatars: ImageDiskCache? = nil

    func report(now: Date, ttl: TimeInterval) async throws -> CacheReport {
        CacheReport(try await store.info(), now: now, timeToLive: ttl)
    }

    func clear() async throws {
        try await store.clear()
        try await avatars?.removeAll()
    }
}
