import AtomicCommandLine
import AtomicOutput
import Domain
import Foundation
import ImagePipeline
import Presentation
import TerminalUI

/// `atomic user LOGIN`: one GitHub user's profile, or its page in the browser with `--web`.
struct UserCommand: WebPageCommand {
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
    @Argument("LOGIN", help: "The user's GitHub login", completion: .dynamic, transform: UserCommand.login(in:))
    var login: GitHubLogin
    /// Whether to draw the avatar below the profile (`--avatar`).
    @Flag(
        "--avatar",
        help: """
            On a terminal, draw the avatar below the profile, which is printed first, as --avatars says (libchafa's \
            shapes by default, in 24-bit colour when COLORTERM says so); changes nothing in JSON or when output is not \
            a terminal
            """)
    var showsAvatar: Bool
    /// Whether to open the profile page in the browser instead (`-w`, `--web`).
    @Flag(WebFlag.name, short: WebFlag.short, help: WebFlag.help) var opensWeb: Bool

    /// The profile of `login`, with its avatar when `avatar`, or its page in the browser when `web`.
    init(login: GitHubLogin, avatar: Bool = false, web: Bool = false) {
        self.init()
        self.login = login
        showsAvatar = avatar
        opensWeb = web
    }

    /// A profile yet to be read from a command line.
    init() {}

    /// With `--avatar`, a kitty or sixel picture (`--avatars`) is written, so the output is not paged.
    func writesTerminalGraphics(with options: GlobalOptions) -> Bool {
        showsAvatar && !opensWeb && !options.json && [.kitty, .sixel].contains(options.resolvedAvatars)
    }

    /// The login `text` is (a leading `@` dropped), or the usage error that says why it is none.
    static func login(in text: String) throws(UsageError) -> GitHubLogin {
        do {
            return try GitHubLogin(typed: text)
        } catch {
            throw UsageError(
                "\"\(TerminalSanitizer.singleLine(text))\" is not a GitHub login: \(error.message)",
                hint: "e.g. 'atomic user octocat'")
        }
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
            runner.options.json
                ? runner.output.json(JSONOutput.UserDetail(user: user.value)) : runner.output.plain.user(user.value))
        if showsAvatar && !runner.options.json && runner.console.isTerminal {
            runner.console.write("\n" + (await Self.avatar(of: user.value, images: services.images, in: runner)))
        }
        runner.warnIfBudgetIsLow(of: user)
    }

    /// The picture of `user`'s avatar loaded through `images`, fitted to the console's width and drawn as
    /// ``GlobalOptions/avatars`` says (libchafa's symbols coloured as the runner's style allows, 24-bit with
    /// ``GlobalOptions/trueColor``, or a kitty or sixel picture), or the placeholder with the initials when avatars
    /// are off, there is no `http(s)` avatar URL, no pipeline, or an image that cannot be had; each line ends in a
    /// line feed.
    private static func avatar(
        of user: GitHubUserDetail, images: ImagePipeline?, in runner: CommandRunner
    ) async -> String {
        let output = AvatarOutput(
            width: runner.console.width,
            colors: AvatarOutput.colorMode(color: runner.output.style.isEnabled, trueColor: runner.options.trueColor))
        let placeholder = output.placeholder(initials: AvatarOutput.initials(name: user.name, login: user.login))
        guard runner.options.avatars != .off, let url = user.avatarURL, let images,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return placeholder }
        let painter = AvatarPainter(
            mode: runner.options.avatars, environment: runner.options.terminalVariables, colors: output.colors,
            cellPixels: PixelBox.cell(ofTerminalOn: STDOUT_FILENO), logger: images.configuration.logger)
        // The pipeline logs why an image failed; here every failure means the placeholder.
        guard
            let image = try? await images.image(
                for: ImageRequest(url: url, targetSize: painter.pixelSize(for: output.cells)))
        else { return placeholder }
        if let sequence = painter.sequence(of: image, cells: output.cells) {
            return String(decoding: sequence, as: UTF8.self) + "\n"
        }
        return output.lines(of: painter.picture(of: image, cells: output.cells))
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
