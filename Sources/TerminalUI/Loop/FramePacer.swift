import Foundation

/// Decides when the next frame may be drawn so that frames come at most once per ``interval``; pure, so the
/// rule is tested without time passing.
public struct FramePacer: Sendable, Hashable {
    /// The shortest time between two frames: 16 ms (about 60 frames a second) by default.
    public let interval: Duration
    /// When the last frame was drawn; `nil` before the first.
    public private(set) var lastFrame: Date?

    /// A pacer allowing one frame per `interval`.
    public init(interval: Duration = .milliseconds(16)) {
        self.interval = interval
    }

    /// How long to wait at `now` before drawing: zero when the last frame is at least ``interval`` old (or
    /// there was none), otherwise the rest of the interval. A clock that went backwards gives zero.
    public func delay(at now: Date) -> Duration {
        guard let lastFrame else { return .zero }
        let elapsed = now.timeIntervalSince(lastFrame)
        guard elapsed >= 0 else { return .zero }
        let remaining = interval.timeInterval - elapsed
        return remaining > 0 ? .microseconds(Int64((remaining * 1e6).rounded())) : .zero
    }

    /// Records that a frame was drawn at `now`.
    public mutating func frameDrawn(at now: Date) {
        lastFrame = now
    }
}
