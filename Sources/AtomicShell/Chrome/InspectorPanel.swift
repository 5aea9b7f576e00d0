import Presentation
import TerminalUI

/// The inspector drawn as a box over the screen's content: each fact's label in a column, its value wrapped
/// beside it, and a footer saying how to scroll and close.
struct InspectorPanel {
    /// What the inspector says about the screen shown.
    let content: InspectorContent
    /// The styles used.
    var theme = Theme.dark
    /// The keys that scroll the inspector, as the footer names them.
    var scrollKeys = "↑↓"
    /// The keys that close it, as the footer names them.
    var closeKeys = "Esc or i"

    /// The label column's width: the widest label, at most a third of the room.
    private func labelWidth(room: Int) -> Int {
        let widest = content.lines.map { TextWidth.displayWidth(of: $0.label) }.max() ?? 0
        return min(widest, max(0, room / 3))
    }

    /// The wrapped rows at `width` columns: a label (empty on continuations) and a piece of its value.
    func rows(width: Int) -> [(label: String, text: String)] {
        let labels = labelWidth(room: width)
        let valueWidth = max(1, width - labels - 1)
        return content.lines.flatMap { line in
            Self.wrap(line.value, toWidth: valueWidth).enumerated().map { index, piece in
                (label: index == 0 ? line.label : "", text: piece)
            }
        }
    }

    /// `value` wrapped at words to `width` columns; a value with a word wider than that (a URL) is cut at the
    /// column instead, so that "GET" stays beside its address.
    static func wrap(_ value: String, toWidth width: Int) -> [String] {
        let words = value.split(separator: " ")
        guard words.contains(where: { TextWidth.displayWidth(of: String($0)) > width }) else {
            return TextWrapper.wrap(value, toWidth: width)
        }
        var rows: [String] = []
        var row = ""
        var rowWidth = 0
        for character in value {
            let characterWidth = TextWidth.displayWidth(of: String(character))
            if rowWidth + characterWidth > width, !row.isEmpty {
                rows.append(row)
                row = ""
                rowWidth = 0
            }
            row.append(character)
            rowWidth += characterWidth
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// Draws the box over `area` from wrapped row `offset`, which it clamps to the rows there are; rows that do
    /// not fit are reached by scrolling.
    func render(into buffer: inout CellBuffer, area: Rect, offset: inout Int) {
        guard area.width >= 6, area.height >= 4 else { return }
        buffer.fill(area)
        buffer.drawBox(area, title: content.title, style: theme.border)
        let inner = area.inset(by: 1)
        let room = inner.width - 2
        let labels = labelWidth(room: room)
        let all = rows(width: room)
        let visible = max(0, inner.height - 1)
        let first = min(max(0, offset), max(0, all.count - visible))
        offset = first
        for (index, row) in all.dropFirst(first).prefix(visible).enumerated() {
            let y = inner.y + index
            buffer.write(row.label, x: inner.x + 1, y: y, width: labels, style: theme.key)
            buffer.write(row.text, x: inner.x + 1 + labels + 1, y: y, width: max(0, room - labels - 1))
        }
        let more = all.count > visible ? "\(scrollKeys) scroll · " : ""
        buffer.write(
            more + "\(closeKeys) closes", x: inner.x + 1, y: inner.maxY - 1, width: room, alignment: .center,
            style: theme.secondary)
    }
}
