/// A one-row activity indicator: a turning braille dot and a label, as "⠹ Loading more…". Immediate mode: the
/// caller passes the frame number (`tick`), advanced by a timer while work is in flight.
public struct Spinner: Widget, Sendable {
    /// The frames of the animation, one column each.
    public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// How long each frame shows: 80 ms.
    public static let frameDuration = Duration.milliseconds(80)

    /// The frame number; any value, taken modulo the frame count.
    public var tick: Int
    /// Text after the dot.
    public var label: String
    /// The style of the dot and the label.
    public var style: Style

    /// A spinner at frame `tick` with `label`.
    public init(tick: Int, label: String, style: Style = .plain) {
        self.tick = tick
        self.label = label
        self.style = style
    }

    /// The frame shown at `tick`.
    public static func frame(at tick: Int) -> String {
        let count = frames.count
        return frames[((tick % count) + count) % count]
    }

    /// Draws the spinner on the first row of `area`.
    public func render(into buffer: inout CellBuffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.write(Self.frame(at: tick) + " " + label, x: area.x, y: area.y, width: area.width, style: style)
    }
}
