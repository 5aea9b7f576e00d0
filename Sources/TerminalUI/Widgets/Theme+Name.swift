extension Theme {
    /// The name of one of the themes that come with the toolkit, as `--theme` and a config file spell it.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        /// ``Theme/dark``, the default.
        case dark
        /// ``Theme/light``.
        case light
        /// ``Theme/highContrast``.
        case highContrast = "high-contrast"
    }
}
