import AtomicCommandLine
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
            atomic://posts/ID; atomic://home (like atomic without a command).
            """,
        examples: [
            Example("atomic open https://github.com/octocat", "octocat's profile"),
            Example("atomic open atomic://posts/1", "the first post"),
        ])

    /// The screen.
    @Argument(
        "LINK", help: "A GitHub profile URL, a login or an atomic:// link", transform: OpenCommand.route(for:))
    var route: Route

    /// The route `text` links to, or the usage error that shows a link.
    static func route(for text: String) throws(UsageError) -> Route {
        do {
            return try DeepLinkParser(routes: FeatureList.routeTypes).route(for: text)
        } catch {
            throw UsageError(
                "cannot open \"\(UserInfoHiding.quoted(text))\": \(error.message)",
                hint: "e.g. 'atomic open https://github.com/octocat' or 'atomic open atomic://posts/1'")
        }
    }

    /// Opens the screen, or prints it.
    var command: Command { .open(route) }
}
