import Domain

/// A page `--web` opens in the browser.
enum WebPage: Equatable, Sendable {
    /// A GitHub user's profile page.
    case user(GitHubLogin)
    /// A post on the JSONPlaceholder site.
    case post(id: Int)
}
