import AtomicCore

/// An unbounded queue between a test and the code under test: `send` never waits, `receive` waits for a value
/// (or returns `nil` when its task is cancelled). It also counts receives, so a test can wait until the code
/// under test asked for its n-th value, instead of sleeping.
final class Mailbox<Value: Sendable>: Sendable {
    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Value?, Never>
    }

    private struct State {
        var buffer: [Value] = []
        var waiters: [Waiter] = []
        var cancelled: Set<Int> = []
        var receives = 0
        var nextID = 0
        var receiveWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Locked(State())

    /// How many times ``receive()`` was called.
    var receiveCount: Int { state.withLock { $0.receives } }

    /// Hands `value` to the first waiting receiver, or keeps it for the next one.
    func send(_ value: Value) {
        let waiter = state.withLock { state -> Waiter? in
            if state.waiters.isEmpty {
                state.buffer.append(value)
                return nil
            }
            return state.waiters.removeFirst()
        }
        waiter?.continuation.resume(returning: value)
    }

    /// The next value sent, or `nil` when the calling task is cancelled while waiting.
    func receive() async -> Value? {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
                let (now, reached) = state.withLock { state -> (Value??, [CheckedContinuation<Void, Never>]) in
                    state.receives += 1
                    let count = state.receives
                    let reached = state.receiveWaiters.filter { $0.count <= count }.map(\.continuation)
                    state.receiveWaiters.removeAll { $0.count <= count }
                    if !state.buffer.isEmpty { return (.some(state.buffer.removeFirst()), reached) }
                    if state.cancelled.contains(id) { return (.some(nil), reached) }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return (nil, reached)
                }
                if let now { continuation.resume(returning: now) }
                for waiter in reached { waiter.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                if let index = state.waiters.firstIndex(where: { $0.id == id }) {
                    return state.waiters.remove(at: index)
                }
                state.cancelled.insert(id)
                return nil
            }
            waiter?.continuation.resume(returning: nil)
        }
    }

    /// Returns once ``receive()`` has been called `count` times in all.
    func waitForReceives(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.receives >= count { return true }
                state.receiveWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
