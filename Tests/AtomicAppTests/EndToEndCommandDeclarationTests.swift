import AtomicTestSupport
import Foundation
import Testing

/// `atomic`'s own declarations as the built binary reads them: the options each command declares (once, as
/// properties), their types and defaults, the usage errors they make word for word, the `cache` subcommands,
/// help for every command and topic, and the README's command table.
@Suite struct EndToEndCommandDeclarationTests {
    /// Every command in the order of the main help: the features' commands, in the order of the feature list (a
    /// generated feature adds its own line), then the built-in ones.
    static let commandNames = [
        "users", "user", "posts", "post", "author",
        "followers", "following",
        "repos",
        "search",
        "open", "auth", "config", "cache", "completion", "man", "help", "version",
    ]

    /// The commands that declare `--limit`, in that order, as its refusal by another command names them (a
    /// generated list adds its own).
    static let limitOwners = [
        "'atomic users'", "'atomic followers'", "'atomic following'", "'atomic repos'", "'atomic search users'",
    ]

    /// Runs `atomic arguments` in a fresh sandbox, wide enough that no hint is wrapped, after the options that
    /// point it at the sandbox's cache and at a closed loopback port for both APIs, so that a command line that
    /// parses never reaches further than 127.0.0.1.
    private func atomic(_ arguments: [String], environment: [String: String] = [:]) async throws
        -> AtomicBinary.Outcome
    {
        let sandbox = try EndToEndSandbox()
        return try await sandbox.atomicExactly(
            sandbox.options() + arguments, environment: ["COLUMNS": "250"].merging(environment) { $1 })
    }

    /// The `error:` and `hint:` lines of a refused command line, which must exit with status 2 and print nothing.
    private func usageError(_ arguments: [String], environment: [String: String] = [:]) async throws -> (
        message: String, hint: String
    ) {
        // Wide enough that a long hint (every command, as generated features add theirs) stays one line.
        let run = try await atomic(
            arguments, environment: environment.merging(["COLUMNS": "1000"]) { given, _ in given })
        #expect(run.status == 2, "\(arguments): \(run.errorOutput)")
        #expect(run.output == "")
        let lines = run.errorLines
        #expect(lines.count == 2, "\(arguments): \(run.errorOutput)")
        return (
            String(lines.first?.dropFirst("error: ".count) ?? ""),
            String(lines.dropFirst().first?.dropFirst("hint: ".count) ?? "")
        )
    }

    @Test(arguments: [
        (["users", "--limit", "0"], "option --limit needs a number of users from 1 to 100000, got \"0\""),
        (["users", "-L", "ten"], "option --limit needs a number of users from 1 to 100000, got \"ten\""),
        (["users", "--limit", "100001"], "option --limit needs a number of users from 1 to 100000, got \"100001\""),
        (["users", "--per-page", "101"], "option --per-page needs a page size from 1 to 100, got \"101\""),
        (["users", "--since", "-1"], "option --since needs a GitHub user id (0 or more), got \"-1\""),
        (["users", "--limit"], "option --limit needs a value"),
        (["posts", "--limit", "3"], "option --limit only applies to " + limitOwners.joined(separator: " and ")),
        (
            ["posts", "--web"],
            "option --web only applies to 'atomic user' and 'atomic post' and 'atomic author' and 'atomic auth login'"
        ),
        (["post", "1", "--user", "2"], "option --user only applies to 'atomic posts'"),
        (["--avatar"], "option --avatar only applies to 'atomic user'"),
        (["user", "octocat", "--avatar=yes"], "option --avatar takes no value"),
        (["post"], "missing argument ID"),
        (["user"], "missing argument LOGIN"),
        (["cache"], "missing argument ACTION"),
        (["completion"], "missing argument SHELL"),
        (["post", "-1"], "post ID must be a whole number from 1, got \"-1\""),
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
            ["--timeout", "1e3", "posts"],
            "option --timeout needs a number of seconds above 0 and at most 86400, got \"1e3\""
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
        (["cache", "frob"], "unknown cache command \"frob\""),
        (["cache", "info", "extra"], "unexpected argument \"extra\""),
        (["--json=", "--ttl", "abc", "users"], "--json=FIELDS needs field names separated by commas, got \"\""),
    ])
    func eachDeclarationRefusesWhatItCannotRead(arguments: [String], message: String) async throws {
        let error = try await usageError(arguments)
        #expect(error.message == message)
        #expect(!error.hint.isEmpty)
    }

