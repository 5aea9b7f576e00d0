import Domain
import Presentation

/// What the user asked `atomic` to do, after parsing.
enum Command: Equatable, Sendable {
    /// No command: the interactive app on a terminal, a short overview otherwise.
    case overview
    /// GitHub users from `since` (a user id), `limit` users in pages of `perPage`.
    case users(since: Int?, limit: Int, perPage: Int)
    /// One GitHub user's profile; with `avatar`, its picture above it when output is a terminal.
    case user(login: GitHubLogin, avatar: Bool = false)
    /// All posts.
    case posts
    /// One post with its author and comments.
    case post(id: Int)
    /// The cache's location, size and endpoints.
    case cacheInfo
    /// Deletes everything cached.
    case cacheClear
    /// Help, for one command or (nil) in general.
    case help(topic: String?)
    /// The version line.
    case version
    /// The screen a deep link names (`atomic open LINK`): the interactive app opened there on a terminal, else
    /// the command that prints the same thing.
    case open(Route)
}
