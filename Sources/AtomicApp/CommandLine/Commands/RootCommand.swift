import AtomicCommandLine
import AtomicLogger
import AtomicShell
import Foundation
import TerminalUI

/// `atomic` itself, without a command: the interactive app on a terminal, an overview otherwise. Its options are
/// the global ones, which every command accepts before or after its name; ``GlobalOptions`` is resolved from
/// them and the environment.
struct RootCommand: FixedCommand {
    /// The program's declaration; its subcommands are ``CommandList/commands``.
    static let configuration = CommandConfiguration(
        commandName: "atomic",
        abstract: "Browse GitHub users and the JSONPlaceholder posts feed from the terminal",
        discussion: """
            On a terminal, atomic without a command opens the interactive app at home; atomic users, atomic \
            posts and atomic open LINK open it on that screen (press ? in the app for its keys). When output \
            is not a terminal, with --json or with --no-interactive, commands print instead; atomic alone then \
            prints the first 10 users and posts. --accessible shows the app as plain lines and a prompt \
            instead, for screen readers (atomic help accessibility). Flags may stand before or after the \
            command.
            """,
        subcommands: CommandList.commands,
        jsonFields: ["users", "posts"],
        examples: [
            Example("atomic --demo", "the app on built-in demo data, no network"),
            Example("atomic users -L 5 --json=login", "five logins as JSON"),
            Example("atomic users -L 5 --json=login --jq '.[].login'", "the same logins, one a line"),
            Example("atomic user octocat --web", "octocat's page in the browser"),
        ])

    /// `--demo`.
    @Flag("--demo", help: "Serve built-in demo data; never touch the network") var demo: Bool
    /// `--offline`.
    @Flag("--offline", help: "Never use the network; answer from the cache") var offline: Bool
    /// `--json` and `--json=FIELDS`; `$json` holds the fields asked for.
    @Flag(
        "--json", inlineValueName: "FIELDS",
        help: "Print JSON; with =FIELDS (comma-separated) only those keys of each object",
        inlineValue: { (text) throws(UsageError) in try JSONFieldSelection.fields(in: text) })
    var json: Bool
    /// `--jq`: the jq expression the JSON output goes through.
    @Option(
        "--jq", valueName: "EXPRESSION",
        help: "Filter the JSON output with a jq expression (needs --json); strings print raw, one result a line",
        parser: .nonEmpty(meaning: "a jq expression", example: ".[].login"))
    var jq: String?
    /// `--ttl`.
    @Option(
        "--ttl", valueName: "SECONDS", help: "How long a cached answer stays fresh", environment: "ATOMIC_CACHE_TTL",
        defaultText: "300",
        parser: .seconds(
            in: 0...TimeInterval.greatestFiniteMagnitude, meaning: "a number of seconds (0 or more)", example: "300"))
    var ttl: TimeInterval?
    /// `--timeout`.
    @Option(
        "--timeout", valueName: "SECONDS",
        help: "The most one command may wait on the network, every page, retry and wait included",
        environment: "ATOMIC_TIMEOUT", defaultText: "30",
        parser: .seconds(
            in: TimeInterval.leastNonzeroMagnitude...86_400,
            meaning: "a number of seconds above 0 and at most 86400", example: "30"))
    var timeout: TimeInterval?
    /// `--github-api-url`.
    @Option(
        "--github-api-url", valueName: "URL", help: "The GitHub REST API's base URL; wins over GH_HOST",
        environment: "ATOMIC_GITHUB_API_URL", defaultText: "https://api.github.com, or GH_HOST's", parser: .baseURL)
    var gitHubAPIURL: URL?
    /// `--posts-api-url`.
    @Option(
        "--posts-api-url", valueName: "URL", help: "The JSONPlaceholder API's base URL",
        environment: "ATOMIC_POSTS_API_URL", defaultText: "https://jsonplaceholder.typicode.com", parser: .baseURL)
    var postsAPIURL: URL?
    /// `--cache-dir`.
    @Option(
        "--cache-dir", valueName: "PATH", help: "Where the cache and the log live", environment: "ATOMIC_CACHE_DIR",
        defaultText: "$XDG_CACHE_HOME/atomicarch or ~/.cache/atomicarch", completion: .directory,
        parser: .nonEmpty(meaning: "a folder path", example: "/tmp/atomic"))
    var cacheDirectory: String?
    /// `--log-level`, a typed ``LogLevel``.
    @Option(
        "--log-level", valueName: "LEVEL", help: "The least severe level written to atomic.log in the cache folder",
        environment: "ATOMIC_LOG_LEVEL", defaultText: "warning",
        completion: .values(LogLevel.allCases.map(\.name)),
        parser: .choice(LogLevel.allCases.map { (name: $0.name, value: $0) }, aliases: ["warn": .warning]))
    var logLevel: LogLevel?
    /// `--theme`, a typed ``Theme/Name``.
    @Option(
        "--theme", valueName: "NAME",
        help: "The interactive app's colours: dark, light (for a white background) or high-contrast",
        environment: "ATOMIC_THEME", defaultText: "dark", completion: .values(Theme.Name.allCases.map(\.rawValue)),
        parser: .choice(Theme.Name.allCases.map { (name: $0.rawValue, value: $0) }))
    var theme: Theme.Name?
    /// `--avatars`, a typed ``AvatarMode``.
    @Option(
        "--avatars", valueName: "MODE",
        help: """
            How avatars are drawn: auto, symbols (libchafa's shapes in cells, every terminal), kitty or sixel (the \
            terminal's own pictures), or off (none downloaded)
            """,
        environment: "ATOMIC_AVATARS", defaultText: "auto", completion: .values(AvatarMode.allCases.map(\.rawValue)),
        parser: .choice(AvatarMode.allCases.map { (name: $0.rawValue, value: $0) }))
    var avatars: AvatarMode?
    /// `--no-color`.
    @Flag("--no-color", help: "No colours or styles in output; the app keeps only bold, dim and reverse (NO_COLOR too)")
    var noColor: Bool
    /// `--fresh-start`.
    @Flag("--fresh-start", help: "The app opens at home, ignoring the screen and selections it remembered")
    var freshStart: Bool
    /// `--no-interactive`.
    @Flag("--no-interactive", help: "Print, as when output is not a terminal, instead of opening the app")
    var noInteractive: Bool
    /// `--accessible`.
    @Flag(
        "--accessible",
        help: "Plain lines and a prompt instead of the full-screen app, for screen readers (atomic help accessibility)")
    var accessible: Bool
    /// `--no-mouse`.
    @Flag(
        "--no-mouse",
        help: "The app leaves the mouse to the terminal, so its own selection works (ATOMIC_NO_MOUSE=1 too)")
    var noMouse: Bool
    /// `--no-pager`.
    @Flag("--no-pager", help: "Print long output straight to the terminal, never through a pager")
    var noPager: Bool
    /// `-h`, `--help`.
    @Flag("--help", short: "h", help: "Show help for the command") var help: Bool
    /// `-V`, `--version`.
    @Flag("--version", short: "V", help: "Show the version of atomic") var version: Bool

