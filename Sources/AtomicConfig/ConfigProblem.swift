/// One thing wrong with the config file, as one line naming the file, the line and the key:
/// `~/.config/atomic/config.yml:7: unknown key "colour" (did you mean "colors"?)`. The value it concerns keeps its
/// default.
public struct ConfigProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file as people read its path (the home folder as `~`).
    public var file: String
    /// The line, from 1; `nil` for a problem of the whole file (too large, unreadable).
    public var line: Int?
    /// The dotted key the problem is about, if any.
    public var key: String?
    /// What is wrong, after the key.
    public var message: String

    /// A problem of `key` on `line` of `file`, saying `message`.
    public init(file: String, line: Int?, key: String?, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `FILE:LINE: KEY: MESSAGE`, without the parts it has none of.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return key.map { "\(place): \($0): \(message)" } ?? "\(place): \(message)"
    }
}
