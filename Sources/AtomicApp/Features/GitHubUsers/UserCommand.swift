import Domain
import Foundation
import Presentation
import TerminalUI

/// `atomic user LOGIN`: one GitHub user's profile, or its page in the browser with `--web`.
struct UserCommand: FeatureCommand {
    /// `--avatar`.
    static let avatar = Flag(
        "--avatar",
        help: """
            On a terminal, draw the avatar below the profile, which is printed first, in half blocks (in 24-bit colour when COLORTERM \
            says so); changes nothing in JSON or when output is not a terminal
            """)
    /// `-w`, `--web`, shared with `atomic post`.
    static let web = Flag("--web", short: "w", help: "Open the page in the web browser instead")

    /// Refuses `--web` with `--demo`: the page it opens is the real one on GitHub or JSONPlaceholder, which is
    /// not the demo data shown, and opening it would touch the network that `--demo` promises to leave alone.
    static func checkWebIsNotDemo(_ values: ParsedValues) throws(UsageError) {
        guard values.isSet(web), values.isSet(GlobalOptionDeclarations.demo) else { return }
        throw UsageError(
            "--web cannot be used with --demo: it opens the real page on GitHub or JSONPlaceholder, not the demo data",
            hint: "leave out --web to see the demo data, or --demo to open the real page")
    }

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
    /// Whether to draw the avatar above the profile.
    let showsAvatar: Bool
    /// Whether to open the profile page in the browser instead.
    let opensWeb: Bool

    /// The profile of `login`, with its avatar when `avatar`, or its page in the browser when `web`.
    init(login: GitHubLogin, avatar: Bool = false, web: Bool = false) {
        self.login = login
        showsAvatar = avatar
        opensWeb = web
    }

    /// Reads LOGIN, `--avatar` and `--web`.
    init(parsing values: ParsedValues) throws(UsageError) {
        let text = values.arguments[0]
        let login: GitHubLogin
        do {
            login = try GitHubLogin(typed: text)
        } catch {
            throw UsageError(
                "\"\(TerminalSanitizer.singleLine(text))\" is not a GitHub login: \(error.message)",
                hint: "e.g. 'atomic user octocat'")
        }
        try Self.checkWebIsNotDemo(values)
        self.init(login: login, avatar: values.isSet(Self.avatar), web: values.isSet(Self.web))
    }

    /// The profile, but not its page in the browser (`--web`).
    var showsData: Bool { !opensWeb }

    /// With `--web`, `atomic user --web` and no fields: it prints no JSON.
    var jsonFieldChoice: (name: String, fields: [String]) {
        opensWeb ? ("atomic user --web", []) : ("atomic user", Self.configuration.jsonFields)
    }

    /// Shows the profile, then the avatar below it (only for people: never in JSON, never into a pipe or a file),
    /// or opens its page. The text is written before the avatar is asked for, so a slow avatar host never holds
    /// it back: the picture follows when it comes, or the initials when it fails or runs out of time.
    func run(in runner: CommandRunner) async throws {
        if opensWeb {
            try await openPage(in: runner)
            return
        }
        let services = try await runner.makeServices()
        let user = try await services.gitHubUsers.getUser(login: login, context: runner.context)
        runner.warnIfStale(user)
        runner.console.write(
            runner.options.json ? runner.json(JSONOutput.UserDetail(user: user.value)) : runner.plain.user(user.value))
        if showsAvatar && !runner.options.json && runner.console.isTerminal {
            runner.console.write("\n" + (await runner.avatar.render(user.value, images: services.images)))
        }
        runner.warnIfBudgetIsLow(of: user)
    }

    /// Opens the profile page: the profile's `html_url` when the profile can be had (from the cache or the
    /// network) and that address is a plain https URL without control characters or spaces; otherwise
    /// `https://github.com/LOGIN`.
    private func openPage(in runner: CommandRunner) async throws {
        let profile = try? await runner.makeServices().gitHubUsers.getUser(login: login, context: runner.context)
        try await runner.browse(
            Self.plainHTTPS(profile?.value.profileURL?.absoluteString) ?? Self.gitHubPage(of: login))
    }

    /// `https://github.com/LOGIN`, the login percent-encoded as one path segment.
    static func gitHubPage(of login: GitHubLogin) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/[]")
        let segment = login.rawValue.addingPercentEncoding(withAllowedCharacters: allowed) ?? login.rawValue
        return "https://github.com/" + segment
    }

    /// `text` when it is a plain https URL with a host and no control characters, spaces or backslashes; else nil.
    static func plainHTTPS(_ text: String?) -> String? {
        guard let text, text.lowercased().hasPrefix("https://"),
            !text.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\\" }
            ),
            let components = URLComponents(string: text), components.host?.isEmpty == false,
            components.user == nil, components.password == nil
        else { return nil }
        return text
    }
}
