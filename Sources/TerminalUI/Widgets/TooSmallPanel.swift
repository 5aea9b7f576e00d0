/// What a screen draws instead of its content when the terminal is smaller than it needs: "Terminal too
/// small", the current size and the size needed, centred, so nothing is drawn cut or overlapping.
public struct TooSmallPanel: Widget, Sendable {
    /// The smallest size the screens support: 40 columns × 12 rows.
    public static let minimumSize = TerminalSize(columns: 40, rows: 12)

    /// The size needed.
    public var minimum: TerminalSize
    /// The styles used.
    public var theme: Theme

    /// A panel asking for at least `minimum`.
    public init(minimum: TerminalSize = TooSmallPanel.minimumSize, theme: Theme = .dark) {
        self.minimum = minimum
        self.theme = theme
    }

    /// Whether `size` is too small for `minimum` in either direction.
    public func isTooSmall(_ size: TerminalSize) -> Bool {
        size.columns < minimum.columns || size.rows < minimum.rows
    }

    /// Clears `area` and draws the message centred in it, as much as fits.
    public func render(into buffer: inout CellBuffer, area: Rect) {
        buffer.fill(area)
        let lines = [
            ("Terminal too small", theme.warning),
            ("\(area.width)×\(area.height), needs \(minimum.columns)×\(minimum.rows)", theme.secondary),
        ]
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (index, line) in lines.enumerated() where top + index < area.maxY {
            buffer.write(line.0, x: area.x, y: top + index, width: area.width, alignment: .center, style: line.1)
        }
    }
}
