import Foundation

/// The web pages the `o` and `y` keys use: a GitHub profile, a post, a posts' author.
public struct ShellLinks: Sendable, Hashable {
    /// The GitHub web host profiles are on, for a user whose profile URL is not known.
    public var gitHubWeb: URL
    /// The posts API's base URL; a post's page is `/posts/ID` under it.
    public var postsBase: URL

    /// The pages of `gitHubWeb` and `postsBase`, github.com and JSONPlaceholder by default.
    public init(
        gitHubWeb: URL = URL(string: "https://github.com")!,
        postsBase: URL = URL(string: "https://jsonplaceholder.typicode.com")!
    ) {
        self.gitHubWeb = gitHubWeb
        self.postsBase = postsBase
    }

    /// The profile page of `login`.
    public func profile(login: String) -> URL {
        gitHubWeb.appendingPathComponent(login)
    }

    /// The page of the post `id`.
    public func post(id: Int) -> URL {
        postsBase.appendingPathComponent("posts").appendingPathComponent(String(id))
    }

    /// The page of the posts' author `id` (`BASE/users/ID`).
    public func postAuthor(id: Int) -> URL {
        postsBase.appendingPathComponent("users").appendingPathComponent(String(id))
    }

    /// `url` when it is a web address (http or https), so a link from a server can never start another program.
    public static func web(_ url: URL?) -> URL? {
        guard let url, let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else { return nil }
        return url
    }
}
