/// One line typed at the line shell's prompt, read as a command: a number opens that row, a letter is a command
/// (or a route or search the screen offers), `/` filters.
///
/// ```swift
/// LineCommand("3")          // .open(3)
/// LineCommand("/ oct")      // .filter("oct")
/// LineCommand("s swift")    // .letter("s", argument: "swift")
/// ```
public enum LineCommand: Sendable, Equatable {
    /// Nothing typed: the prompt is asked again.
    case nothing
    /// Open the row with this number, as the screen numbers them (from 1).
    case open(Int)
    /// `n`: the next page of the list.
    case nextPage
    /// `p`: the previous page of the list.
    case previousPage
    /// `/ TEXT`: keep only the rows that match; `/` alone shows them all again.
    case filter(String)
    /// `r`: retry what failed, else ask again.
    case refresh
    /// `b`: back one screen.
    case back
    /// `q`: leave the app.
    case quit
    /// `?` or `h`: the commands of the screen shown.
    case help
    /// A letter the screen may offer (a related route such as `f` followers, a search such as `s`), with the text
    /// typed after it, if any.
    case letter(Character, argument: String?)
    /// A line that is none of the above, as typed.
    case unknown(String)

    /// The letters that are the shell's own on a list; a route or search behind one of them is not offered there.
    public static let listLetters: Set<Character> = ["n", "p", "r", "b", "q", "h", "?", "/"]
    /// The letters that are the shell's own on any other screen.
    public static let screenLetters: Set<Character> = ["r", "b", "q", "h", "?", "/"]

    /// The command `line` types, white space around it ignored; `isList` tells whether `n` and `p` page a list or
    /// are letters the screen may offer.
    public init(_ line: String, isList: Bool = true) {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.isEmpty {
            self = .nothing
        } else if text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
            // A number too large for an Int is a row that is not there, as any row past the last is.
            self = .open(Int(text) ?? Int.max)
        } else if text.hasPrefix("/") {
            self = .filter(String(text.dropFirst()).trimmingCharacters(in: .whitespaces))
        } else {
            let word = text.prefix { !$0.isWhitespace }
            let rest = text.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            self = Self.word(String(word), rest: rest.isEmpty ? nil : rest, isList: isList)
        }
    }

    private static func word(_ word: String, rest: String?, isList: Bool) -> LineCommand {
        // A letter is taken as typed (`R` repositories is not `r` refresh); a word in any case.
        switch (word.count == 1 ? word : word.lowercased(), rest) {
        case ("q", nil), ("quit", nil), ("exit", nil): return .quit
        case ("b", nil), ("back", nil): return .back
        case ("r", nil), ("refresh", nil): return .refresh
        case ("?", nil), ("h", nil), ("help", nil): return .help
        case ("n", nil) where isList, ("next", nil) where isList: return .nextPage
        case ("p", nil) where isList, ("previous", nil) where isList: return .previousPage
        default:
            guard word.count == 1, let letter = word.first else {
                return .unknown(word + (rest.map { " " + $0 } ?? ""))
            }
            return .letter(letter, argument: rest)
        }
    }
}
