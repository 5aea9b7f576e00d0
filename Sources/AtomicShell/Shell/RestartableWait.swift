/// A wait of a fixed delay for one subject at a time, which a new subject starts again without a new task.
///
/// ``start(_:)`` with another subject moves the deadline to the delay from now; the one task sleeps to the
/// deadline it finds and, when the deadline moved while it slept, on to the new one, then calls `fire` with the
/// subject waited for. A shell starts its waits again at every key of a held key, so one sleeping task serves
/// the whole run of keys instead of one task started and cancelled per key (each a wake-up of a thread).
@MainActor
final class RestartableWait<Subject: Equatable & Sendable> {
    /// How long a subject is waited for, from the last ``start(_:)`` that named it.
    let delay: Duration
    /// The subject waited for; `nil` when no wait runs.
    private(set) var subject: Subject?
    /// The task sleeping until the wait is due; `nil` when none runs. It ends when the wait fires or is cancelled.
    private(set) var task: Task<Void, Never>?
    /// When the wait for ``subject`` is due.
    private var deadline: ContinuousClock.Instant?
    private let fire: @MainActor (Subject) -> Void

    /// A wait of `delay` that calls `fire` with its subject when it is due.
    init(delay: Duration, fire: @escaping @MainActor (Subject) -> Void) {
        self.delay = delay
        self.fire = fire
    }

    /// Waits ``delay`` from now for `subject` in place of the subject waited for; the subject waited for already
    /// keeps its deadline.
    func start(_ subject: Subject) {
        guard subject != self.subject else { return }
        self.subject = subject
        deadline = ContinuousClock.now.advanced(by: delay)
        guard task == nil else { return }
        task = Task { [weak self] in
            while let due = self?.deadline, ContinuousClock.now < due {
                do { try await Task.sleep(until: due, clock: .continuous) } catch { return }
            }
            self?.fireDue()
        }
    }

    /// Ends the wait without firing it.
    func cancel() {
        task?.cancel()
        task = nil
        subject = nil
        deadline = nil
    }

    /// Waits until no wait runs: through the wait running now and any wait started while it ran.
    func settle() async {
        while let task {
            await task.value
        }
    }

    private func fireDue() {
        let subject = self.subject
        task = nil
        self.subject = nil
        deadline = nil
        if let subject { fire(subject) }
    }
}
