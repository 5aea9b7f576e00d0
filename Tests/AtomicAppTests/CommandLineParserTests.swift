import Domain
import Foundation
import Testing

@testable import AtomicApp

@Suite struct CommandLineParserTests {
    private func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> Invocation {
        try CommandLineParser(environment: environment).parse(arguments)
    }

    private func usageError(_ arguments: [String], environment: [String: String] = [:]) -> UsageError? {
        do {
            _ = try parse(arguments, environment: environment)
            return nil
        } catch {
            return error
        }
    }

    @Test func noArgumentsIsTheOverviewWithDefaults() throws {
        let invocation = try parse([])
        #expect(invocation.command == .overview)
        #expect(invocation.options == GlobalOptions())
        #expect(invocation.options.ttl == 300)
        #expect(invocation.options.timeout == 30)
        #expect(invocation.options.gitHubAPIURL.absoluteString == "https://api.github.com")
        #expect(invocation.options.postsAPIURL.absoluteString == "https://jsonplaceholder.typicode.com")
        #expect(invocation.options.logLevel == "warning")
    }

    @Test func freshStartIsOffByDefaultAndParsesAnywhere() throws {
        #expect(try parse([]).options.freshStart == false)
        #expect(try parse(["--fresh-start"]).options.freshStart)
        #expect(try parse(["users", "--fresh-start"]).options.freshStart)
        #expect(try parse(["--fresh-start", "posts"]).command == .posts)
        #expect(usageError(["--fresh-start=yes"])?.message == "option --fresh-start takes no value")
        #expect(HelpText.general.contains("--fresh-start"))
    }

    @Test func optionsMayStandBeforeOrAfterTheCommand() throws {
        #expect(try parse(["--json", "users"]) == parse(["users", "--json"]))
        #expect(try parse(["--demo", "post", "3", "--offline"]) == parse(["post", "--offline", "3", "--demo"]))
        let invocation = try parse(["--json", "--demo", "posts"])
        #expect(invocation.command == .posts)
        #expect(invocation.options.json && invocation.options.demo)
    }

