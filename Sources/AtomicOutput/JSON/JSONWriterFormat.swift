extension JSONWriter {
    /// How JSON is laid out and whether it is coloured.
    public struct Format: Sendable, Equatable {
        /// Two spaces of indentation per level and one member or element a line; otherwise one line.
        public let isIndented: Bool
        /// Whether keys and values are coloured with SGR escape sequences (never inside a string's text).
        public let isColored: Bool

        /// Indented, without colours: `atomic --json`'s layout before colours, and what tests compare with.
        public static let indented = Format(isIndented: true, isColored: false)
        /// One line without spaces, for pipes and files.
        public static let compact = Format(isIndented: false, isColored: false)
        /// Indented and coloured, for a terminal.
        public static let terminal = Format(isIndented: true, isColored: true)
    }
}
