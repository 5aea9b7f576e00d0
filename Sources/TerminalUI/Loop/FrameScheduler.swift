import AtomicCore
import Foundation

/// Coalesces redraw requests into at most one frame per ``FramePacer/interval``.
///
/// Any number of ``requestFrame()`` calls before the frame is drawn lead to one call of `draw`, which renders
/// the state as it is then. A request right after a frame waits out the rest of the interval on the injected
/// clock, so tests drive it with a test clock.
@MainActor
public final class FrameScheduler {
    private let clock: any AppClock
    private let draw: @MainActor () -> Void
    private var pacer: FramePacer
    private var pending: Task<Void, Never>?

    /// The number of frames drawn so far.
    public private(set) var framesDrawn = 0

    /// A scheduler that calls `draw` at most once per `interval` of `clock`.
    public init(
        interval: Duration = .milliseconds(16),
        clock: any AppClock = SystemClock(),
        draw: @escaping @MainActor () -> Void
    ) {
        self.clock = clock
        self.draw = draw
        pacer = FramePacer(interval: interval)
    }

    /// Asks for a frame; does nothing more when one is already due.
    public func requestFrame() {
        guard pending == nil else { return }
        pending = Task { [weak self] in
            guard let self else { return }
            let delay = pacer.delay(at: clock.now)
            if delay > .zero {
                // Only cancellation ends the wait early, and ``cancel()`` has already cleared `pending` then.
                do { try await clock.sleep(for: delay) } catch { return }
            }
            guard !Task.isCancelled else { return }
            pending = nil
            pacer.frameDrawn(at: clock.now)
            framesDrawn += 1
            draw()
        }
    }

    /// Waits until the requested frame, if any, has been drawn.
    public func waitForPendingFrame() async {
        await pending?.value
    }

    /// Cancels a requested frame that has not been drawn yet.
    public func cancel() {
        pending?.cancel()
        pending = nil
    }
}
