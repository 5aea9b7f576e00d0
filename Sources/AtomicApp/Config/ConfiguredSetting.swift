/// A setting the config file may hold, its value in force and where that value came from, as
/// `atomic config list` shows it.
struct ConfiguredSetting: Equatable, Sendable {
    /// Where a value came from, most important first.
    enum Source: Equatable, Sendable, CustomStringConvertible {
        /// A flag on the command line.
        case flag(String)
        /// An environment variable of atomic's or gh's own (`ATOMIC_THEME`, `GH_BROWSER`, `GH_HOST`).
        case environment(String)
        /// The config file.
        case config
        /// A generic variable (`BROWSER`, `PAGER`).
        case genericEnvironment(String)
        /// Nothing set it.
        case `default`

        /// "flag --theme", "env ATOMIC_THEME", "config", "env BROWSER", "default".
        var description: String {
            switch self {
            case .flag(let name): "flag \(name)"
            case .environment(let name), .genericEnvironment(let name): "env \(name)"
            case .config: "config"
            case .default: "default"
            }
        }
    }

    /// The dotted key (`theme`, `colors.header`).
    var key: String
    /// The value in force, as `atomic config get` prints it; empty for none.
    var value: String
    /// Where it came from.
    var source: Source
}
