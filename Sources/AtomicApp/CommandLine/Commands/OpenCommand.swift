import Presentation
import TerminalUI

/// `atomic open LINK`: the screen a deep link names.
struct OpenCommand: ParsableCommand {
    /// The `open` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the screen a link names",
        discussion: """
            Opens the interactive app at the screen LINK names; when output is not a terminal (or with --json \
            or --no-interactive) prints what the matching command prints, and --json=FIELDS takes that \
            command's fields. Links: https://github.com/LOGIN, LOGIN or @LOGIN (a profile); \
            atomic://users[?since=ID] (the users list); atomic://users/LOGIN; atomic://posts; \
            atomic://posts/ID; atomic://home (like atomic without a command).
            """,
        arguments: [ArgumentDeclaration("LINK", help: "A GitHub profile URL, a login or an atomic:// link")],
        examples: [
            Example("atomic open https://github.com/octocat", "octocat's profile"),
            Example("atomic open atomic://posts/1", "the first post"),
        ])

    /// The screen.
    let route: Route

    /// Reads LINK.
    init(parsing values: ParsedValues) throws(UsageError) {
        let text = values.arguments[0]
        do {
            route = try DeepLinkParser(routes: FeatureList.routeTypes).route(for: text)
        } catch {
            throw UsageError(
                "cannot open \"\(UserInfoHiding.quoted(text))\": \(error.message)",
                hint: "e.g. 'atomic open https://github.com/octocat' or 'atomic open atomic://posts/1'")
        }
    }

    /// Opens the screen, or prints it.
    var command: Command { .open(route) }
}
