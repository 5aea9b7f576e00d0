/// Why a document could not be read as YAML, with the line (from 1) it was found on.
public struct YAMLError: Error, Sendable, Equatable {
    /// The line the problem was found on, from 1.
    public var line: Int
    /// What is wrong, in a few words ("not YAML: could not find expected ':'").
    public var message: String

    /// A problem `message` on `line`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
