import TerminalUI

/// Lays help out in a width: section headings, wrapped paragraphs and two-column lists, no line wider than
/// ``width`` columns.
public struct HelpLayout: Sendable {
    /// The fewest columns a layout takes, however narrow the width it is given.
    public static let narrowest = 20

    /// The most columns a line may take; at least ``narrowest``.
    public let width: Int
    /// The lines laid out so far.
    public private(set) var lines: [String] = []

    /// An empty layout for `width` columns (at least ``narrowest``).
    public init(width: Int) {
        self.width = max(Self.narrowest, width)
    }

    /// The text laid out, each line ending in a newline.
    public var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// A heading in capitals, after an empty line unless it comes first.
    public mutating func heading(_ title: String) {
        if !lines.isEmpty { lines.append("") }
        lines.append(title)
    }

    /// `text` wrapped to the width after `indent` spaces, the lines after the first indented `hanging` more
    /// (so a long command line reads as one).
    public mutating func paragraph(_ text: String, indent: Int = 2, hanging: Int = 0) {
        let pad = String(repeating: " ", count: indent)
        let hangingPad = pad + String(repeating: " ", count: hanging)
        for (index, line) in TextWrapper.wrap(text, toWidth: width - indent - hanging).enumerated() {
            lines.append(line.isEmpty ? "" : (index == 0 ? pad : hangingPad) + line)
        }
    }

    /// An empty line.
    public mutating func blank() {
        lines.append("")
    }

    /// Rows of a term and its description: side by side when the terms leave room for the descriptions,
    /// otherwise each description under its term, indented further.
    public mutating func definitions(_ rows: [(String, String)], separator: String = "  ") {
        let termWidth = rows.map { TextWidth.displayWidth(of: $0.0) }.max() ?? 0
        let column = 2 + termWidth + separator.count
        let sideBySide = width - column >= 24
        for (term, description) in rows {
            if sideBySide {
                let wrapped = TextWrapper.wrap(description, toWidth: width - column)
                let padding = String(repeating: " ", count: termWidth - TextWidth.displayWidth(of: term))
                for (index, line) in wrapped.enumerated() {
                    let left =
                        index == 0 ? "  " + term + padding + separator : String(repeating: " ", count: column)
                    lines.append(left + line)
                }
            } else {
                paragraph(term, indent: 2)
                paragraph(description, indent: 6)
            }
        }
    }
}
