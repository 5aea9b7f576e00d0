import Dispatch

/// A serial executor that runs a ``Database`` actor's work on its own dispatch queue.
///
/// SQLite calls block (disk I/O, waiting up to the busy timeout for another process's lock);
/// running them on a dedicated queue keeps them off Swift's small cooperative thread pool.
final class DatabaseExecutor: SerialExecutor {
    private let queue: DispatchQueue

    /// Creates an executor with a queue labelled `label`.
    init(label: String) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
    }

    /// Runs `job` on the queue, in submission order.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async {
            job.runSynchronously(on: executor)
        }
    }

    /// This executor as the unowned reference the runtime wants.
    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
