/// The top row of a screen: the app's title and the breadcrumb of where the reader is, as
/// "AtomicArch › Users › octocat", cut with "…" when the row is too narrow.
public struct HeaderBar: Widget, Sendable {
    /// The app's name, first in the row.
    public var title: String
    /// The screens from the outermost to the current one.
    public var breadcrumb: [String]
    /// Text at the right end (a clock, a count); dropped first when the row is narrow.
    public var trailing: String
    /// The styles used.
    public var theme: Theme

    /// A header showing `title` and `breadcrumb`.
    public init(title: String, breadcrumb: [String], trailing: String = "", theme: Theme = .dark) {
        self.title = title
        self.breadcrumb = breadcrumb
        self.trailing = trailing
        self.theme = theme
    }

    /// Draws the header on the first row of `area`.
    public func render(into buffer: inout CellBuffer, area: Rect) {
        guard !area.isEmpty else { return }
        let path = ([title] + breadcrumb).map { TerminalSanitizer.sanitize($0) }.joined(separator: " › ")
        let trailingWidth = TextWidth.displayWidth(of: TerminalSanitizer.sanitize(trailing))
        let room = area.width - 2
        buffer.fill(area.row(0), style: theme.header)
        if trailingWidth > 0, TextWidth.displayWidth(of: path) + trailingWidth + 3 <= room {
            buffer.write(
                trailing, x: area.maxX - 1 - trailingWidth, y: area.y, width: trailingWidth, style: theme.header)
            buffer.write(path, x: area.x + 1, y: area.y, width: room - trailingWidth - 1, style: theme.header)
        } else {
            buffer.write(path, x: area.x + 1, y: area.y, width: room, style: theme.header)
        }
    }
}
