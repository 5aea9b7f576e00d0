import AtomicCommandLine
import Foundation
import Presentation

/// `atomic open LINK`: the screen a deep link names.
struct OpenCommand: AppCommand {
    /// The `open` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the screen a link names",
        discussion: """
            Opens the interactive app at the screen LINK names; when output is not a terminal (or with --json \
            or --no-interactive) prints what the matching command prints, and --json=FIELDS takes that \
            command's fields. Links: https://github.com/LOGIN, LOGIN or @LOGIN (a profile); \
            atomic://users[?since=ID] (the users list); atomic://users/LOGIN; \
            atomic://users/LOGIN/followers, /following and /repos, or GitHub's \
            https://github.com/LOGIN?tab=followers, ?tab=following and ?tab=repositories; \
            atomic://search/users?q=QUERY or https://github.com/search?q=QUERY&type=users; atomic://posts; \
            atomic://posts/ID; atomic://posts/authors/ID (an author of posts); atomic://posts?user=ID or \
            atomic://posts/authors/ID/posts (an author's posts); the posts API's own addresses, under \
            https://jsonplaceholder.typicode.com or the --posts-api-url given: /posts, /posts/ID, /users/ID, \
            /posts?userId=ID and /users/ID/posts (what 'atomic post ID --web' and 'atomic author ID --web' open); \
            atomic://home (like atomic without a command).
            """,
        examples: [
            Example("atomic open https://github.com/octocat", "octocat's profile"),
            Example("atomic open atomic://posts/1", "the first post"),
            Example("atomic open https://jsonplaceholder.typicode.com/users/1", "the first post's author"),
        ])

    /// The link as given.
    @Argument(
        "LINK", help: "A GitHub profile URL, a login, a posts API URL or an atomic:// link", completion: .dynamic)
    var link: String

    /// The route `text` links to, a posts link under `postsAPIURL` or JSONPlaceholder's included, or the usage error
    /// that shows a link.
    static func route(for text: String, postsAPIURL: URL) throws(UsageError) -> Route {
        do {
            return try DeepLinkParser(postsAPIURLs: [postsAPIURL], routes: FeatureList.routeTypes).route(for: text)
        } catch {
            throw UsageError(
                "cannot open \"\(UserInfoHiding.quoted(text))\": \(error.message)",
                hint: "e.g. 'atomic open https://github.com/octocat' or 'atomic open atomic://posts/1'")
        }
    }

    /// Opens the screen the link names, or prints it; the link's posts addresses are read under the
    /// `--posts-api-url` of `options` as well as JSONPlaceholder's.
    ///
    /// - Throws: ``UsageError`` when the link names no screen.
    func command(with options: GlobalOptions) throws(UsageError) -> Command {
        .open(try Self.route(for: link, postsAPIURL: options.postsAPIURL))
    }
}
