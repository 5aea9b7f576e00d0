/// A value of the config file, of its key's kind.
public enum ConfigValue: Sendable, Hashable {
    /// Text, such as a theme's name, a colour, a URL or a command.
    case text(String)
    /// On or off (`true`/`false`, also `yes`/`no`, `on`/`off`).
    case flag(Bool)
    /// A whole number, 0 or more.
    case number(Int)
    /// One key or several (`keys.open: [enter, l]`).
    case keys([String])

    /// The value as `atomic config get` prints it and `atomic config set` takes it: keys separated by commas.
    public var description: String {
        switch self {
        case .text(let text): text
        case .flag(let on): on ? "true" : "false"
        case .number(let number): String(number)
        case .keys(let keys): keys.joined(separator: ",")
        }
    }
}
