extension Color {
    /// The colour `text` names, or `nil` when it names none. Case and surrounding spaces do not matter.
    ///
    /// - A name of the 16 ANSI colours: `black`, `red`, `green`, `yellow`, `blue`, `magenta`, `cyan`, `white`
    ///   (0–7), `gray` (8, also `grey` and `bright_black`), `bright_red`, `bright_green`, `bright_yellow`,
    ///   `bright_blue`, `bright_magenta`, `bright_cyan`, `bright_white` (9–15); or `default`, the terminal's own.
    /// - A number 0–255: that colour of xterm's 256 (``indexed(_:)``).
    /// - `#rrggbb` in hexadecimal: a 24-bit colour (``rgb(_:_:_:)``).
    ///
    /// The renderer writes each at the terminal's ``ColorDepth``, reduced to the nearest colour it has.
    public init?(parsing text: String) {
        let text = Self.trimmed(text).lowercased()
        if let index = Self.names[text] {
            self = index.map { .ansi($0) } ?? .default
        } else if !text.isEmpty, text.utf8.count <= 3, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let number = UInt8(text)
        {
            self = .indexed(number)
        } else if text.utf8.count == 7, text.hasPrefix("#"), let value = UInt32(text.dropFirst(), radix: 16),
            text.dropFirst().utf8.allSatisfy({ Self.hexDigits.contains($0) })
        {
            self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        } else {
            return nil
        }
    }

    /// What ``init(parsing:)`` accepts, in a few words for an error message.
    public static let parsingMeaning = "a colour name (such as red or bright_blue), a number 0-255 or #rrggbb"

    /// The names ``init(parsing:)`` knows, with their ANSI index; `nil` for `default`.
    static let names: [String: UInt8?] = [
        "default": nil, "black": 0, "red": 1, "green": 2, "yellow": 3, "blue": 4, "magenta": 5, "cyan": 6,
        "white": 7, "gray": 8, "grey": 8, "bright_black": 8, "bright_red": 9, "bright_green": 10,
        "bright_yellow": 11, "bright_blue": 12, "bright_magenta": 13, "bright_cyan": 14, "bright_white": 15,
    ]

    private static let hexDigits = Set("0123456789abcdef".utf8)

    /// `text` without the spaces and tabs at either end.
    private static func trimmed(_ text: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = text.firstIndex(where: { !isSpace($0) }), let end = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[start...end]
    }
}
