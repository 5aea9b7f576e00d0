import Presentation

/// How much of one remote text field (a bio, a post or comment body, a name) plain output shows.
///
/// GitHub limits a bio to 160 characters and JSONPlaceholder's bodies are a few hundred, so real fields are far
/// below the limit of ``maximumCharacters``, about 50 lines of an 80-column terminal. A longer field is a
/// server's mistake or an attack; plain output shows its start and says how much was left out, and `--json`
/// still carries the whole text.
enum FieldLimit {
    /// The most grapheme clusters of one field that plain output shows: 4,000.
    static let maximumCharacters = 4_000

    /// `text` when it has at most ``maximumCharacters`` characters; otherwise its first ``maximumCharacters``
    /// followed by a note such as " … 48,213 more characters; see --json". O(n) in the length of `text`.
    static func apply(_ text: String) -> String {
        guard let cut = text.index(text.startIndex, offsetBy: maximumCharacters, limitedBy: text.endIndex),
            cut < text.endIndex
        else { return text }
        let rest = text[cut...].count
        return text[..<cut] + " … \(CountText.counted(rest, "more character", "more characters")); see --json"
    }
}
