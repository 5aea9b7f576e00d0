/// A feature's name as the developer gave it (`UserGists`): an upper-camel-case Swift identifier, and the names
/// every layer derives from it.
public struct FeatureName: Hashable, Sendable, CustomStringConvertible {
    /// The name itself, the folder of the feature in each layer (`UserGists`).
    public let rawValue: String

    /// Checks that `text` can name a feature: ASCII letters and digits, starting with an upper-case letter, at most
    /// 60 characters, not a name the project's layers use for their shared folders.
    ///
    /// - Throws: ``GeneratorError/invalidName(_:reason:)`` with the rule it breaks.
    public init(_ text: String) throws(GeneratorError) {
        guard let first = text.unicodeScalars.first else {
            throw .invalidName(text, reason: "a feature needs a name")
        }
        guard text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        else { throw .invalidName(text, reason: "a Swift type name has only letters and digits (UserGists)") }
        guard ("A"..."Z").contains(first) else {
            throw .invalidName(text, reason: "a feature's name starts with an upper-case letter (UserGists)")
        }
        guard text.count <= 60 else { throw .invalidName(text, reason: "at most 60 characters") }
        guard !Self.reservedFolders.contains(text) else {
            throw .invalidName(text, reason: "the project's layers use that name for a shared folder")
        }
        rawValue = text
    }

    /// Folders of the layers' targets that are not features.
    static let reservedFolders: Set<String> = [
        "APIs", "AppState", "DTO", "Errors", "Freshness", "Provenance", "Repositories", "Status", "Home", "Inspector",
        "Navigation", "Screens", "Text", "Avatars", "Browser", "Chrome", "Loop", "Panes", "Shell", "CommandLine",
        "Composition", "Features", "Interactive", "Output", "Run", "Snapshots", "Support", "Templates",
    ]

    /// The name's words: `UserGists` → `User`, `Gists`.
    public var words: [String] { SwiftIdentifier.words(of: rawValue) }

    /// The name in lower camel case, for a property or a service field: `userGists`.
    public var propertyName: String {
        guard let first = rawValue.first else { return rawValue }
        var words = self.words
        guard !words.isEmpty else { return String(first).lowercased() + rawValue.dropFirst() }
        words[0] = words[0].lowercased()
        return words.joined()
    }

    /// The name in lower snake case, for a table: `user_gists`.
    public var snakeCaseName: String { words.map { $0.lowercased() }.joined(separator: "_") }

    /// The name in lower case with hyphens, for a command or a test name: `user-gists`.
    public var kebabCaseName: String { words.map { $0.lowercased() }.joined(separator: "-") }

    /// The words in lower case with spaces, for prose: `user gists`.
    public var prose: String { words.map { $0.lowercased() }.joined(separator: " ") }

    /// The name itself, as ``rawValue``.
    public var description: String { rawValue }
}
