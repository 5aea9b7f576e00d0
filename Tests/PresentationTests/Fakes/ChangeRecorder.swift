import AtomicCore
import Dispatch
import Observation

/// Watches an observable value through Observation and records, for every change, whether it happened on the
/// main actor.
///
/// The main actor runs its jobs on the main dispatch queue; on Linux that queue may be served by a thread other
/// than the process's first one, so the check asks the queue, not the thread.
@MainActor
final class ChangeRecorder {
    private let onMainActor = Locked<[Bool]>([])
    private let read: @MainActor @Sendable () -> Void

    /// Starts watching what `read` reads.
    init(_ read: @escaping @MainActor @Sendable () -> Void) {
        self.read = read
        MainQueueMark.install()
        track()
    }

    /// For each change so far, whether it happened on the main actor.
    var changesOnMainActor: [Bool] { onMainActor.withLock { $0 } }

    private func track() {
        withObservationTracking {
            read()
        } onChange: { [weak self, onMainActor] in
            onMainActor.withLock { $0.append(MainQueueMark.isCurrent) }
            Task { @MainActor in self?.track() }
        }
    }
}

/// A mark set on the main dispatch queue, to tell whether code runs on it.
private enum MainQueueMark {
    static let key = DispatchSpecificKey<Bool>()

    @MainActor static func install() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
