import Foundation

/// How much of one remote text field (a bio, a post or comment body, a name) plain output shows.
///
/// GitHub limits a bio to 160 characters and JSONPlaceholder's bodies are a few hundred, so real fields are far
/// below the limit of ``maximumCharacters``, about 50 lines of an 80-column terminal. A longer field is a
/// server's mistake or an attack; plain output shows its start and says how much was left out, and `--json`
/// still carries the whole text.
public enum FieldLimit {
    /// The most grapheme clusters of one field that plain output shows: 4,000.
    public static let maximumCharacters = 4_000

    /// `text` when it has at most ``maximumCharacters`` characters; otherwise its first ``maximumCharacters``
    /// followed by a note such as " … 48,213 more characters; see --json" (the count grouped by thousands with a
    /// comma, whatever the locale, as every count people read). O(n) in the length of `text`.
    public static func apply(_ text: String) -> String {
        guard let cut = text.index(text.startIndex, offsetBy: maximumCharacters, limitedBy: text.endIndex),
            cut < text.endIndex
        else { return text }
        let rest = text[cut...].count
        let count = rest.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        return text[..<cut] + " … \(count) more \(rest == 1 ? "character" : "characters"); see --json"
    }
}
