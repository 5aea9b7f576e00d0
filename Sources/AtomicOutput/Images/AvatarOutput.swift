import AtomicCore
import TerminalUI

/// The picture a command prints for an avatar on a terminal, above or below the text it goes with.
///
/// - **Size**: ``preferredColumns`` (32) columns and half as many rows (``cells``), so a square avatar stays
///   square; fewer when the output is narrower (`COLUMNS`). The cells are drawn by the caller (libchafa's
///   symbols, or half blocks) and written with ``lines(of:)``.
/// - **Colour**: true colour when the terminal says so (`COLORTERM`), else the nearest of the 256 xterm colours,
///   and shade characters without colour (`NO_COLOR`, `--no-color`); see ``colorMode(color:trueColor:)``.
/// - **Placeholder**: when there is no image to draw (no URL, an image that cannot be downloaded or decoded), a
///   small box with the initials (``placeholder(initials:)``, ``initials(name:login:)``), so a command never fails
///   because of its avatar.
///
/// Nothing remote reaches the terminal as text: the picture is made of block shapes and colour numbers, and
/// the initials are letters picked from the sanitised name or login.
public struct AvatarOutput: Sendable, Hashable {
    /// The width of the output, in columns.
    public let width: Int
    /// How the picture is coloured.
    public let colors: ImageColorMode

    /// The most columns the picture takes: 32.
    public static let preferredColumns = 32
    /// The placeholder's outer width in columns, when the output is at least that wide: 10.
    public static let placeholderColumns = 10

    /// Avatars for output `width` columns wide, drawn in `colors`.
    public init(width: Int, colors: ImageColorMode) {
        self.width = width
        self.colors = colors
    }

    /// The columns the picture takes: ``preferredColumns``, or the output's width when narrower (at least 1).
    public var columns: Int { max(1, min(Self.preferredColumns, width)) }

    /// The rows the picture takes: half of ``columns``, rounded up, as a cell is about twice as tall as wide.
    public var rows: Int { (columns + 1) / 2 }

    /// The cells the picture is drawn in: ``columns`` × ``rows``.
    public var cells: TerminalSize { TerminalSize(columns: columns, rows: rows) }

    /// `picture`'s cells as lines with their colours (`TerminalPicture/ansiLines()`), each ending in a line feed.
    public func lines(of picture: TerminalPicture) -> String {
        picture.ansiLines().map { $0 + "\n" }.joined()
    }

    /// A box of box-drawing characters with `initials` in its middle row, each line ending in a line feed; at
    /// most ``placeholderColumns`` wide, narrower on narrow output, never narrower than the initials.
    public func placeholder(initials: String) -> String {
        let label = TextWidth.displayWidth(of: initials)
        let inner = max(label, min(Self.placeholderColumns, width) - 2)
        let left = (inner - label) / 2
        let blank = String(repeating: " ", count: inner)
        let middle =
            String(repeating: " ", count: left) + initials + String(repeating: " ", count: inner - label - left)
        let rule = String(repeating: "─", count: inner)
        return ["┌\(rule)┐", "│\(blank)│", "│\(middle)│", "│\(blank)│", "└\(rule)┘"].map { $0 + "\n" }.joined()
    }

    /// Up to two capital letters for a placeholder: the first letter or digit of the first and last words of
    /// the name (after sanitising), else of the login split at `-`, `_` and `.`; `?` when there is none.
    public static func initials(name: String?, login: String) -> String {
        Initials.of(name: name, fallback: login)
    }

    /// The colours to draw in: none when colour is off, else true colour when the terminal says it shows it,
    /// else the 256 xterm colours.
    public static func colorMode(color: Bool, trueColor: Bool) -> ImageColorMode {
        guard color else { return .none }
        return trueColor ? .trueColor : .palette256
    }
}
