/// A pager's command line (`less -FRX`), split into the program and its arguments as a POSIX shell splits words,
/// without running a shell.
///
/// gh splits `GH_PAGER` and `PAGER` with shell-like quoting rules rather than handing them to `sh -c`, and so does
/// this type:
///
/// - blanks (spaces, tabs, line breaks) separate words;
/// - `'…'` keeps everything inside as it is;
/// - `"…"` keeps everything inside, except that a backslash before `"`, `\`, `$` or a backquote stands for that
///   character (and before a line break removes both);
/// - outside quotes a backslash keeps the next character as it is (a backslash before a line break removes both);
/// - a `#` that starts a word starts a comment to the end of the line.
///
/// Nothing is expanded: `$HOME`, `~`, `*` and backquoted commands stay as they are written, and `|`, `;`, `&`,
/// `<` and `>` are ordinary characters of a word. `less -R` runs `less` with `-R`; `"my pager" --raw` runs the program
/// named `my pager`.
///
/// ```swift
/// let command = try PagerCommand(parsing: #"less -R --prompt='page %d'"#)
/// #expect(command?.arguments == ["less", "-R", "--prompt=page %d"])
/// #expect(try PagerCommand(parsing: "cat") == nil)
/// ```
public struct PagerCommand: Sendable, Hashable {
    /// The program (looked up on `PATH` unless it names a path) and then its arguments; never empty.
    public let arguments: [String]

    /// The pager used when nothing names one: `less -FRX`, as git's and gh's documentation suggest (quit at once
    /// when the output fits one screen, keep colours, leave the output on the screen after quitting).
    public static let standardText = "less -FRX"

    /// The program to run: the first word.
    public var program: String { arguments[0] }

    /// The command `text` names, or nil when it names no pager: nothing but blanks, or `cat` alone (any path
    /// ending in `/cat` too), as git and gh read `PAGER=cat`.
    ///
    /// - Throws: ``PagerCommandError`` when a quote is not closed or the text ends with a lone backslash.
    public init?(parsing text: String) throws(PagerCommandError) {
        let words = try Self.words(in: text)
        guard let first = words.first else { return nil }
        if words.count == 1, first == "cat" || first.hasSuffix("/cat") { return nil }
        arguments = words
    }

    /// A command of `arguments` as they are, the program first; nil when `arguments` is empty.
    public init?(arguments: [String]) {
        guard !arguments.isEmpty else { return nil }
        self.arguments = arguments
    }

    /// The words of `text` under the rules above.
    /// - Throws: ``PagerCommandError`` for an unclosed quote or a trailing backslash.
    public static func words(in text: String) throws(PagerCommandError) -> [String] {
        var words: [String] = []
        var word: [Character] = []
        var inWord = false
        var characters = Array(text)[...]
        func endWord() {
            if inWord { words.append(String(word)) }
            word = []
            inWord = false
        }
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t", "\n", "\r":
                endWord()
            case "#" where !inWord:
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            case "\\":
                guard let next = characters.popFirst() else { throw .trailingBackslash }
                if next != "\n" {
                    word.append(next)
                    inWord = true
                }
            case "'":
                inWord = true
                guard let close = characters.firstIndex(of: "'") else { throw .unclosedQuote("'") }
                word.append(contentsOf: characters[..<close])
                characters = characters[characters.index(after: close)...]
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.popFirst() {
                    if next == "\"" {
                        closed = true
                        break
                    }
                    if next == "\\", let escaped = characters.first, "\"\\$`\n".contains(escaped) {
                        characters.removeFirst()
                        if escaped != "\n" { word.append(escaped) }
                    } else {
                        word.append(next)
                    }
                }
                guard closed else { throw .unclosedQuote("\"") }
            default:
                word.append(character)
                inWord = true
            }
        }
        endWord()
        return words
    }
}

/// Why a pager's command line could not be split into words.
public enum PagerCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A quote (`'` or `"`) opens a word and nothing closes it.
    case unclosedQuote(Character)
    /// The text ends with a backslash that has nothing to keep.
    case trailingBackslash

    /// One line: "the quote (\") is not closed", "it ends with a lone backslash".
    public var description: String {
        switch self {
        case .unclosedQuote(let quote): "the quote (\(quote)) is not closed"
        case .trailingBackslash: "it ends with a lone backslash"
        }
    }
}
