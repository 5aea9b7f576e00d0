/// Swift names made from the words of a JSON key or a feature name: `html_url` → `htmlURL`, and a keyword such as
/// `default` in backticks.
public enum SwiftIdentifier {
    /// Words that the project spells in capitals inside a name, as Swift's API guidelines ask (`htmlURL`, `nodeID`).
    static let initialisms: Set<String> = ["url", "id", "api", "html", "json", "http", "https", "ssh", "sha", "uuid"]

    /// Keywords that a property may not be named without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Any", "Type", "await",
    ]

    /// The words of `text`, split at `_`, `-`, spaces, and lower-to-upper case changes: `htmlUrl` → `html`, `url`.
    public static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            if character == "_" || character == "-" || character == " " || character == "." {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The lower-camel-case property name of `jsonKey` (`html_url` → `htmlURL`, `id` → `id`), with backticks when it
    /// is a keyword; `nil` when the key has no letters to make a name of, starts with a digit, is not ASCII (the
    /// project's lint wants ASCII identifiers), or makes a name no property can have (`self`, `init`).
    public static func propertyName(ofKey jsonKey: String) -> String? {
        let words = words(of: jsonKey).filter { !$0.isEmpty }
        guard let first = words.first, let initial = first.first, initial.isLetter,
            words.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        let head = first.lowercased()
        let tail = words.dropFirst().map { word -> String in
            let lower = word.lowercased()
            return initialisms.contains(lower) ? lower.uppercased() : lower.prefix(1).uppercased() + lower.dropFirst()
        }
        let name = ([head] + tail).joined()
        guard !["self", "init", "super", "Type", "Protocol"].contains(name) else { return nil }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` without the backticks ``propertyName(ofKey:)`` may have added.
    public static func bare(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }
}
