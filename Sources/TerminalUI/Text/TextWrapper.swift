/// Breaks text into lines that fit a width in terminal columns, in time linear in the text's length.
public enum TextWrapper {
    /// `text` as lines of at most `width` columns (measured with ``TextWidth``).
    ///
    /// Lines break at spaces; a word wider than `width` is broken between characters, never inside a
    /// grapheme cluster; a single character wider than `width` still gets a line of its own. Line feeds in
    /// `text` start a new line, and an empty line stays empty. Spaces at a break are dropped. A `width`
    /// below 1 is treated as 1. Each grapheme cluster is measured a fixed number of times, so the work is
    /// O(n) however long a word is.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        var visits = 0
        return wrap(text, toWidth: width, visits: &visits)
    }

    /// ``wrap(_:toWidth:)``, adding the bytes and grapheme clusters it looked at to `visits`.
    static func wrap(_ text: String, toWidth width: Int, visits: inout Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrapParagraph(paragraph, width: width, into: &lines, visits: &visits)
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, into lines: inout [String], visits: inout Int)
    {
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ") {
            let wordWidth = TextWidth.displayWidth(of: word, visits: &visits)
            // `lineWidth` never exceeds `width` and `wordWidth` is bounded by the text's length: no overflow.
            if lineWidth > 0, wordWidth < width, lineWidth + 1 + wordWidth <= width {
                line += " "
                line += word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                (line, lineWidth) = ("", 0)
            }
            guard wordWidth > width else {
                (line, lineWidth) = (String(word), wordWidth)
                continue
            }
            // Too wide for any line: cut it into pieces in one pass, each piece a slice of the word.
            var start = word.startIndex
            var pieceWidth = 0
            for index in word.indices {
                visits += 1
                let characterWidth = TextWidth.displayWidth(of: word[index])
                if pieceWidth + characterWidth > width, index > start {
                    lines.append(String(word[start..<index]))
                    (start, pieceWidth) = (index, 0)
                }
                pieceWidth += characterWidth
            }
            (line, lineWidth) = (String(word[start...]), pieceWidth)
        }
        lines.append(line)
    }
}
