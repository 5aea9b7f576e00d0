import AtomicCommandLine
import Presentation

/// What the user asked `atomic` to do, after parsing: the app's own commands, and any feature's command, which
/// runs itself (``FeatureCommand``).
enum Command: Equatable, Sendable {
    /// No command: the interactive app on a terminal, a short overview otherwise.
    case overview
    /// The cache's location, size and endpoints.
    case cacheInfo
    /// Deletes everything cached.
    case cacheClear
    /// Help, for one command or help topic, or (nil) in general.
    case help(topic: String?)
    /// The version line.
    case version
    /// The screen a deep link names (`atomic open LINK`): the interactive app opened there on a terminal, else
    /// the command that prints the same thing.
    case open(Route)
    /// The completion script for a shell (`atomic completion bash`).
    case completion(Shell)
    /// The manual page in roff (`atomic man`).
    case manual
    /// A feature's command that runs itself (see ``FeatureCommand``): `atomic users`, `atomic user LOGIN`, `atomic
    /// posts`, `atomic post ID` and those of any other feature.
    case feature(any FeatureCommand)

    /// Equal cases with equal values; two feature commands are equal when they are the same command with the
    /// same arguments and options.
    static func == (lhs: Command, rhs: Command) -> Bool {
        switch (lhs, rhs) {
        case (.overview, .overview), (.cacheInfo, .cacheInfo), (.cacheClear, .cacheClear), (.version, .version),
            (.manual, .manual):
            return true
        case (.help(let a), .help(let b)): return a == b
        case (.open(let a), .open(let b)): return a == b
        case (.completion(let a), .completion(let b)): return a == b
        case (.feature(let a), .feature(let b)): return AnyHashable(a) == AnyHashable(b)
        default: return false
        }
    }
}
