import AtomicTestSupport
import Foundation
import ImagePipeline
import Testing

/// Two processes sharing one disk cache folder, through the `atomic-image-cache-worker` helper.
@Suite struct SharedDiskCacheTests {
    /// Runs the worker with `arguments` to completion, waiting on threads of its own.
    static func runWorker(_ arguments: [String]) async throws -> ChildProcess.Outcome {
        let process = ChildProcess()
        process.executableURL = try BuildProducts.executable(
            named: "atomic-image-cache-worker", override: "ATOMIC_IMAGE_CACHE_WORKER")
        process.arguments = arguments
        return try await process.runUntilExit()
    }

    /// The bytes the worker stores under `key` (its `entryBytes`).
    static func entryBytes(key: String, count: Int) -> Data {
        let pattern = Array(key.utf8)
        return Data((0..<count).map { pattern[$0 % pattern.count] })
    }

    @Test func anEntryWrittenByAnotherProcessIsAHitHere() async throws {
        let folder = try TemporaryFolder()
        let outcome = try await Self.runWorker(["fill", folder.url.path, "1000000", "other", "3", "500"])
        #expect(outcome.status == 0, "\(outcome.errorOutput)")
        #expect(outcome.output == "stored 3 hits 6\n")
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: 1_000_000)
        for index in 0..<3 {
            #expect(await cache.data(forKey: "other-\(index)") == Self.entryBytes(key: "other-\(index)", count: 500))
        }
    }

    @Test func twoProcessesWritingAtOnceLeaveOnlyWholeEntriesWithinTheLimit() async throws {
        let folder = try TemporaryFolder()
        let entryLength = 2000
        let sizeLimit = 40 * entryLength
        async let first = Self.runWorker(["fill", folder.url.path, "\(sizeLimit)", "first", "150", "\(entryLength)"])
        async let second = Self.runWorker(["fill", folder.url.path, "\(sizeLimit)", "second", "150", "\(entryLength)"])
        let outcomes = try await [first, second]
        for outcome in outcomes {
            #expect(outcome.status == 0, "\(outcome.errorOutput)")
        }
        let cache = try ImageDiskCache(folder: folder.url, sizeLimit: sizeLimit)
        var present = 0
        for tag in ["first", "second"] {
            for index in 0..<150 {
                let key = "\(tag)-\(index)"
                guard let data = await cache.data(forKey: key) else { continue }
                #expect(data == Self.entryBytes(key: key, count: entryLength), "\(key)")
                present += 1
            }
        }
        #expect(present > 0)
        let databaseFiles = Set(["", "-wal", "-shm", "-checked"].map { ImageDiskCache.databaseName + $0 })
        #expect(Set(folder.fileNames()).isSubset(of: databaseFiles), "one database, nothing moved aside")
        // Each process trims by its own total once it passes the limit by the margin, so each may have written up
        // to a margin and an entry since its last trim.
        #expect(await cache.totalSize <= sizeLimit + 2 * (cache.trimMargin + entryLength))
    }
}
