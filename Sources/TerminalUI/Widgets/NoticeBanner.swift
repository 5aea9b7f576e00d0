/// A one-row notice above content, such as "offline · data from 12 min ago", styled by its ``Kind``.
public struct NoticeBanner: Widget, Sendable {
    /// How serious the notice is, which decides its mark and style.
    public enum Kind: Sendable, Hashable {
        /// Something worth knowing ("i").
        case info
        /// Something is not as it should be, but the data is usable ("!"), as stale data.
        case warning
        /// Something failed ("✗").
        case error
    }

    /// The notice's text, cut with "…" when too long.
    public var message: String
    /// How serious it is.
    public var kind: Kind
    /// The styles used.
    public var theme: Theme

    /// A notice of `kind` saying `message`.
    public init(_ message: String, kind: Kind = .info, theme: Theme = .dark) {
        self.message = message
        self.kind = kind
        self.theme = theme
    }

    /// Draws the notice on the first row of `area`.
    public func render(into buffer: inout CellBuffer, area: Rect) {
        guard !area.isEmpty else { return }
        let (mark, style) =
            switch kind {
            case .info: ("i", theme.info)
            case .warning: ("!", theme.warning)
            case .error: ("✗", theme.error)
            }
        buffer.write(
            " \(mark) \(TerminalSanitizer.sanitize(message))", x: area.x, y: area.y, width: area.width, style: style)
    }
}
