/// What `PROGRAM __complete` prints, in cobra's format: one candidate a line (`value`, or `value` and a tab and
/// its description), then `:` and the directive, a number the scripts read (``Directive``).
public struct CompletionReply: Sendable, Equatable {
    /// How the shell should treat the candidates, as cobra's `ShellCompDirective` bits say.
    public struct Directive: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: Int
        /// Makes a directive of `rawValue`'s bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Something went wrong: offer nothing.
        public static let error = Directive(rawValue: 1)
        /// No space after the word completed (a list goes on: `--json=id,`).
        public static let noSpace = Directive(rawValue: 2)
        /// No file names when there is no candidate.
        public static let noFileCompletion = Directive(rawValue: 4)
    }

    /// One word offered, with what it is.
    public struct Candidate: Sendable, Equatable {
        /// The word, as the shell puts it on the command line.
        public let value: String
        /// A short description (a title, a name), empty for none; never more than one line.
        public let description: String

        /// A candidate `value` described by `description` (its tabs and line breaks become spaces).
        public init(_ value: String, description: String = "") {
            self.value = value
            self.description = String(
                description.map { $0 == "\t" || $0.isNewline ? " " : $0 })
        }
    }

    /// The candidates, in the order offered.
    public let candidates: [Candidate]
    /// How the shell treats them.
    public let directive: Directive

    /// A reply of `candidates` with `directive` (no file names by default).
    public init(_ candidates: [Candidate], directive: Directive = .noFileCompletion) {
        self.candidates = candidates
        self.directive = directive
    }

    /// The text printed: the candidates, then the directive line, each ending in a line break. A candidate whose
    /// value holds a tab or a line break (which would break the format) is left out.
    public var text: String {
        let printable = candidates.filter { !$0.value.contains { $0 == "\t" || $0.isNewline } }
        var lines = printable.map { $0.description.isEmpty ? $0.value : "\($0.value)\t\($0.description)" }
        lines.append(":\(directive.rawValue)")
        return lines.joined(separator: "\n") + "\n"
    }
}
