import Domain
import Presentation
import TerminalUI

/// `atomic user LOGIN`: one GitHub user's profile, or its page in the browser with `--web`.
struct UserCommand: ParsableCommand {
    /// `--avatar`.
    static let avatar = Flag(
        "--avatar",
        help: """
            On a terminal, draw the avatar above the profile in half blocks (in 24-bit colour when COLORTERM \
            says so); changes nothing in JSON or when output is not a terminal
            """)
    /// `-w`, `--web`, shared with `atomic post`.
    static let web = Flag("--web", short: "w", help: "Open the page in the web browser instead")

    /// The `user` command's declaration.
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Show one GitHub user's profile",
        discussion: """
            LOGIN is any login GitHub has, such as octocat, octocat_acme or 'dependabot[bot]'; a leading @ is \
            ignored. Empty, ".", "..", "/" and control characters are refused. Avatars are cached in the cache \
            folder's avatars (at most 50 MiB); with --offline only a cached one is drawn, and the GitHub token is \
            never sent to the avatar host. With --web the profile page opens in the browser: $BROWSER, else \
            xdg-open, else its address is printed.
            """,
        arguments: [ArgumentDeclaration("LOGIN", help: "The user's GitHub login")],
        options: [avatar.declaration, web.declaration],
        jsonFields: [
            "login", "id", "avatarUrl", "htmlUrl", "name", "company", "blog", "location", "email", "bio",
            "twitterUsername", "publicRepos", "publicGists", "followers", "following", "createdAt",
        ],
        examples: [
            Example("atomic user octocat --avatar", "the profile with its avatar"),
            Example("atomic user octocat --json=login,followers", "two fields of the profile"),
            Example("atomic user octocat --web", "the profile page in the browser"),
        ])

    /// The user.
    let login: GitHubLogin
    /// Whether to draw the avatar.
    let showsAvatar: Bool
    /// Whether to open the page in the browser.
    let opensWeb: Bool

    /// Reads LOGIN, `--avatar` and `--web`.
    init(parsing values: ParsedValues) throws(UsageError) {
        let text = values.arguments[0]
        do {
            login = try GitHubLogin(typed: text)
        } catch {
            throw UsageError(
                "\"\(TerminalSanitizer.singleLine(text))\" is not a GitHub login: \(error.message)",
                hint: "e.g. 'atomic user octocat'")
        }
        showsAvatar = values.isSet(Self.avatar)
        opensWeb = values.isSet(Self.web)
    }

    /// Shows the profile, or opens its page.
    var command: Command { opensWeb ? .browse(.user(login)) : .user(login: login, avatar: showsAvatar) }
}
