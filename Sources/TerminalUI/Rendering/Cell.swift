import AtomicCore

/// One character cell of the screen: the grapheme cluster it shows, how many columns that takes, and its style.
///
/// A wide character (CJK, emoji) is stored in its first cell with a ``width`` of 2, followed by a continuation
/// cell (``isContinuation``) that the renderer never writes on its own.
///
/// A cell holds no reference: an ASCII grapheme is kept as its byte, any other as its number in a table shared by
/// the process (each distinct grapheme is stored there once, when first drawn). Cells are thereby copied and
/// compared as plain bytes, which a frame of thousands of them does many times.
public struct Cell: Sendable, Hashable {
    /// The grapheme: below 128 the ASCII character with that value, otherwise an entry of ``GraphemeTable``.
    private(set) var code: UInt32
    /// Columns the grapheme occupies: 1 or 2, or 0 for the continuation cell of a wide character.
    public var width: UInt8
    /// How the cell is drawn.
    public var style: Style

    /// The grapheme cluster shown, already sanitised; empty only in a continuation cell.
    public var grapheme: String {
        get { code < 0x80 ? String(Unicode.Scalar(UInt8(code))) : GraphemeTable.shared.text(of: code) }
        set { code = GraphemeTable.shared.code(for: newValue) }
    }

    /// A cell showing `grapheme`, `width` columns wide, in `style`.
    public init(grapheme: String, width: UInt8 = 1, style: Style = .plain) {
        self.code = GraphemeTable.shared.code(for: grapheme)
        self.width = width
        self.style = style
    }

    /// A cell showing the ASCII character `byte` (below 128), one column wide, in `style`.
    init(ascii byte: UInt8, style: Style = .plain) {
        code = UInt32(byte)
        width = 1
        self.style = style
    }

    /// A space in the default style.
    public static let blank = Cell(ascii: UInt8(ascii: " "))

    /// A space in `style`.
    public static func space(_ style: Style) -> Cell { Cell(ascii: UInt8(ascii: " "), style: style) }

    /// The second cell of a wide character drawn in `style`.
    public static func continuation(_ style: Style) -> Cell {
        var cell = Cell(ascii: 0, style: style)
        cell.code = GraphemeTable.emptyCode
        cell.width = 0
        return cell
    }

    /// Whether this is the second cell of a wide character.
    public var isContinuation: Bool { width == 0 }
}

/// The graphemes of cells that are not one ASCII character, numbered from 128 in the order first seen; equal
/// graphemes (as `String` compares them) get the same number, so cells compare by number.
final class GraphemeTable: Sendable {
    /// The table of the process.
    static let shared = GraphemeTable()

    /// The number of the empty grapheme of continuation cells.
    static let emptyCode: UInt32 = 0x80

    private struct Entries {
        var codes: [String: UInt32] = ["": GraphemeTable.emptyCode]
        var texts: [String] = [""]
    }

    private let entries = Locked(Entries())

    /// The number of `text`: its byte when it is one ASCII character, otherwise its entry, added when new.
    func code(for text: String) -> UInt32 {
        let utf8 = text.utf8
        if utf8.count == 1, let byte = utf8.first, byte < 0x80 { return UInt32(byte) }
        if utf8.isEmpty { return Self.emptyCode }
        return entries.withLock { entries in
            if let code = entries.codes[text] { return code }
            let code = Self.emptyCode + UInt32(entries.texts.count)
            entries.codes[text] = code
            entries.texts.append(text)
            return code
        }
    }

    /// The grapheme numbered `code` (128 or more).
    func text(of code: UInt32) -> String {
        entries.withLock { $0.texts[Int(code - Self.emptyCode)] }
    }
}
