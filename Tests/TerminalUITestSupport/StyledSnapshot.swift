import TerminalUI

/// The text of a drawn `CellBuffer` with its styles, readable in a diff: the framed rows as ``SnapshotFiles``
/// writes them, then one line per run of cells in a style other than plain, as `ROW COLUMNS STYLE`.
///
/// ```
/// |AtomicArch › Users                          |
/// …
/// styles (row, columns, style):
/// 0 0-43 bold reverse
/// 3 2-9 fg=cyan bold
/// ```
///
/// Columns count from 0 and the range includes both ends; a style lists its attributes (`bold`, `dim`,
/// `underline`, `reverse`) after its colours, `fg=` and `bg=` each a colour's name (`red`, `bright_red`), its
/// number of the 256 (`240`) or `#rrggbb`; the terminal's own colours are left out.
public enum StyledSnapshot {
    /// The snapshot text of `buffer`.
    public static func text(of buffer: CellBuffer) -> String {
        var lines = ["styles (row, columns, style):"]
        for y in 0..<buffer.height {
            let row = Array(buffer.row(y))
            var start = 0
            while start < row.count {
                var end = start
                while end + 1 < row.count, row[end + 1].style == row[start].style { end += 1 }
                if row[start].style != .plain {
                    lines.append("\(y) \(start)-\(end) \(describe(row[start].style))")
                }
                start = end + 1
            }
        }
        return SnapshotFiles.framed(buffer) + lines.joined(separator: "\n") + "\n"
    }

    /// `style` in words: its colours, then its attributes.
    public static func describe(_ style: Style) -> String {
        var words: [String] = []
        if style.foreground != .default { words.append("fg=" + describe(style.foreground)) }
        if style.background != .default { words.append("bg=" + describe(style.background)) }
        let attributes: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.underline, "underline"), (.reverse, "reverse"),
        ]
        words += attributes.filter { style.attributes.contains($0.0) }.map(\.1)
        return words.joined(separator: " ")
    }

    /// `color` as a config file would spell it.
    public static func describe(_ color: Color) -> String {
        switch color {
        case .default: "default"
        case .ansi(let index): ansiNames[Int(index % 16)]
        case .indexed(let index): String(index)
        case .rgb(let red, let green, let blue): "#" + [red, green, blue].map(hex).joined()
        }
    }

    private static let ansiNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "gray", "bright_red", "bright_green",
        "bright_yellow", "bright_blue", "bright_magenta", "bright_cyan", "bright_white",
    ]

    private static func hex(_ value: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }
}
