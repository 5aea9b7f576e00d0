/// The letters a placeholder shows in place of a person's picture.
public enum Initials {
    /// Up to two capital letters: the first letter or digit of the first and last words of `name` (after
    /// sanitising), else of `fallback` (a login) split at `-`, `_` and `.`; `?` when there is none.
    public static func of(name: String?, fallback: String) -> String {
        func letters(of text: String) -> [Unicode.Scalar] {
            let words = TerminalSanitizer.sanitize(text).split { $0.isWhitespace || "-_.".contains($0) }
            return words.compactMap { word in
                word.unicodeScalars.first { $0.properties.isAlphabetic || $0.properties.numericType == .decimal }
            }
        }
        var found = name.map(letters(of:)) ?? []
        if found.isEmpty {
            found = letters(of: fallback)
        }
        guard let first = found.first else { return "?" }
        let picked = found.count > 1 ? [first, found[found.count - 1]] : [first]
        return picked.map { String($0).uppercased() }.joined()
    }
}
