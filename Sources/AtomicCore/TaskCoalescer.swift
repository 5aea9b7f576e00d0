/// Runs one operation per key however many callers ask for it at once, and cancels it when they all go away.
///
/// The first caller of a key starts the operation in a task of its own; later callers of the same key wait for
/// that result. A caller whose task is cancelled gets the coalescer's `cancelled` failure at once and leaves; when
/// the last caller of a key leaves, the operation's task is cancelled (for a download: the request is cancelled and
/// its connection closed). Once the operation ends, the key is free again: a later caller starts a new operation.
///
/// ```swift
/// let loads = TaskCoalescer<String, Data, NetworkError>(cancelled: .cancelled)
/// let outcome = await loads.run(key: url.absoluteString) { await download(url) }  // Result<Data, NetworkError>
/// ```
public final class TaskCoalescer<Key: Hashable & Sendable, Value: Sendable, Failure: Error>: Sendable {
    /// What one run ends with: the shared value or the shared failure.
    public typealias Outcome = Result<Value, Failure>

    private struct Entry {
        let generation: Int
        var task: Task<Void, Never>?
        var waiters: [Int: CheckedContinuation<Outcome, Never>]
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var nextID = 0
    }

    private enum Join {
        case cancelled
        case joined
        case leads(generation: Int)
    }

    private let state = Locked(State())
    private let cancelled: Failure

    /// Creates a coalescer whose cancelled callers get `cancelled`.
    public init(cancelled: Failure) {
        self.cancelled = cancelled
    }

    /// The number of operations running.
    public var runningCount: Int { state.withLock { $0.entries.count } }

    /// The number of callers waiting, over all keys.
    public var callerCount: Int { state.withLock { $0.entries.values.reduce(0) { $0 + $1.waiters.count } } }

    /// The outcome of `operation` for `key`, shared with every concurrent caller of the same key.
    public func run(key: Key, operation: @escaping @Sendable () async -> Outcome) async -> Outcome {
        let waiterID = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let join = state.withLock { state -> Join in
                    if Task.isCancelled { return .cancelled }
                    if var entry = state.entries[key] {
                        entry.waiters[waiterID] = continuation
                        state.entries[key] = entry
                        return .joined
                    }
                    state.nextID += 1
                    state.entries[key] = Entry(generation: state.nextID, task: nil, waiters: [waiterID: continuation])
                    return .leads(generation: state.nextID)
                }
                switch join {
                case .cancelled: continuation.resume(returning: .failure(cancelled))
                case .joined: break
                case .leads(let generation): start(key: key, generation: generation, operation: operation)
                }
            }
        } onCancel: {
            leave(key: key, waiterID: waiterID)
        }
    }

    /// Starts the operation in a task of its own. Where the platform has `Task.immediate`, that task runs on the
    /// leading caller's thread until its first suspension (for a request: until it waits for the network), instead
    /// of being queued for another thread while this one goes idle.
    private func start(key: Key, generation: Int, operation: @escaping @Sendable () async -> Outcome) {
        let body: @Sendable () async -> Void = {
            let outcome = await operation()
            self.finish(key: key, generation: generation, outcome: outcome)
        }
        let task: Task<Void, Never>
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            task = Task.immediate(operation: body)
        } else {
            task = Task(operation: body)
        }
        let isWanted = state.withLock { state -> Bool in
            guard var entry = state.entries[key], entry.generation == generation else { return false }
            entry.task = task
            state.entries[key] = entry
            return true
        }
        if !isWanted { task.cancel() }
    }

    private func leave(key: Key, waiterID: Int) {
        let (continuation, abandoned) = state.withLock {
            state -> (CheckedContinuation<Outcome, Never>?, Task<Void, Never>?) in
            guard var entry = state.entries[key], let continuation = entry.waiters.removeValue(forKey: waiterID) else {
                return (nil, nil)
            }
            if entry.waiters.isEmpty {
                state.entries[key] = nil
                return (continuation, entry.task)
            }
            state.entries[key] = entry
            return (continuation, nil)
        }
        continuation?.resume(returning: .failure(cancelled))
        abandoned?.cancel()
    }

    private func finish(key: Key, generation: Int, outcome: Outcome) {
        let waiters = state.withLock { state -> [CheckedContinuation<Outcome, Never>] in
            guard let entry = state.entries[key], entry.generation == generation else { return [] }
            state.entries[key] = nil
            return Array(entry.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: outcome) }
    }
}