    @Test func usersOptionsAndDefaults() throws {
        #expect(try parse(["users"]).command == .users(since: nil, limit: 30, perPage: 30))
        #expect(
            try parse(["users", "--since", "46", "--limit", "95", "--per-page", "30"]).command
                == .users(since: 46, limit: 95, perPage: 30))
        #expect(try parse(["users", "--limit=250"]).command == .users(since: nil, limit: 250, perPage: 100))
        #expect(try parse(["--limit", "5", "users"]).command == .users(since: nil, limit: 5, perPage: 5))
    }

    @Test func valuesWithEqualsSignOrSeparateWordAreTheSame() throws {
        #expect(try parse(["--ttl=60", "posts"]) == parse(["--ttl", "60", "posts"]))
    }

    @Test func singleItemCommands() throws {
        #expect(try parse(["user", "octocat"]).command == .user(login: GitHubLogin("octocat")))
        #expect(try parse(["post", "42"]).command == .post(id: 42))
        #expect(try parse(["cache", "info"]).command == .cacheInfo)
        #expect(try parse(["cache", "clear"]).command == .cacheClear)
        #expect(try parse(["version"]).command == .version)
        #expect(try parse(["--version"]).command == .version)
        #expect(try parse(["-V"]).command == .version)
    }

    @Test(
        "logins as GitHub has them are accepted; a leading @ and surrounding spaces are dropped",
        arguments: [
            ("octocat", "octocat"), ("octocat_acme", "octocat_acme"), ("dependabot[bot]", "dependabot[bot]"),
            ("a-b", "a-b"), (" @octocat ", "octocat"),
        ])
    func githubLogins(typed: String, login: String) throws {
        #expect(try parse(["user", typed]).command == .user(login: GitHubLogin(login)))
    }

    @Test func helpForEveryCommand() throws {
        #expect(try parse(["--help"]).command == .help(topic: nil))
        #expect(try parse(["-h"]).command == .help(topic: nil))
        #expect(try parse(["help"]).command == .help(topic: nil))
        for name in CommandLineParser.commandNames {
            #expect(try parse([name, "--help"]).command == .help(topic: name))
            #expect(try parse(["help", name]).command == .help(topic: name))
            #expect(!HelpText.text(for: name).isEmpty)
        }
        #expect(try parse(["user", "--help"]).command == .help(topic: "user"))
    }

    @Test func environmentSuppliesDefaultsAndFlagsWin() throws {
        let environment = [
            "ATOMIC_CACHE_TTL": "60",
            "ATOMIC_GITHUB_API_URL": "http://127.0.0.1:8080/",
            "ATOMIC_POSTS_API_URL": "http://127.0.0.1:9090",
            "ATOMIC_CACHE_DIR": "/tmp/atomic-env",
            "ATOMIC_LOG_LEVEL": "DEBUG",
        ]
        let fromEnvironment = try parse(["posts"], environment: environment).options
        #expect(fromEnvironment.ttl == 60)
        #expect(fromEnvironment.gitHubAPIURL.absoluteString == "http://127.0.0.1:8080")
        #expect(fromEnvironment.postsAPIURL.absoluteString == "http://127.0.0.1:9090")
        #expect(fromEnvironment.cacheDirectory == "/tmp/atomic-env")
        #expect(fromEnvironment.logLevel == "debug")

        let fromFlags = try parse(
            [
                "posts", "--ttl", "5", "--cache-dir", "/tmp/flag", "--log-level", "warn", "--github-api-url",
                "https://x.test",
            ],
            environment: environment
        ).options
        #expect(fromFlags.ttl == 5)
        #expect(fromFlags.cacheDirectory == "/tmp/flag")
        #expect(fromFlags.logLevel == "warning")
        #expect(fromFlags.gitHubAPIURL.absoluteString == "https://x.test")
    }

    @Test func timeoutComesFromTheFlagThenTheEnvironment() throws {
        #expect(try parse(["users", "--timeout", "5"]).options.timeout == 5)
        #expect(try parse(["--timeout=0.5", "users"]).options.timeout == 0.5)
        #expect(try parse(["users"], environment: ["ATOMIC_TIMEOUT": "12"]).options.timeout == 12)
        #expect(try parse(["users", "--timeout", "7"], environment: ["ATOMIC_TIMEOUT": "12"]).options.timeout == 7)
    }

    @Test(arguments: ["0", "-1", "nan", "inf", "1e308", "86401", "", "ten", "9223372036854775807"])
    func invalidTimeoutsAreUsageErrors(text: String) {
        #expect(
            usageError(["users", "--timeout", text])?.message
                == "option --timeout needs a number of seconds above 0 and at most 86400, got \"\(text)\"")
        #expect(
            usageError(["users"], environment: ["ATOMIC_TIMEOUT": text])?.message
                == "ATOMIC_TIMEOUT needs a number of seconds above 0 and at most 86400, got \"\(text)\"")
    }

    @Test func colourIsOffWithTheFlagOrNoColor() throws {
        #expect(try parse(["posts"]).options.color)
        #expect(try !parse(["posts", "--no-color"]).options.color)
        #expect(try !parse(["posts"], environment: ["NO_COLOR": "1"]).options.color)
        #expect(try parse(["posts"], environment: ["NO_COLOR": ""]).options.color)
    }

    @Test func misspelledCommandsGetASuggestion() {
        #expect(usageError(["usres"]) == UsageError("unknown command \"usres\"", hint: "did you mean 'atomic users'?"))
        #expect(usageError(["pots"])?.hint == "did you mean 'atomic posts'?")
        #expect(usageError(["cache", "inf"])?.hint == "did you mean 'atomic cache info'?")
        #expect(usageError(["frobnicate"])?.hint.hasPrefix("commands: users, user, posts") == true)
    }

    @Test func misspelledOptionsGetASuggestion() {
        #expect(usageError(["users", "--jsn"]) == UsageError("unknown option --jsn", hint: "did you mean --json?"))
        #expect(usageError(["users", "--per_page", "3"])?.hint == "did you mean --per-page?")
    }

    @Test(arguments: [
        (["users", "--limit", "0"], "--limit needs a number of users from 1, got \"0\""),
        (["users", "--limit", "ten"], "--limit needs a number of users from 1, got \"ten\""),
        (["users", "--per-page", "101"], "--per-page needs a page size from 1 to 100, got \"101\""),
        (["users", "--since", "-1"], "--since needs a GitHub user id (0 or more), got \"-1\""),
        (["users", "--limit"], "option --limit needs a value"),
        (["posts", "--limit", "3"], "option --limit only applies to 'atomic users'"),
        (["post"], "missing argument"),
        (["post", "abc"], "post ID must be a whole number from 1, got \"abc\""),
        (["post", "0"], "post ID must be a whole number from 1, got \"0\""),
        (["user"], "missing argument"),
        (["user", "a", "b"], "unexpected argument \"b\""),
        (["user", "a/b"], "\"a/b\" is not a GitHub login: a login cannot contain \"/\""),
        (["user", ".."], "\"..\" is not a GitHub login: a login cannot be \".\" or \"..\""),
        (["user", ""], "\"\" is not a GitHub login: a login cannot be empty"),
        (["user", "a\u{1B}b"], "\"a\\u{1B}b\" is not a GitHub login: a login cannot contain control characters"),
        (["posts", "extra"], "unexpected argument \"extra\""),
        (["cache"], "missing argument"),
        (["--json=yes", "posts"], "option --json takes no value"),
        (["--ttl", "-5", "posts"], "option --ttl needs a number of seconds (0 or more), got \"-5\""),
        (["--ttl", "nan", "posts"], "option --ttl needs a number of seconds (0 or more), got \"nan\""),
        (
            ["--github-api-url", "ftp://x", "users"],
            "option --github-api-url needs an http or https base URL, got \"ftp://x\""
        ),
        (
            ["--posts-api-url", "not a url", "posts"],
            "option --posts-api-url needs an http or https base URL, got \"not a url\""
        ),
        (
            ["--log-level", "loud", "posts"],
            "option --log-level needs one of trace, debug, info, notice, warning, error, critical, got \"loud\""
        ),
        (["--cache-dir=", "posts"], "the cache directory must not be empty"),
        (["help", "nothing"], "unknown command \"nothing\""),
    ])
    func usageErrorsSayWhatIsWrong(arguments: [String], message: String) {
        let error = usageError(arguments)
        #expect(error?.message == message)
        #expect(error?.hint.isEmpty == false)
    }

    @Test func badEnvironmentValuesAreUsageErrors() {
        #expect(
            usageError(["posts"], environment: ["ATOMIC_CACHE_TTL": "soon"])?.message
                == "ATOMIC_CACHE_TTL needs a number of seconds (0 or more), got \"soon\"")
        #expect(
            usageError(["posts"], environment: ["ATOMIC_LOG_LEVEL": "chatty"])?.message.hasPrefix(
                "ATOMIC_LOG_LEVEL needs one of")
                == true)
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try parse(["user", "--", "--json"]).command == .user(login: GitHubLogin("--json")))
    }

    @Test func controlCharactersInArgumentsNeverReachTheMessage() {
        let message = usageError(["user", "x\u{1B}[2Jy"])?.message ?? ""
        #expect(!message.contains("\u{1B}"))
    }

    @Test func suggestionsNeedAPlausibleTypo() {
        #expect(Suggestion.closest(to: "usres", in: ["users", "posts"]) == "users")
        #expect(Suggestion.closest(to: "xyz", in: ["users", "posts"]) == nil)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("ab", "ba") == 1)
        #expect(Suggestion.editDistance("", "abc") == 3)
    }
}
