import AtomicCore
import Foundation
import Testing

@testable import Persistence

/// A network failure as the fetch closure would report it.
struct FakeNetworkError: Error, Equatable {
    let reason: String
}

/// A scripted server for cache-policy tests: answers each fetch with the next scripted outcome
/// and records the validators every fetch was given.
final class FakeServer<Payload: Sendable>: Sendable {
    enum Outcome: Sendable {
        case notModified
        case modified(Payload, CacheValidators)
        case failure(any Error)
    }

    private let state: Locked<(outcomes: [Outcome], calls: [CacheValidators])>

    init(_ outcomes: [Outcome]) {
        state = Locked((outcomes: outcomes, calls: []))
    }

    /// The validators of every fetch so far, in order.
    var calls: [CacheValidators] { state.withLock { $0.calls } }

    func fetch(_ validators: CacheValidators) async throws -> RevalidationResult<Payload> {
        let outcome = state.withLock { state -> Outcome? in
            state.calls.append(validators)
            return state.outcomes.isEmpty ? nil : state.outcomes.removeFirst()
        }
        switch outcome {
        case nil:
            Issue.record("the policy fetched more often than the test scripted")
            throw FakeNetworkError(reason: "unscripted")
        case .notModified:
            return .notModified
        case .modified(let payload, let validators):
            return .modified(payload, validators: validators)
        case .failure(let error):
            throw error
        }
    }
}
