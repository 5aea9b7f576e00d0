extension Theme {
    /// One of the nine styles of a theme, named as a config file's `colors` section spells it.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// ``Theme/header``.
        case header
        /// ``Theme/statusBar``.
        case statusBar = "status_bar"
        /// ``Theme/key``.
        case key
        /// ``Theme/selection``.
        case selection
        /// ``Theme/secondary``.
        case secondary
        /// ``Theme/info``.
        case info
        /// ``Theme/warning``.
        case warning
        /// ``Theme/error``.
        case error
        /// ``Theme/border``.
        case border
    }
}
