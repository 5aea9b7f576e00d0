/// Patterns for SQLite's `LIKE … ESCAPE '\'`, with the pattern's own characters (`%`, `_`, `\`) escaped so that the
/// text typed matches only itself.
public enum LikePattern {
    /// The pattern matching every text that begins with `prefix` (in any ASCII letter case, as `LIKE` compares),
    /// for a statement that writes `LIKE ? ESCAPE '\'`.
    public static func prefix(_ prefix: String) -> String {
        var pattern = ""
        for character in prefix {
            if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern + "%"
    }
}