    @Test(arguments: [
        (["users", "-L"], "e.g. --limit 30"), (["--ttl"], "e.g. --ttl 300"), (["users", "--since"], "e.g. --since 46"),
        (["--log-level"], "e.g. --log-level trace"), (["users", "--jsn"], "did you mean --json?"),
        (["users", "--per_page", "3"], "did you mean --per-page?"), (["usres"], "did you mean 'atomic users'?"),
        (["cache", "inf"], "did you mean 'atomic cache info'?"),
        (["cache", "frob"], "use 'atomic cache info' or 'atomic cache clear'"),
        (["completion", "zhs"], "did you mean 'atomic completion zsh'?"),
        (["help", "exit-code"], "did you mean 'atomic help exit-codes'?"),
        (["user"], "usage: atomic user LOGIN [--avatar] [-w] [flags]"),
        (["cache"], "usage: atomic cache ACTION [flags]"),
        (["cache", "clear", "extra"], "usage: atomic cache ACTION [flags]"),
        (["users", "--json=id,logn"], "did you mean login? valid fields: login, id, avatarUrl, htmlUrl"),
        (["posts", "--json=login"], "valid fields: userId, id, title, author, commentCount"),
        (["version", "--json=id"], "valid fields: name, version"),
        (["cache", "info", "--json=size"], "valid fields: path, sizeBytes, endpoints"),
        (["cache", "clear", "--json=clear"], "did you mean cleared? valid fields: cleared"),
        (
            ["user", "octocat", "--json=nosuch"],
            "valid fields: login, id, avatarUrl, htmlUrl, name, company, blog, location, email, bio, twitterUsername, "
                + "publicRepos, publicGists, followers, following, createdAt"
        ),
    ])
    func hintsSayWhatToTypeInstead(arguments: [String], hint: String) async throws {
        #expect(try await usageError(arguments).hint == hint)
    }

