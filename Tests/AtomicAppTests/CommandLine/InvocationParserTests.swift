import AtomicLogger
import Domain
import Foundation
import Testing

@testable import AtomicApp

/// Parsing against the declarations: commands, typed options, environment fallbacks and usage errors.
@Suite struct InvocationParserTests {
    private func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> Invocation {
        try InvocationParser(environment: environment).parse(arguments)
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
        #expect(invocation.options.gitHubAPIURL == nil)
        #expect(invocation.options.postsAPIURL.absoluteString == "https://jsonplaceholder.typicode.com")
        #expect(invocation.options.logLevel == .warning)
        #expect(invocation.options.jsonFields == nil)
    }

    @Test func optionsMayStandBeforeOrAfterTheCommand() throws {
        #expect(try parse(["--json", "users"]) == parse(["users", "--json"]))
        #expect(try parse(["--demo", "post", "3", "--offline"]) == parse(["post", "--offline", "3", "--demo"]))
        #expect(try parse(["--fresh-start", "posts"]).options.freshStart)
        #expect(try parse(["--ttl=60", "posts"]) == parse(["--ttl", "60", "posts"]))
    }

    @Test func usersOptionsAreTypedWithTheirDefaults() throws {
        #expect(try parse(["users"]).command == UsersCommand(since: nil, limit: 30, perPage: 30).command)
        #expect(
            try parse(["users", "--since", "46", "--limit", "95", "--per-page", "30"]).command
                == UsersCommand(since: 46, limit: 95, perPage: 30).command)
        #expect(
            try parse(["users", "--limit=250"]).command == UsersCommand(since: nil, limit: 250, perPage: 100).command)
        #expect(try parse(["--limit", "5", "users"]).command == UsersCommand(since: nil, limit: 5, perPage: 5).command)
    }

    @Test("-L is --limit, written apart or attached") func shortLimit() throws {
        #expect(try parse(["users", "-L", "5"]).command == UsersCommand(since: nil, limit: 5, perPage: 5).command)
        #expect(try parse(["users", "-L5"]).command == UsersCommand(since: nil, limit: 5, perPage: 5).command)
        #expect(try parse(["-L", "7", "users"]) == parse(["users", "--limit", "7"]))
    }

    @Test func singleItemCommands() throws {
        #expect(try parse(["user", "octocat"]).command == UserCommand(login: GitHubLogin("octocat")).command)
        #expect(
            try parse(["user", "@octocat", "--avatar"]).command
                == UserCommand(login: GitHubLogin("octocat"), avatar: true).command)
        #expect(try parse(["post", "42"]).command == PostCommand(id: 42).command)
        #expect(try parse(["cache", "info"]).command == .cacheInfo)
        #expect(try parse(["cache", "clear"]).command == .cacheClear)
        #expect(try parse(["version"]).command == .version)
        #expect(try parse(["--version"]).command == .version)
        #expect(try parse(["-V"]).command == .version)
        #expect(try parse(["man"]).command == .manual)
        #expect(try parse(["completion", "zsh"]).command == .completion(.zsh))
    }

    @Test func webOpensTheUserOrThePostPage() throws {
        #expect(
            try parse(["user", "octocat", "--web"]).command
                == UserCommand(login: GitHubLogin("octocat"), web: true).command)
        #expect(try parse(["-w", "post", "3"]).command == PostCommand(id: 3, web: true).command)
        #expect(
            usageError(["posts", "--web"])?.message == "option --web only applies to 'atomic user' and 'atomic post'")
    }

    @Test func helpForEveryCommandAndTopic() throws {
        #expect(try parse(["--help"]).command == .help(topic: nil))
        #expect(try parse(["-h"]).command == .help(topic: nil))
        #expect(try parse(["help"]).command == .help(topic: nil))
        for name in CommandList.names {
            #expect(try parse([name, "--help"]).command == .help(topic: name))
            #expect(try parse([name, "-h"]).command == .help(topic: name))
            #expect(try parse(["help", name]).command == .help(topic: name))
        }
        for topic in HelpTopic.allCases {
            #expect(try parse(["help", topic.rawValue]).command == .help(topic: topic.rawValue))
        }
        #expect(try parse(["help", "users", "--help"]).command == .help(topic: "users"))
    }

    @Test("an unknown command with --help is a usage error with a suggestion, not the main help")
    func unknownCommandWithHelp() {
        let error = usageError(["frob", "--help"])
        #expect(error?.message == "unknown command \"frob\"")
        #expect(usageError(["usres", "--help"])?.hint == "did you mean 'atomic users'?")
    }

    @Test func environmentSuppliesDefaultsAndFlagsWin() throws {
        let environment = [
            "ATOMIC_CACHE_TTL": "60", "ATOMIC_GITHUB_API_URL": "http://127.0.0.1:8080/",
            "ATOMIC_POSTS_API_URL": "http://127.0.0.1:9090", "ATOMIC_CACHE_DIR": "/tmp/atomic-env",
            "ATOMIC_LOG_LEVEL": "DEBUG", "ATOMIC_TIMEOUT": "12",
        ]
        let fromEnvironment = try parse(["posts"], environment: environment).options
        #expect(fromEnvironment.ttl == 60)
        #expect(fromEnvironment.timeout == 12)
        #expect(fromEnvironment.gitHubAPIURL?.absoluteString == "http://127.0.0.1:8080")
        #expect(fromEnvironment.postsAPIURL.absoluteString == "http://127.0.0.1:9090")
        #expect(fromEnvironment.cacheDirectory == "/tmp/atomic-env")
        #expect(fromEnvironment.logLevel == .debug)

        let fromFlags = try parse(
            ["posts", "--ttl", "5", "--cache-dir", "/tmp/flag", "--log-level", "warn", "--timeout=0.5"],
            environment: environment
        ).options
        #expect(fromFlags.ttl == 5)
        #expect(fromFlags.timeout == 0.5)
        #expect(fromFlags.cacheDirectory == "/tmp/flag")
        #expect(fromFlags.logLevel == .warning)
    }

    @Test func colourAndTrueColourComeFromFlagsAndEnvironment() throws {
        #expect(try parse(["posts"]).options.color)
        #expect(try !parse(["posts", "--no-color"]).options.color)
        #expect(try !parse(["posts"], environment: ["NO_COLOR": "1"]).options.color)
        #expect(try parse(["posts"], environment: ["NO_COLOR": ""]).options.color)
        #expect(try parse(["posts"], environment: ["COLORTERM": "24BIT"]).options.trueColor)
        #expect(try !parse(["posts"], environment: ["COLORTERM": "yes"]).options.trueColor)
    }

    @Test func jsonFieldsAreSelectedWithTheEqualsSign() throws {
        let invocation = try parse(["users", "--json=login,id"])
        #expect(invocation.options.json)
        #expect(invocation.options.jsonFields == ["login", "id"])
        #expect(try parse(["--json", "users"]).options.jsonFields == nil)
        #expect(try parse(["open", "atomic://posts/1", "--json=title"]).options.jsonFields == ["title"])
        #expect(try parse(["--json=users"]).options.jsonFields == ["users"])
        #expect(try parse(["cache", "clear", "--json=cleared"]).options.jsonFields == ["cleared"])
    }

    @Test func anUnknownJSONFieldListsTheValidOnes() {
        let error = usageError(["users", "--json=id,logn"])
        #expect(error?.message == "unknown JSON field \"logn\" for 'atomic users'")
        #expect(error?.hint == "did you mean login? valid fields: login, id, avatarUrl, htmlUrl")
        #expect(
            usageError(["posts", "--json=login"])?.hint.hasSuffix("userId, id, title, author, commentCount") == true)
        #expect(
            usageError(["help", "--json=id"])?.message == "'atomic help' prints no JSON fields to choose from")
        #expect(usageError(["version", "--json=id"])?.hint == "valid fields: name, version")
        #expect(
            usageError(["user", "octocat", "--web", "--json=login"])?.message
                == "'atomic user --web' prints no JSON fields to choose from")
    }

    @Test(arguments: [
        (["users", "--limit", "0"], "option --limit needs a number of users from 1 to 100000, got \"0\""),
        (["users", "-L", "ten"], "option --limit needs a number of users from 1 to 100000, got \"ten\""),
        (["users", "--limit", "100001"], "option --limit needs a number of users from 1 to 100000, got \"100001\""),
        (["users", "--per-page", "101"], "option --per-page needs a page size from 1 to 100, got \"101\""),
        (["users", "--since", "-1"], "option --since needs a GitHub user id (0 or more), got \"-1\""),
        (["users", "--limit"], "option --limit needs a value"),
        (["users", "--jsn"], "unknown option --jsn"),
        (["users", "-x"], "unknown option -x"),
        (["posts", "--limit", "3"], "option --limit only applies to 'atomic users'"),
        (["--avatar"], "option --avatar only applies to 'atomic user'"),
        (["user", "octocat", "--avatar=yes"], "option --avatar takes no value"),
        (["post"], "missing argument ID"),
        (["user"], "missing argument LOGIN"),
        (["cache"], "missing argument ACTION"),
        (["completion"], "missing argument SHELL"),
        (["post", "-1"], "post ID must be a whole number from 1, got \"-1\""),
        (["post", "abc"], "post ID must be a whole number from 1, got \"abc\""),
        (["post", "0"], "post ID must be a whole number from 1, got \"0\""),
        (["user", "a", "b"], "unexpected argument \"b\""),
        (
            ["user", "a/b"],
            "\"a/b\" is not a GitHub login: a login has only ASCII letters, digits, \"-\" and \"_\", not \"/\""
        ),
        (
            ["user", "a\u{1B}b"],
            "\"a\\u{1B}b\" is not a GitHub login: a login has only ASCII letters, digits, \"-\" and \"_\", not \"\\u{1B}\""
        ),
        (
            ["user", "a b"],
            "\"a b\" is not a GitHub login: a login has only ASCII letters, digits, \"-\" and \"_\", not \" \""
        ),
        (
            ["open", "atomic://users/a%20b"],
            "cannot open \"atomic://users/a%20b\": a login has only ASCII letters, digits, \"-\" and \"_\", not \" \""
        ),
        (["posts", "extra"], "unexpected argument \"extra\""),
        (["--json=", "posts"], "--json=FIELDS needs field names separated by commas, got \"\""),
        (["--json=id,,login", "users"], "--json=FIELDS needs field names separated by commas, got \"id,,login\""),
        (["--ttl", "-5", "posts"], "option --ttl needs a number of seconds (0 or more), got \"-5\""),
        (
            ["--timeout", "86401", "posts"],
            "option --timeout needs a number of seconds above 0 and at most 86400, got \"86401\""
        ),
        (
            ["--timeout", "0", "posts"],
            "option --timeout needs a number of seconds above 0 and at most 86400, got \"0\""
        ),
        (
            ["--timeout", "0x10", "posts"],
            "option --timeout needs a number of seconds above 0 and at most 86400, got \"0x10\""
        ),
        (
            ["--timeout", "1e3", "posts"],
            "option --timeout needs a number of seconds above 0 and at most 86400, got \"1e3\""
        ),
        (
            ["--github-api-url", "ftp://x", "users"],
            "option --github-api-url needs an http or https base URL without a user:password part, got \"ftp://x\""
        ),
        (
            ["--github-api-url", "http://alice:s3cret@127.0.0.1:8701", "users"],
            "option --github-api-url needs an http or https base URL without a user:password part, "
                + "got \"http://[REDACTED]@127.0.0.1:8701\""
        ),
        (
            ["--posts-api-url", "https://alice@127.0.0.1", "posts"],
            "option --posts-api-url needs an http or https base URL without a user:password part, "
                + "got \"https://[REDACTED]@127.0.0.1\""
        ),
        (
            ["--log-level", "loud", "posts"],
            "option --log-level needs one of trace, debug, info, notice, warning, error, critical, got \"loud\""
        ),
        (["--cache-dir=", "posts"], "option --cache-dir needs a folder path, got \"\""),
        (["help", "nothing"], "unknown command or help topic \"nothing\""),
        (["completion", "tcsh"], "unknown shell \"tcsh\""),
    ])
    func usageErrorsSayWhatIsWrong(arguments: [String], message: String) {
        let error = usageError(arguments)
        #expect(error?.message == message)
        #expect(error?.hint.isEmpty == false)
    }

    @Test func aMissingValueIsHintedWithAnExampleValue() {
        #expect(usageError(["users", "-L"]) == UsageError("option --limit needs a value", hint: "e.g. --limit 30"))
        #expect(usageError(["--ttl"])?.hint == "e.g. --ttl 300")
        #expect(usageError(["users", "--since"])?.hint == "e.g. --since 46")
        #expect(usageError(["--log-level"])?.hint == "e.g. --log-level trace")
    }

    @Test func misspellingsGetASuggestion() {
        #expect(usageError(["users", "--jsn"])?.hint == "did you mean --json?")
        #expect(usageError(["users", "--per_page", "3"])?.hint == "did you mean --per-page?")
        #expect(usageError(["usres"]) == UsageError("unknown command \"usres\"", hint: "did you mean 'atomic users'?"))
        #expect(usageError(["cache", "inf"])?.hint == "did you mean 'atomic cache info'?")
        #expect(usageError(["completion", "zhs"])?.hint == "did you mean 'atomic completion zsh'?")
        #expect(usageError(["frobnicate"])?.hint.hasPrefix("commands: users, user, posts") == true)
        #expect(usageError(["help", "exit-code"])?.hint == "did you mean 'atomic help exit-codes'?")
        #expect(usageError(["help", "environment", "--help"]) == nil)
    }

    @Test func aMissingArgumentsHintIsTheUsageLine() {
        #expect(usageError(["user"])?.hint == "usage: atomic user LOGIN [--avatar] [-w] [flags]")
    }

    @Test func badEnvironmentValuesAreUsageErrors() {
        #expect(
            usageError(["posts"], environment: ["ATOMIC_CACHE_TTL": "soon"])?.message
                == "ATOMIC_CACHE_TTL needs a number of seconds (0 or more), got \"soon\"")
        #expect(
            usageError(["posts"], environment: ["ATOMIC_LOG_LEVEL": "chatty"])?.message.hasPrefix(
                "ATOMIC_LOG_LEVEL needs one of") == true)
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try parse(["user", "--", "--json"]).command == UserCommand(login: GitHubLogin("--json")).command)
    }

    @Test func controlCharactersInArgumentsNeverReachTheMessage() {
        #expect(usageError(["user", "x\u{1B}[2Jy"])?.message.contains("\u{1B}") == false)
        #expect(usageError(["--\u{1B}[2J"])?.message.contains("\u{1B}") == false)
    }

    @Test func suggestionsNeedAPlausibleTypo() {
        #expect(Suggestion.closest(to: "usres", in: ["users", "posts"]) == "users")
        #expect(Suggestion.closest(to: "xyz", in: ["users", "posts"]) == nil)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("ab", "ba") == 1)
        #expect(Suggestion.editDistance("", "abc") == 3)
    }
}