    /// The app, or the overview.
    var command: Command { .overview }
}

extension GlobalOptions {
    /// The options `root`'s global flags give, with `environment` for the variables no flag stands for
    /// (`NO_COLOR`, `CLICOLOR`, `CLICOLOR_FORCE`, `COLORTERM`, `ATOMIC_NO_MOUSE`, `BROWSER`) and the defaults for
    /// the rest.
    init(_ root: RootCommand, environment: [String: String]) {
        self.init()
        demo = root.demo
        offline = root.offline
        json = root.json
        jsonFields = root.$json
        jq = root.jq
        freshStart = root.freshStart
        // As gh reads them: CLICOLOR_FORCE wins over NO_COLOR and CLICOLOR=0; the flag wins over all three.
        let noColorVariable = !(environment["NO_COLOR"] ?? "").isEmpty || environment["CLICOLOR"] == "0"
        let forceVariable = !["", "0"].contains(environment["CLICOLOR_FORCE"] ?? "")
        colorForced = !root.noColor && forceVariable
        debugTrace = ["ATOMIC_DEBUG", "GH_DEBUG"].contains { name in
            guard let value = environment[name]?.trimmingCharacters(in: .whitespaces) else { return false }
            return !value.isEmpty && value != "0" && value.lowercased() != "false"
        }
        color = !root.noColor && (forceVariable || !noColorVariable)
        trueColor = ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
        interactive = !root.noInteractive
        accessibleRequested = root.accessible
        accessibleByEnvironment = Self.asksForLines(environment)
        mouse = !root.noMouse && !["1", "true", "yes"].contains(environment["ATOMIC_NO_MOUSE"]?.lowercased() ?? "")
        ttl = root.ttl ?? ttl
        timeout = root.timeout ?? timeout
        gitHubAPIURL = root.gitHubAPIURL
        postsAPIURL = root.postsAPIURL ?? postsAPIURL
        cacheDirectory = root.cacheDirectory
        logLevel = root.logLevel ?? logLevel
        theme = root.theme ?? theme
        avatars = root.avatars ?? avatars
        terminalVariables = environment.filter { AvatarMode.terminalVariables.contains($0.key) }
        // Only the two variables the launcher reads, so the options never carry a token or other secrets.
        browser = BrowserLauncher(environment: environment.filter { $0.key == "BROWSER" || $0.key == "PATH" })
    }

    /// Whether `environment` asks for the accessible line mode: `ATOMIC_ACCESSIBLE` or `ACCESSIBLE` set to
    /// anything but the empty text, `0` or `false` (in any case), or `TERM` is `dumb`.
    static func asksForLines(_ environment: [String: String]) -> Bool {
        let asked = ["ATOMIC_ACCESSIBLE", "ACCESSIBLE"].contains { name in
            guard let value = environment[name]?.trimmingCharacters(in: .whitespaces) else { return false }
            return !value.isEmpty && value != "0" && value.lowercased() != "false"
        }
        return asked || environment["TERM"] == "dumb"
    }
}
