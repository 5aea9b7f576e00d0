import AtomicCore
import Foundation
import Networking

/// A transport that never answers: each call waits until its task is cancelled, then throws
/// ``NetworkError/cancelled``. It counts the calls that arrived and the calls that saw their cancellation, so a
/// test can tell a cancelled download from one left running, with no server and no clock.
final class ParkedTransport: HTTPTransport {
    private struct Call {
        var continuation: CheckedContinuation<Void, Never>?
        var isCancelled = false
    }

    private struct State {
        var calls: [Int: Call] = [:]
        var arrived = 0
        var cancelled = 0
    }

    private let state = Locked(State())

    /// The number of calls that reached the transport.
    var arrivedCount: Int { state.withLock { $0.arrived } }

    /// The number of calls that ended because their task was cancelled.
    var cancelledCount: Int { state.withLock { $0.cancelled } }

    func send(_ request: TransportRequest, limits: TransportLimits) async throws(NetworkError) -> TransportResponse {
        let id = state.withLock { state in
            state.arrived += 1
            state.calls[state.arrived] = Call()
            return state.arrived
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let isCancelled = state.withLock { state -> Bool in
                    if state.calls[id]?.isCancelled == true { return true }
                    state.calls[id]?.continuation = continuation
                    return false
                }
                if isCancelled { continuation.resume() }
            }
        } onCancel: {
            let continuation = state.withLock { state in
                state.calls[id]?.isCancelled = true
                defer { state.calls[id]?.continuation = nil }
                return state.calls[id]?.continuation
            }
            continuation?.resume()
        }
        state.withLock { state in
            state.calls[id] = nil
            state.cancelled += 1
        }
        throw .cancelled
    }
}
