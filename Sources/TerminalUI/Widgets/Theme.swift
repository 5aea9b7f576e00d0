/// The styles widgets draw with. Colours are reduced or dropped by the renderer's ``ColorDepth``; the
/// selection is reverse video in every theme, so it stays visible without colour.
///
/// Three themes come with the toolkit, each known by a ``Name``: ``dark`` (for a dark background, the default),
/// ``light`` (for a white one) and ``highContrast``. A person's colours replace a ``Role``'s foreground:
///
/// ```swift
/// let theme = Theme.named(.light).overriding(.key, with: .indexed(25))
/// ```
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

    /// A theme; each style defaults to the one of ``dark``.
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

    /// The theme for a dark background, the default: reverse-video bars, cyan keys, dim secondary text, blue
    /// information, yellow warnings, red errors and grey borders.
    public static let dark = Theme()

    /// ``dark`` under its first name.
    public static let standard = dark

    /// The theme for a white background: no yellow or cyan text, which a white background washes out, and no
    /// dim-only text; secondary text and borders are a dark grey (xterm 240), keys blue, warnings magenta.
    public static let light = Theme(
        header: Style(attributes: [.bold, .reverse]),
        statusBar: .reverse,
        key: Style(foreground: .blue, attributes: .bold),
        selection: Style(attributes: .reverse),
        secondary: Style(foreground: .indexed(240)),
        info: Style(foreground: .blue),
        warning: Style(foreground: .magenta, attributes: .bold),
        error: Style(foreground: .red, attributes: .bold),
        border: Style(foreground: .indexed(240))
    )

    /// The theme whose meaning does not rest on colour: everything in the terminal's own foreground, bold or
    /// underlined, nothing dim; warnings black on bright yellow and errors bright white on red, which read on
    /// any background.
    public static let highContrast = Theme(
        header: Style(attributes: [.bold, .reverse]),
        statusBar: Style(attributes: [.bold, .reverse]),
        key: Style(attributes: [.bold, .underline]),
        selection: Style(attributes: [.bold, .reverse]),
        secondary: .plain,
        info: .bold,
        warning: Style(foreground: .black, background: .ansi(11), attributes: .bold),
        error: Style(foreground: .ansi(15), background: .red, attributes: .bold),
        border: .bold
    )

    /// The theme called `name`.
    public static func named(_ name: Name) -> Theme {
        switch name {
        case .dark: dark
        case .light: light
        case .highContrast: highContrast
        }
    }

    /// The style of `role`.
    public subscript(role: Role) -> Style {
        get {
            switch role {
            case .header: header
            case .statusBar: statusBar
            case .key: key
            case .selection: selection
            case .secondary: secondary
            case .info: info
            case .warning: warning
            case .error: error
            case .border: border
            }
        }
        set {
            switch role {
            case .header: header = newValue
            case .statusBar: statusBar = newValue
            case .key: key = newValue
            case .selection: selection = newValue
            case .secondary: secondary = newValue
            case .info: info = newValue
            case .warning: warning = newValue
            case .error: error = newValue
            case .border: border = newValue
            }
        }
    }

    /// This theme with `role` drawn in `color`: the role's foreground is replaced and its attributes and
    /// background kept. A role in reverse video (the header, the status bar and the selection of every theme)
    /// shows the colour behind its text.
    public func overriding(_ role: Role, with color: Color) -> Theme {
        var theme = self
        theme[role].foreground = color
        return theme
    }
}
