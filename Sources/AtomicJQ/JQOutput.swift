/// One result of a ``JQProgram``, as `gh api --jq` prints it.
public enum JQOutput: Equatable, Sendable {
    /// A JSON string's text, unquoted and unescaped (invalid UTF-8 replaced by U+FFFD); it may hold any character,
    /// control characters and line breaks included, so a terminal must be given it sanitised.
    case string(String)
    /// Any other value as compact JSON on one line (`{"login":"octocat"}`, `42`, `null`; NaN as `null`).
    case json(String)

    /// The text to print for the result: the string itself, or the JSON text.
    public var text: String {
        switch self {
        case .string(let text), .json(let text): text
        }
    }
}
