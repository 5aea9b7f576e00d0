/// The styles widgets draw with. Colours are reduced or dropped by the renderer's ``ColorDepth``; the
/// selection is reverse video, so it stays visible without colour.
public struct Theme: Sendable, Hashable {
    /// The header row.
    public var header: Style
    /// The status bar row.
    public var statusBar: Style
    /// A key name in the status bar or the help overlay.
    public var key: Style
    /// The selected row of a list.
    public var selection: Style
    /// Secondary text: details, hints, separators.
    public var secondary: Style
    /// Informational notices.
    public var info: Style
    /// Warnings, such as stale or offline data.
    public var warning: Style
    /// Errors.
    public var error: Style
    /// Box borders.
    public var border: Style

    /// A theme; each style defaults to the standard one.
    public init(
        header: Style = Style(attributes: [.bold, .reverse]),
        statusBar: Style = .reverse,
        key: Style = Style(foreground: .cyan, attributes: .bold),
        selection: Style = Style(attributes: .reverse),
        secondary: Style = Style(attributes: .dim),
        info: Style = Style(foreground: .blue),
        warning: Style = Style(foreground: .yellow, attributes: .bold),
        error: Style = Style(foreground: .red, attributes: .bold),
        border: Style = Style(foreground: .gray)
    ) {
        self.header = header
        self.statusBar = statusBar
        self.key = key
        self.selection = selection
        self.secondary = secondary
        self.info = info
        self.warning = warning
        self.error = error
        self.border = border
    }

    /// The standard theme.
    public static let standard = Theme()
}
