/// Why the feature generator refused to plan or write a feature: each case has a one-line ``message`` for the person
/// who ran it, and nothing has been written when one is thrown.
public enum GeneratorError: Error, Equatable, Sendable {
    /// The feature's name is not an upper-camel-case Swift identifier (`UserGists`).
    case invalidName(String, reason: String)
    /// A type the feature would declare already exists in the package (`Gist` in `Sources/Domain/Gists/Gist.swift`).
    case nameCollision(type: String, path: String)
    /// The `--endpoint` text is not `GET /path/{parameter}`.
    case invalidEndpoint(String, reason: String)
    /// A `--from-response` file could not be read, is not JSON, or has no shape a feature can show.
    case invalidSample(path: String, reason: String)
    /// An option was given a value it does not take, or a required one is missing.
    case invalidOption(String)
    /// A file the feature would write exists already; nothing was written.
    case fileExists(path: String)
    /// A file the feature edits does not hold the line the edit goes after (the project changed shape).
    case editAnchorMissing(path: String, anchor: String)
    /// The file system refused a read or a write.
    case fileSystem(path: String, reason: String)

    /// One line saying what was refused and why.
    public var message: String {
        switch self {
        case .invalidName(let name, let reason): "'\(name)' cannot name a feature: \(reason)"
        case .nameCollision(let type, let path): "the type \(type) exists already in \(path); choose another name"
        case .invalidEndpoint(let text, let reason): "endpoint '\(text)': \(reason)"
        case .invalidSample(let path, let reason): "\(path): \(reason)"
        case .invalidOption(let reason): reason
        case .fileExists(let path): "\(path) exists already; nothing was written (the generator never overwrites)"
        case .editAnchorMissing(let path, let anchor):
            "\(path) no longer holds the line '\(anchor)' that the generator's edit follows; nothing was written"
        case .fileSystem(let path, let reason): "\(path): \(reason)"
        }
    }
}
