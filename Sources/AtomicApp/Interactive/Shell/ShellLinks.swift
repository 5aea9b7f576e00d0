import Foundation

/// The web pages the `o` and `y` keys use: a GitHub profile, a post.
struct ShellLinks: Sendable {
    /// The GitHub web host profiles are on, for a user whose profile URL is not known.
    var gitHubWeb = URL(string: "https://github.com")!
    /// The posts API's base URL; a post's page is `/posts/ID` under it.
    var postsBase = URL(string: "https://jsonplaceholder.typicode.com")!

    /// The profile page of `login`.
    func profile(login: String) -> URL {
        gitHubWeb.appendingPathComponent(login)
    }

    /// The page of the post `id`.
    func post(id: Int) -> URL {
        postsBase.appendingPathComponent("posts").appendingPathComponent(String(id))
    }

    /// `url` when it is a web address (http or https), so a link from a server can never start another program.
    static func web(_ url: URL?) -> URL? {
        guard let url, let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else { return nil }
        return url
    }
}