    @Test func commandsThatPrintNoJSONFieldsSaySo() async throws {
        #expect(
            try await usageError(["help", "--json=id"]).message == "'atomic help' prints no JSON fields to choose from")
        #expect(
            try await usageError(["user", "octocat", "--web", "--json=login"]).message
                == "'atomic user --web' prints no JSON fields to choose from")
        #expect(
            try await usageError(["post", "1", "--web", "--json=title"]).message
                == "'atomic post --web' prints no JSON fields to choose from")
        #expect(
            try await usageError(["cache", "info", "--json=nosuch"]).message
                == "unknown JSON field \"nosuch\" for 'atomic cache'")
        #expect(
            try await usageError(["cache", "clear", "--json=nosuch"]).message
                == "unknown JSON field \"nosuch\" for 'atomic cache clear'")
    }

    @Test func badEnvironmentValuesAreUsageErrors() async throws {
        #expect(
            try await usageError(["posts"], environment: ["ATOMIC_CACHE_TTL": "soon"]).message
                == "ATOMIC_CACHE_TTL needs a number of seconds (0 or more), got \"soon\"")
        #expect(
            try await usageError(["posts"], environment: ["ATOMIC_LOG_LEVEL": "chatty"]).message.hasPrefix(
                "ATOMIC_LOG_LEVEL needs one of"))
    }

    /// The ids `atomic --demo ARGUMENTS --json=id` prints.
    private func demoIDs(_ arguments: [String]) async throws -> [Int] {
        let run = try await atomic(["--demo"] + arguments + ["--json=id"])
        #expect(run.status == 0, "\(run.errorOutput)")
        let items = try #require(EndToEndFixtures.json(run.output) as? [[String: Any]])
        #expect(items.allSatisfy { Set($0.keys) == ["id"] })
        return items.compactMap { $0["id"] as? Int }
    }

    @Test func theUsersOptionsAreTypedWithTheirDefaults() async throws {
        let all = try await demoIDs(["users", "--limit", "300"])
        #expect(all.count == 300)
        #expect(try await demoIDs(["users"]) == Array(all.prefix(30)))
        #expect(try await demoIDs(["users", "--limit=250"]) == Array(all.prefix(250)))
        #expect(try await demoIDs(["users", "-L5"]) == Array(all.prefix(5)))
        #expect(try await demoIDs(["-L", "7", "users"]) == Array(all.prefix(7)))
        #expect(
            try await demoIDs(["users", "--since", "\(all[9])", "-L", "4", "--per-page", "3"]) == Array(all[10..<14]))
    }

    @Test func aJSONFieldSelectionKeepsTheDeclaredOrder() async throws {
        let run = try await atomic(["--demo", "users", "-L", "1", "--json=id,login"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("[{\"login\":"))
        let overview = try await atomic(["--demo", "--json=posts"])
        #expect(overview.status == 0)
        #expect(overview.output.hasPrefix("{\"posts\":"))
        let cleared = try await atomic(["--demo", "cache", "clear", "--json=cleared"])
        #expect(cleared.output == "{\"cleared\":false}\n")
    }

    @Test func aFeatureCommandsDomainErrorIsOneErrorLineAndStatusOne() async throws {
        let run = try await atomic(["--demo", "post", "1000"])
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errorLines.count == 1 && run.errorLines.first?.hasPrefix("error: ") == true, "\(run.errorOutput)")
    }

    @Test func aLoginAfterTheDoubleDashIsTheArgument() async throws {
        let run = try await atomic(["--demo", "user", "--", "--json"])
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errorOutput == "error: no GitHub user named \"--json\"\n")
    }

    @Test func everyCommandAndTopicHasItsHelpEveryWayItIsAsked() async throws {
        let main = try await atomic(["--help"])
        #expect(main.status == 0)
        #expect(try await atomic(["-h"]).output == main.output)
        #expect(try await atomic(["help"]).output == main.output)
        let names = Self.commandNames(inHelp: main.output)
        #expect(names == Self.commandNames)
        for name in names {
            let page = try await atomic(["help", name])
            #expect(page.status == 0)
            #expect(page.output.contains("USAGE\n  atomic \(name)"))
            #expect(try await atomic([name, "--help"]).output == page.output, "\(name)")
            #expect(try await atomic([name, "-h"]).output == page.output, "\(name)")
        }
        for topic in ["environment", "exit-codes", "formatting"] {
            let page = try await atomic(["help", topic])
            #expect(page.status == 0 && page.output.contains("LEARN MORE"), "\(topic)")
            #expect(try await atomic(["--help", "help", topic]).output == page.output)
        }
        #expect(try await atomic(["help", "users", "--help"]).output == atomic(["users", "--help"]).output)
        let cache = try await atomic(["cache", "--help"])
        #expect(try await atomic(["cache", "info", "--help"]).output == cache.output)
        #expect(try await atomic(["cache", "clear", "-h"]).output == cache.output)
        #expect(cache.output.contains("ARGUMENTS\n  ACTION  info or clear\n"))
        let version = try await atomic(["version"])
        #expect(try await atomic(["--version"]).output == version.output)
        #expect(try await atomic(["-V"]).output == version.output)
    }

    @Test func theREADMECommandTableIsTheBinarysDeclarations() async throws {
        let main = try await atomic(["--help"])
        var rows = ["| command | what it does |", "| --- | --- |"]
        for (name, abstract) in Self.commands(inHelp: main.output) {
            let page = try await atomic(["help", name]).output
            rows.append("| `atomic \(Self.tableUsage(page: page))` | \(abstract) |")
        }
        let table = rows.joined(separator: "\n") + "\n"
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8)
        #expect(readme.contains("\n" + table + "\n"), "expected:\n\(table)")
    }

    /// The names and abstracts of the COMMANDS section of the main help.
    private static func commands(inHelp text: String) -> [(String, String)] {
        let section =
            text.components(separatedBy: "\nCOMMANDS\n").dropFirst().first?
            .components(separatedBy: "\n\n").first ?? ""
        return section.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard let colon = trimmed.firstIndex(of: ":") else { return nil }
            return (
                String(trimmed[..<colon]), trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
    }

    private static func commandNames(inHelp text: String) -> [String] {
        commands(inHelp: text).map(\.0)
    }

    /// A command's README usage from its help page: the USAGE line without `atomic` and `[flags]`, each option
    /// by its long name as the FLAGS section spells it.
    private static func tableUsage(page: String) -> String {
        let usage =
            page.components(separatedBy: "USAGE\n  ").dropFirst().first?.components(separatedBy: "\n").first ?? ""
        let flags =
            page.components(separatedBy: "\nFLAGS\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        var longNames: [String: String] = [:]
        for line in flags.split(separator: "\n") {
            let synopsis = line.drop { $0 == " " }.components(separatedBy: "  ").first ?? ""
            if synopsis.hasPrefix("-"), !synopsis.hasPrefix("--"), let comma = synopsis.firstIndex(of: ",") {
                longNames[String(synopsis[..<comma])] =
                    synopsis[synopsis.index(comma, offsetBy: 2)...]
                    .components(separatedBy: " ").first
            }
        }
        let words = usage.components(separatedBy: " ").dropFirst().filter { $0 != "[flags]" }
        return words.map { word in
            guard word.hasPrefix("[-"), !word.hasPrefix("[--") else { return word }
            let short = String(word.dropFirst())
            return "[" + (longNames[short.hasSuffix("]") ? String(short.dropLast()) : short] ?? short)
                + (short.hasSuffix("]") ? "]" : "")
        }.joined(separator: " ")
    }
}
