extension JSONWriter {
    /// A member's key quoted and escaped once, for ``JSONWriter`` to copy each time it is written: for
    /// the members of the rows of a long list, which would otherwise be escaped again on every row.
    public struct Key: Sendable, Equatable {
        /// The key as text: what `--json=FIELDS` selects by.
        public let name: String
        /// ``name`` as a JSON string, in UTF-8: in quotes and escaped as ``JSONEscaping`` escapes any string.
        public let quoted: [UInt8]

        /// The key `name`.
        public init(_ name: String) {
            self.name = name
            var text = name
            var quoted: [UInt8] = []
            text.withUTF8 { JSONEscaping.appendQuoted($0, to: &quoted) }
            self.quoted = quoted
        }
    }
}
