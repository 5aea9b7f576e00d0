import AtomicCore

/// Shares one running operation between concurrent callers that ask for the same key.
///
/// The first caller for a key starts the operation in its own task; later callers with the same key
/// wait for that result instead of starting another. A caller whose task is cancelled gets
/// ``NetworkError/cancelled`` at once without disturbing the others; when every caller of a key has
/// been cancelled, the operation itself is cancelled. Once finished, a key is free again.
final class InFlightRequests: Sendable {
    typealias Outcome = Result<TransportResponse, NetworkError>

    private struct Entry {
        let generation: Int
        var task: Task<Void, Never>?
        var waiters: [Int: CheckedContinuation<Outcome, Never>]
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var nextID = 0
    }

    private enum Join {
        case cancelled
        case joined
        case leads(generation: Int)
    }

    private let state = Locked(State())

    /// The number of callers waiting, over all keys.
    var callerCount: Int { state.withLock { $0.entries.values.reduce(0) { $0 + $1.waiters.count } } }

    /// The outcome of `operation` for `key`, shared with every concurrent caller of the same key.
    func run(key: String, operation: @escaping @Sendable () async -> Outcome) async -> Outcome {
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
                case .cancelled:
                    continuation.resume(returning: .failure(.cancelled))
                case .joined:
                    break
                case .leads(let generation):
                    start(key: key, generation: generation, operation: operation)
                }
            }
        } onCancel: {
            leave(key: key, waiterID: waiterID)
        }
    }

    private func start(key: String, generation: Int, operation: @escaping @Sendable () async -> Outcome) {
        let task = Task {
            let outcome = await operation()
            self.finish(key: key, generation: generation, outcome: outcome)
        }
        let isWanted = state.withLock { state -> Bool in
            guard var entry = state.entries[key], entry.generation == generation else { return false }
            entry.task = task
            state.entries[key] = entry
            return true
        }
        if !isWanted {
            task.cancel()
        }
    }

    private func leave(key: String, waiterID: Int) {
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
        continuation?.resume(returning: .failure(.cancelled))
        abandoned?.cancel()
    }

    private func finish(key: String, generation: Int, outcome: Outcome) {
        let waiters = state.withLock { state -> [CheckedContinuation<Outcome, Never>] in
            guard let entry = state.entries[key], entry.generation == generation else { return [] }
            state.entries[key] = nil
            return Array(entry.waiters.values)
        }
        for waiter in waiters {
            waiter.resume(returning: outcome)
        }
    }
}
