/// Breaks text into lines that fit a width in terminal columns.
public enum TextWrapper {
    /// `text` as lines of at most `width` columns (measured with ``TextWidth``).
    ///
    /// Lines break at spaces; a word wider than `width` is broken between characters, never inside a
    /// grapheme cluster; a single character wider than `width` still gets a line of its own. Line feeds in
    /// `text` start a new line, and an empty line stays empty. Spaces at a break are dropped. A `width`
    /// below 1 is treated as 1.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        let width = max(1, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            wrapParagraph(Substring(paragraph), width: width)
        }
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ") {
            var word = String(word)
            var wordWidth = TextWidth.displayWidth(of: word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                (line, lineWidth) = ("", 0)
            }
            while wordWidth > width {
                let (head, rest) = split(word, atWidth: width)
                lines.append(head)
                word = rest
                wordWidth = TextWidth.displayWidth(of: word)
            }
            (line, lineWidth) = (word, wordWidth)
        }
        lines.append(line)
        return lines
    }

    /// The longest prefix of `word` that fits `width` (at least one character), and the rest.
    private static func split(_ word: String, atWidth width: Int) -> (String, String) {
        var head = ""
        var headWidth = 0
        var index = word.startIndex
        while index < word.endIndex {
            let characterWidth = TextWidth.displayWidth(of: word[index])
            if headWidth + characterWidth > width, !head.isEmpty { break }
            head.append(word[index])
            headWidth += characterWidth
            index = word.index(after: index)
        }
        return (head, String(word[index...]))
    }
}
