import Domain

/// The work one screen runs: at most one task per slot, and a generation that ``cancelAll()`` moves on, so that
/// a result arriving after the screen went away is recognised and dropped.
@MainActor
final class ScreenWork {
    /// What a task does; one task per slot runs at a time.
    enum Slot: Hashable {
        /// The first load.
        case first
        /// The load of the page on this side of a list's window.
        case page(PageDirection)
        /// A refresh the person asked for.
        case refresh
        /// Loading pages until a remembered item is among the items.
        case reveal
        /// Moving a list's window to another page (``PagedListModel/jump(to:)``).
        case jump
    }

    /// Identifies the generation a task started in, and carries the context its loads run under.
    struct Token: Equatable {
        fileprivate let generation: Int
        /// The context of the task's loads: the trigger it was started for (no deadline: a screen's loads take the
        /// time each request is configured with). Passed to every use case the task calls.
        let context: LoadContext
    }

    private var generation = 0
    private var nextID = 0
    private var tasks: [Slot: (id: Int, task: Task<Void, Never>)] = [:]

    /// Whether a task runs in `slot`.
    func isRunning(_ slot: Slot) -> Bool { tasks[slot] != nil }

    /// The task running in `slot`, if any, for work that must follow it.
    func task(in slot: Slot) -> Task<Void, Never>? { tasks[slot]?.task }

    /// Whether any task runs.
    var isIdle: Bool { tasks.isEmpty }

    /// Starts `body` in `slot`, replacing (and cancelling) a task already there, and returns the task; `body` gets
    /// a token whose ``Token/context`` holds `trigger`, for the loads it makes.
    func start(
        _ slot: Slot, trigger: LoadTrigger, _ body: @escaping @MainActor (Token) async -> Void
    ) -> Task<Void, Never> {
        tasks[slot]?.task.cancel()
        nextID += 1
        let id = nextID
        let token = Token(generation: generation, context: LoadContext(trigger: trigger))
        let task = Task { @MainActor [weak self] in
            await body(token)
            self?.finished(slot, id: id)
        }
        tasks[slot] = (id, task)
        return task
    }

    /// Whether a task of `token`'s generation may still change the state: the screen's work was not cancelled
    /// since it started, and neither was the task itself.
    func isCurrent(_ token: Token) -> Bool {
        token.generation == generation && !Task.isCancelled
    }

    /// Cancels every task and makes every running task's token out of date.
    func cancelAll() {
        generation += 1
        for entry in tasks.values { entry.task.cancel() }
        tasks.removeAll()
    }

    /// Cancels the task in `slot`; the others keep running.
    func cancel(_ slot: Slot) {
        tasks[slot]?.task.cancel()
        tasks[slot] = nil
    }

    /// Waits for `load` (nothing when `nil`); cancelling the calling task cancels it. An intent's `task()` form:
    /// the work of `appear()`, awaited.
    static func wait(for load: Task<Void, Never>?) async {
        guard let load else { return }
        await withTaskCancellationHandler {
            await load.value
        } onCancel: {
            load.cancel()
        }
    }

    private func finished(_ slot: Slot, id: Int) {
        if tasks[slot]?.id == id { tasks[slot] = nil }
    }
}
