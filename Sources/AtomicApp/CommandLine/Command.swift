import Domain
import Presentation

/// What the user asked `atomic` to do, after parsing: the executions ``CommandRunner`` knows.
enum Command: Equatable, Sendable {
    /// No command: the interactive app on a terminal, a short overview otherwise.
    case overview
    /// ``UsersCommand``: GitHub users from `since` (a user id), `limit` users in pages of `perPage`.
    ///
    /// This case and `user`, `posts`, `post` and `browse` are the built-in features' commands, kept as cases while
    /// ``InteractiveLaunch`` switches on them; ``CommandRunner`` runs each as its feature's ``FeatureCommand``.
    case users(since: Int?, limit: Int, perPage: Int)
    /// ``UserCommand``: one GitHub user's profile; with `avatar`, its picture above it when output is a terminal.
    case user(login: GitHubLogin, avatar: Bool = false)
    /// ``PostsCommand``: all posts.
    case posts
    /// ``PostCommand``: one post with its author and comments.
    case post(id: Int)
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
    /// ``UserCommand`` or ``PostCommand`` with `--web`: opens the page in the web browser, or prints its address
    /// when there is no browser.
    case browse(WebPage)
    /// A feature's command that runs itself (see ``FeatureCommand``).
    case feature(any FeatureCommand)

    /// Equal cases with equal values; two feature commands are equal when they are the same command with the
    /// same arguments and options.
    static func == (lhs: Command, rhs: Command) -> Bool {
        switch (lhs, rhs) {
        case (.overview, .overview), (.posts, .posts), (.cacheInfo, .cacheInfo), (.cacheClear, .cacheClear),
            (.version, .version), (.manual, .manual):
            return true
        case (.users(let a, let b, let c), .users(let d, let e, let f)): return a == d && b == e && c == f
        case (.user(let a, let b), .user(let c, let d)): return a == c && b == d
        case (.post(let a), .post(let b)): return a == b
        case (.help(let a), .help(let b)): return a == b
        case (.open(let a), .open(let b)): return a == b
        case (.completion(let a), .completion(let b)): return a == b
        case (.browse(let a), .browse(let b)): return a == b
        case (.feature(let a), .feature(let b)): return AnyHashable(a) == AnyHashable(b)
        default: return false
        }
    }
}
