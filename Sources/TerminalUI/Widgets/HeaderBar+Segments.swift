extension HeaderBar {
    /// Which part of the path the header drew at `column` when it drew on `area`: 0 for the title, 1 for the
    /// breadcrumb's first screen, and so on; nil between parts (on " › "), beyond the path, and on another row.
    /// The path is laid out as ``render(into:area:)`` lays it out, cut where the row cuts it.
    public func segment(atColumn column: Int, row: Int, in area: Rect) -> Int? {
        guard !area.isEmpty, row == area.y else { return nil }
        let parts = ([title] + breadcrumb).map { TerminalSanitizer.sanitize($0) }
        let separator = " › "
        let pathWidth = TextWidth.displayWidth(of: parts.joined(separator: separator))
        let trailingWidth = TextWidth.displayWidth(of: TerminalSanitizer.sanitize(trailing))
        let room = area.width - 2
        let shown =
            trailingWidth > 0 && pathWidth + trailingWidth + 3 <= room ? room - trailingWidth - 1 : room
        let (offset, overflow) = column.subtractingReportingOverflow(area.x + 1)
        guard !overflow, offset >= 0, offset < min(shown, pathWidth) else { return nil }
        var start = 0
        let separatorWidth = TextWidth.displayWidth(of: separator)
        for (index, part) in parts.enumerated() {
            start += TextWidth.displayWidth(of: part)
            if offset < start { return index }
            start += separatorWidth
            if offset < start { return nil }
        }
        return nil
    }
}
