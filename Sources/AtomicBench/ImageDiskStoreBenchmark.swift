import Foundation
import ImagePipeline

/// `image-disk-store`: the cost of keeping one more avatar in a full disk cache, with many entries against few, so
/// that a cost which grows with the entries kept shows as a ratio above 1.
///
/// Each side fills its own cache folder to its size limit with avatars of 2 KiB, then each round stores `stores`
/// new ones (trims included, as the cache makes them past its margin) and gives the mean time of one store.
enum ImageDiskStoreBenchmark {
    /// The size of each stored avatar: 2 KiB, about a 32 × 32 PNG.
    static let avatarSize = 2 * 1024

    /// Ours with `manyEntries` kept, the floor with `fewEntries`; `stores` stores a round.
    static func make(manyEntries: Int, fewEntries: Int, stores: Int, folder: URL) -> Benchmark {
        Benchmark(
            name: "image-disk-store",
            title:
                "store one avatar in a full disk cache of \(manyEntries) entries vs one of \(fewEntries) (trims included)",
            target: 1.2
        ) {
            let many = try await FullCache.filled(
                entries: manyEntries, folder: folder.appendingPathComponent("disk-store-many"))
            let few = try await FullCache.filled(
                entries: fewEntries, folder: folder.appendingPathComponent("disk-store-few"))
            return Benchmark.Sides(ours: { await many.store(stores) }, floor: { await few.store(stores) })
        }
    }

    /// A disk cache filled to its limit, and the avatars stored into it next.
    final class FullCache: @unchecked Sendable {
        // Safe: the harness runs one round at a time; `next` is read and written only by `store(_:)`.
        private let cache: ImageDiskCache
        private let data: Data
        private var next = 0

        private init(cache: ImageDiskCache) {
            self.cache = cache
            data = Data((0..<ImageDiskStoreBenchmark.avatarSize).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        }

        /// A cache in `folder` whose limit holds `entries` avatars, filled with them.
        static func filled(entries: Int, folder: URL) async throws -> FullCache {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let cache = try ImageDiskCache(folder: folder, sizeLimit: entries * ImageDiskStoreBenchmark.avatarSize)
            let full = FullCache(cache: cache)
            for _ in 0..<entries { await full.storeNext() }
            return full
        }

        /// Stores `count` new avatars; the mean time of one.
        func store(_ count: Int) async -> Duration {
            let clock = ContinuousClock()
            let start = clock.now
            for _ in 0..<max(1, count) { await storeNext() }
            return (clock.now - start) / max(1, count)
        }

        private func storeNext() async {
            await cache.store(data, forKey: "https://avatars.githubusercontent.com/u/\(next)?v=4&s=32")
            next += 1
        }
    }
}
