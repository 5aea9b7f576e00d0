import AtomicCore

/// Loads the images of rows about to appear, so that they are in the caches when the rows are drawn.
///
/// Each prefetch is an ordinary ``ImagePipeline/image(for:)`` call in a low-priority task, so it shares the load
/// with a screen asking for the same image. Stopping a prefetch cancels its task; the load itself stops when no
/// one else waits for it. Failures are left to the pipeline's log: a row whose image failed asks again when drawn.
public final class ImagePrefetcher: Sendable {
    /// The pipeline the images are loaded through.
    public let pipeline: ImagePipeline

    /// The running prefetches, each with a number telling it apart from a later prefetch of the same request.
    private let tasks = Locked<[ImageRequest: (id: UInt64, task: Task<Void, Never>)]>([:])
    private let nextID = Locked<UInt64>(0)

    /// A prefetcher loading through `pipeline`.
    public init(pipeline: ImagePipeline) {
        self.pipeline = pipeline
    }

    deinit {
        stopAll()
    }

    /// Starts loading each of `requests` not already in the memory cache or being prefetched.
    public func startPrefetching(_ requests: [ImageRequest]) {
        for request in requests where pipeline.cachedImage(for: request) == nil {
            let id = nextID.withLock { id in
                id += 1
                return id
            }
            tasks.withLock { tasks in
                guard tasks[request] == nil else { return }
                let pipeline = pipeline
                let task = Task(priority: .low) { [weak self] in
                    _ = try? await pipeline.image(for: request)
                    self?.finished(request, id: id)
                }
                tasks[request] = (id, task)
            }
        }
    }

    /// Stops prefetching `requests` (rows that scrolled away before they appeared).
    public func stopPrefetching(_ requests: [ImageRequest]) {
        let stopped = tasks.withLock { tasks in requests.compactMap { tasks.removeValue(forKey: $0)?.task } }
        for task in stopped { task.cancel() }
    }

    /// Stops every prefetch.
    public func stopAll() {
        let stopped = tasks.withLock { tasks in
            defer { tasks = [:] }
            return tasks.values.map(\.task)
        }
        for task in stopped { task.cancel() }
    }

    /// The number of prefetches still running.
    public var pendingCount: Int { tasks.withLock { $0.count } }

    private func finished(_ request: ImageRequest, id: UInt64) {
        tasks.withLock { tasks in
            if tasks[request]?.id == id { tasks[request] = nil }
        }
    }
}
