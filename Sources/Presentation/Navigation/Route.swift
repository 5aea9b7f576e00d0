/// A screen of the app, as data: where navigation goes, what a deep link names, what a shell remembers.
///
/// `Codable` so a shell can store the last route and open it again; encoded with Swift's synthesized form for
/// enums, for example `{"user":{"login":"octocat"}}`.
public enum Route: Sendable, Hashable, Codable {
    /// The home screen: the two features with their status lines (`atomic://home`).
    case home
    /// The list of GitHub users, starting after the user with id `since` (from the start when `nil`)
    /// (`atomic://users?since=42`).
    case users(since: Int?)
    /// One GitHub user's profile; the login as given, checked when the profile is loaded
    /// (`atomic://users/octocat`, `https://github.com/octocat`).
    case user(login: String)
    /// The posts feed: every post with its author and comment count (`atomic://posts`).
    case posts
    /// One post with its author and comments (`atomic://posts/3`).
    case post(id: Int)
}
