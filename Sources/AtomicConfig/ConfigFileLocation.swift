import Foundation

/// Where the config file is: `$XDG_CONFIG_HOME/atomic/config.yml`, else `~/.config/atomic/config.yml`, and how
/// its path is shown (the home folder as `~`).
public struct ConfigFileLocation: Sendable, Hashable {
    /// The file's path.
    public let path: String
    /// The path with the home folder written `~`, as problems and `atomic config path` show it.
    public let displayPath: String

    /// The file's location for `environment`; `nil` when neither `XDG_CONFIG_HOME` nor `HOME` is set to an
    /// absolute path (an empty or relative `XDG_CONFIG_HOME` is ignored, as the XDG specification says).
    public init?(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let base: String
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            base = config
        } else if let home {
            base = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.config"
        } else {
            return nil
        }
        self.init(path: (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/atomic/config.yml", home: home)
    }

    /// The file at `path`, shown with `home` as `~`.
    public init(path: String, home: String? = nil) {
        self.path = path
        if let home, home.count > 1 {
            let folder = home.hasSuffix("/") ? String(home.dropLast()) : home
            displayPath = path.hasPrefix(folder + "/") ? "~" + path.dropFirst(folder.count) : path
        } else {
            displayPath = path
        }
    }

    /// The folder the file is in.
    public var folder: String { (path as NSString).deletingLastPathComponent }
}
