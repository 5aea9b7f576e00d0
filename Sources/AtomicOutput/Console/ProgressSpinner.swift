import AtomicCore

/// A spinner on standard error while a command waits: it appears only after ``delay`` (so a quick answer never
/// flickers), turns every ``interval``, and is erased by ``stop()`` before anything else is written.
///
/// Time comes from the injected clock, so tests drive it without waiting. It is meant for a terminal: the caller
/// starts it only when standard error is one (and not `TERM=dumb`), never for a pipe. Drawing and erasing
/// happen under one lock, so no frame is drawn after the erase.
///
/// ```swift
/// let spinner = ProgressSpinner(clock: SystemClock(), write: console.writeProgress)
/// spinner.start()
/// let answer = try await slowRequest()
/// spinner.stop()  // erased, if it was drawn at all
/// ```
public final class ProgressSpinner: Sendable {
    /// The frames, in order: the Braille dots most terminal tools turn.
    public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// How long a command waits before the spinner appears: 200 ms.
    public let delay: Duration
    /// How long each frame stays: 100 ms.
    public let interval: Duration
    /// The words beside the spinner.
    public let label: String

    private struct State {
        var task: Task<Void, Never>?
        var isShown = false
        var isStopped = false
    }

    private let clock: any AppClock
    private let write: @Sendable (String) -> Void
    private let onScreen: @Sendable (Bool) -> Void
    private let state = Locked(State())

    /// A spinner that writes its frames with `write` (standard error, unsanitised: the text is the spinner's own)
    /// and tells `onScreen` `true` before its first frame is drawn and `false` once the frame is erased (the
    /// interrupt handler erases a frame that is still shown).
    public init(
        clock: any AppClock, delay: Duration = .milliseconds(200), interval: Duration = .milliseconds(100),
        label: String = "loading…", write: @escaping @Sendable (String) -> Void,
        onScreen: @escaping @Sendable (Bool) -> Void = { _ in }
    ) {
        self.onScreen = onScreen
        self.clock = clock
        self.delay = delay
        self.interval = interval
        self.label = label
        self.write = write
    }

    /// The text of frame `index` (counted from 0, wrapping around): a carriage return, the frame and the label.
    public func frame(_ index: Int) -> String {
        "\r\(Self.frames[index % Self.frames.count]) \(label)"
    }

    /// What ``stop()`` writes when a frame is shown: a carriage return and erase-to-end-of-line.
    public static let erase = "\r\u{1B}[K"

    /// Whether a frame is on the screen now.
    public var isShown: Bool { state.withLock { $0.isShown } }

    /// Starts waiting; the first frame is drawn after ``delay`` unless ``stop()`` came first. Starting twice, or
    /// after ``stop()``, does nothing.
    public func start() {
        let task = Task { [self] in
            do { try await clock.sleep(for: delay) } catch { return }
            var index = 0
            while !Task.isCancelled {
                let drawn = state.withLock { state in
                    guard !state.isStopped else { return false }
                    if !state.isShown { onScreen(true) }
                    write(frame(index))
                    state.isShown = true
                    return true
                }
                guard drawn else { return }
                index += 1
                do { try await clock.sleep(for: interval) } catch { return }
            }
        }
        let unused = state.withLock { state -> Task<Void, Never>? in
            guard state.task == nil, !state.isStopped else { return task }
            state.task = task
            return nil
        }
        unused?.cancel()
    }

    /// Stops the spinner and erases the frame if one is shown; nothing is drawn afterwards. Safe to call more
    /// than once.
    public func stop() {
        let task = state.withLock { state -> Task<Void, Never>? in
            guard !state.isStopped else { return nil }
            state.isStopped = true
            if state.isShown {
                write(Self.erase)
                state.isShown = false
                onScreen(false)
            }
            return state.task
        }
        task?.cancel()
    }
}
