import AtomicLogger
import Foundation

/// The options every command accepts, declared once, and how they become ``GlobalOptions``: a flag wins over its
/// environment variable, which wins over the default.
enum GlobalOptionDeclarations {
    /// `--demo`.
    static let demo = Flag("--demo", help: "Serve built-in demo data; never touch the network")
    /// `--offline`.
    static let offline = Flag("--offline", help: "Never use the network; answer from the cache")
    /// `--json` and `--json=FIELDS`.
    static let json = Flag(
        "--json", inlineValueName: "FIELDS",
        help: "Print JSON; with =FIELDS (comma-separated) only those keys of each object")
    /// `--ttl`.
    static let ttl = Option(
        "--ttl", valueName: "SECONDS", help: "How long a cached answer stays fresh", environment: "ATOMIC_CACHE_TTL",
        defaultText: "300",
        parser: .seconds(
            in: 0...TimeInterval.greatestFiniteMagnitude, meaning: "a number of seconds (0 or more)", example: "300"))
    /// `--timeout`.
    static let timeout = Option(
        "--timeout", valueName: "SECONDS",
        help: "The most one command may wait on the network, every page, retry and wait included",
        environment: "ATOMIC_TIMEOUT", defaultText: "30",
        parser: .seconds(
            in: TimeInterval.leastNonzeroMagnitude...86_400,
            meaning: "a number of seconds above 0 and at most 86400", example: "30"))
    /// `--github-api-url`.
    static let gitHubAPIURL = Option(
        "--github-api-url", valueName: "URL", help: "The GitHub REST API's base URL; wins over GH_HOST",
        environment: "ATOMIC_GITHUB_API_URL", defaultText: "https://api.github.com, or GH_HOST's", parser: .baseURL)
    /// `--posts-api-url`.
    static let postsAPIURL = Option(
        "--posts-api-url", valueName: "URL", help: "The JSONPlaceholder API's base URL",
        environment: "ATOMIC_POSTS_API_URL", defaultText: "https://jsonplaceholder.typicode.com", parser: .baseURL)
    /// `--cache-dir`.
    static let cacheDirectory = Option(
        "--cache-dir", valueName: "PATH", help: "Where the cache and the log live", environment: "ATOMIC_CACHE_DIR",
        defaultText: "$XDG_CACHE_HOME/atomicarch or ~/.cache/atomicarch", completion: .directory,
        parser: .nonEmpty(meaning: "a folder path", example: "/tmp/atomic"))
    /// `--log-level`, a typed ``LogLevel``.
    static let logLevel = Option(
        "--log-level", valueName: "LEVEL", help: "The least severe level written to atomic.log in the cache folder",
        environment: "ATOMIC_LOG_LEVEL", defaultText: "warning",
        completion: .values(LogLevel.allCases.map(\.name)),
        parser: .choice(LogLevel.allCases.map { (name: $0.name, value: $0) }, aliases: ["warn": .warning]))
    /// `--no-color`.
    static let noColor = Flag("--no-color", help: "No colours or styles (NO_COLOR is honoured too)")
    /// `--fresh-start`.
    static let freshStart = Flag(
        "--fresh-start", help: "The app opens at home, ignoring the screen and selections it remembered")
    /// `--no-interactive`.
    static let noInteractive = Flag(
        "--no-interactive", help: "Print, as when output is not a terminal, instead of opening the app")
    /// `-h`, `--help`.
    static let help = Flag("--help", short: "h", help: "Show help for the command")
    /// `-V`, `--version`.
    static let version = Flag("--version", short: "V", help: "Show the version of atomic")

    /// Every global option, in the order help lists them.
    static let all: [OptionDeclaration] = [
        demo.declaration, offline.declaration, json.declaration, ttl.declaration, timeout.declaration,
        gitHubAPIURL.declaration, postsAPIURL.declaration, cacheDirectory.declaration, logLevel.declaration,
        noColor.declaration, freshStart.declaration, noInteractive.declaration, help.declaration,
        version.declaration,
    ]

    /// The global options `values` and its environment give, with defaults for the rest. `--json=FIELDS` is
    /// split here and checked later against the command's fields.
    static func resolve(_ values: ParsedValues) throws(UsageError) -> GlobalOptions {
        let environment = values.environment
        var options = GlobalOptions()
        options.demo = values.isSet(demo)
        options.offline = values.isSet(offline)
        options.json = values.isSet(json)
        if let fields = values.inlineValue(of: json) {
            options.jsonFields = try JSONFieldSelection.fields(in: fields)
        }
        options.freshStart = values.isSet(freshStart)
        let noColorVariable = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        options.color = !values.isSet(noColor) && !noColorVariable
        options.trueColor = ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
        options.interactive = !values.isSet(noInteractive)
        options.ttl = try values.value(of: ttl) ?? options.ttl
        options.timeout = try values.value(of: timeout) ?? options.timeout
        options.gitHubAPIURL = try values.value(of: gitHubAPIURL)
        options.postsAPIURL = try values.value(of: postsAPIURL) ?? options.postsAPIURL
        options.cacheDirectory = try values.value(of: cacheDirectory)
        options.logLevel = try values.value(of: logLevel) ?? options.logLevel
        // Only the two variables the launcher reads, so the options never carry a token or other secrets.
        options.browser = BrowserLauncher(environment: environment.filter { $0.key == "BROWSER" || $0.key == "PATH" })
        return options
    }
}
