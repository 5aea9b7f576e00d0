extension CellBuffer {
    /// Writes `text` on row `y` from column `x` so it occupies exactly `width` columns: sanitised, cut with "…"
    /// when too long, padded with spaces in `style` and placed by `alignment`.
    public mutating func write(
        _ text: String,
        x: Int,
        y: Int,
        width: Int,
        alignment: TextWidth.Alignment = .left,
        style: Style = .plain
    ) {
        write(sanitized: TerminalSanitizer.sanitize(text), x: x, y: y, width: width, alignment: alignment, style: style)
    }

    /// ``write(_:x:y:width:alignment:style:)`` for text that ``TerminalSanitizer/sanitize(_:keepNewlines:)``
    /// already cleaned, so that it is not scanned again.
    mutating func write(
        sanitized text: String, x: Int, y: Int, width: Int, alignment: TextWidth.Alignment = .left,
        style: Style = .plain
    ) {
        guard width > 0 else { return }
        // Fitting only cuts the text and pads it with spaces (or an ellipsis): it stays clean.
        let fitted = TextWidth.fit(text, toWidth: width, alignment: alignment)
        fill(Rect(x: x, y: y, width: width, height: 1), style: style)
        write(sanitized: fitted, x: x, y: y, maxWidth: width, style: style)
    }

    /// Draws a single-line box (`┌─┐│└┘`) on the edge of `rect`, with `title` in its top edge when given.
    public mutating func drawBox(_ rect: Rect, title: String? = nil, style: Style = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        write("┌" + horizontal + "┐", x: rect.x, y: rect.y, maxWidth: rect.width, style: style)
        write("└" + horizontal + "┘", x: rect.x, y: rect.maxY - 1, maxWidth: rect.width, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            write("│", x: rect.x, y: y, style: style)
            write("│", x: rect.maxX - 1, y: y, style: style)
        }
        if let title, rect.width > 4 {
            write(
                " \(TextWidth.truncate(TerminalSanitizer.sanitize(title), toWidth: rect.width - 4)) ",
                x: rect.x + 1, y: rect.y, maxWidth: rect.width - 2, style: style.adding(.bold))
        }
    }
}
