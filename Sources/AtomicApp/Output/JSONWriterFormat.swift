extension JSONWriter {
    /// How JSON is laid out and whether it is coloured.
    struct Format: Sendable, Equatable {
        /// Two spaces of indentation per level and one member or element a line; otherwise one line.
        var isIndented: Bool
        /// Whether keys and values are coloured with SGR escape sequences (never inside a string's text).
        var isColored: Bool

        /// Indented, without colours: `atomic --json`'s layout before colours, and what tests compare with.
        static let indented = Format(isIndented: true, isColored: false)
        /// One line without spaces, for pipes and files.
        static let compact = Format(isIndented: false, isColored: false)
        /// Indented and coloured, for a terminal.
        static let terminal = Format(isIndented: true, isColored: true)
    }
}
