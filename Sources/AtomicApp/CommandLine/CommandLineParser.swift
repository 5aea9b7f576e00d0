import Domain
import Foundation
import Presentation
import TerminalUI

/// Turns `atomic`'s arguments and environment into an ``Invocation``, or a ``UsageError`` that says what to fix.
///
/// Options may stand before or after the command; `--name value` and `--name=value` are the same;
/// `--` ends the options. Flags win over environment variables, which win over defaults.
struct CommandLineParser {
    /// The environment variables the parser reads.
    let environment: [String: String]

    private struct Option {
        let name: String
        let takesValue: Bool
        /// The command the option belongs to; nil for options every command accepts.
        let command: String?
    }

    private static let options: [Option] = [
        Option(name: "--demo", takesValue: false, command: nil),
        Option(name: "--offline", takesValue: false, command: nil),
        Option(name: "--json", takesValue: false, command: nil),
        Option(name: "--ttl", takesValue: true, command: nil),
        Option(name: "--timeout", takesValue: true, command: nil),
        Option(name: "--github-api-url", takesValue: true, command: nil),
        Option(name: "--posts-api-url", takesValue: true, command: nil),
        Option(name: "--cache-dir", takesValue: true, command: nil),
        Option(name: "--log-level", takesValue: true, command: nil),
        Option(name: "--no-color", takesValue: false, command: nil),
        Option(name: "--fresh-start", takesValue: false, command: nil),
        Option(name: "--no-interactive", takesValue: false, command: nil),
        Option(name: "--help", takesValue: false, command: nil),
        Option(name: "--version", takesValue: false, command: nil),
        Option(name: "--since", takesValue: true, command: "users"),
        Option(name: "--limit", takesValue: true, command: "users"),
        Option(name: "--per-page", takesValue: true, command: "users"),
        Option(name: "--avatar", takesValue: false, command: "user"),
    ]

    private static let shortOptions = ["-h": "--help", "-V": "--version"]

    /// The commands `atomic` knows, in the order help lists them.
    static let commandNames = ["users", "user", "posts", "post", "open", "cache", "help", "version"]

    /// The log levels `--log-level` accepts.
    static let logLevels = ["trace", "debug", "info", "notice", "warning", "error", "critical"]

    /// Parses `arguments` (without the program name).
    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var values: [String: String] = [:]
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = Self.shortOptions[name] ?? name
            guard let option = Self.options.first(where: { $0.name == name }) else {
                throw Self.unknownOption(name)
            }
            if option.takesValue {
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option \(name) needs a value", hint: "see 'atomic --help'")
                }
            } else {
                if inlineValue != nil {
                    throw UsageError("option \(name) takes no value", hint: "write \(name) on its own")
                }
                values[name] = ""
            }
        }

        let options = try globalOptions(from: values)
        if values["--help"] != nil {
            let topic = positionals.first.flatMap { Self.commandNames.contains($0) ? $0 : nil }
            return Invocation(command: .help(topic: topic), options: options)
        }
        if values["--version"] != nil {
            return Invocation(command: .version, options: options)
        }
        let command = try command(from: positionals, values: values)
        return Invocation(command: command, options: options)
    }

    // MARK: - Commands

    private func command(from positionals: [String], values: [String: String]) throws(UsageError) -> Command {
        let name = positionals.first
        for option in Self.options where option.command != nil && values[option.name] != nil && option.command != name {
            throw UsageError(
                "option \(option.name) only applies to 'atomic \(option.command ?? "")'",
                hint: "see 'atomic \(option.command ?? "") --help'")
        }
        guard let name else { return .overview }
        let arguments = Array(positionals.dropFirst())
        switch name {
        case "users":
            try expectArguments(arguments, count: 0, usage: "atomic users [--since ID] [--limit N] [--per-page N]")
            let since = try values["--since"].map { (text) throws(UsageError) in
                try Self.integer(text, option: "--since", range: 0...Int.max, meaning: "a GitHub user id (0 or more)")
            }
            let limit = try values["--limit"].map { (text) throws(UsageError) in
                try Self.integer(text, option: "--limit", range: 1...100_000, meaning: "a number of users from 1")
            }
            let perPage = try values["--per-page"].map { (text) throws(UsageError) in
                try Self.integer(text, option: "--per-page", range: 1...100, meaning: "a page size from 1 to 100")
            }
            return .users(since: since, limit: limit ?? 30, perPage: perPage ?? min(limit ?? 30, 100))
        case "user":
            try expectArguments(arguments, count: 1, usage: "atomic user LOGIN [--avatar]")
            do {
                return .user(login: try GitHubLogin(typed: arguments[0]), avatar: values["--avatar"] != nil)
            } catch {
                throw UsageError(
                    "\"\(Self.printable(arguments[0]))\" is not a GitHub login: \(error.message)",
                    hint: "e.g. 'atomic user octocat'")
            }
        case "posts":
            try expectArguments(arguments, count: 0, usage: "atomic posts")
            return .posts
        case "post":
            try expectArguments(arguments, count: 1, usage: "atomic post ID")
            guard let id = Int(arguments[0]), id > 0 else {
                throw UsageError(
                    "post ID must be a whole number from 1, got \"\(Self.printable(arguments[0]))\"",
                    hint: "e.g. 'atomic post 1'")
            }
            return .post(id: id)
        case "open":
            try expectArguments(arguments, count: 1, usage: "atomic open LINK")
            do {
                return .open(try DeepLinkParser().route(for: arguments[0]))
            } catch {
                throw UsageError(
                    "cannot open \"\(Self.printable(arguments[0]))\": \(error.message)",
                    hint: "e.g. 'atomic open https://github.com/octocat' or 'atomic open atomic://posts/1'")
            }
        case "cache":
            try expectArguments(arguments, count: 1, usage: "atomic cache info|clear")
            switch arguments[0] {
            case "info": return .cacheInfo
            case "clear": return .cacheClear
            default:
                let guess = Suggestion.closest(to: arguments[0], in: ["info", "clear"])
                throw UsageError(
                    "unknown cache command \"\(Self.printable(arguments[0]))\"",
                    hint: guess.map { "did you mean 'atomic cache \($0)'?" }
                        ?? "use 'atomic cache info' or 'atomic cache clear'")
            }
        case "help":
            guard arguments.count <= 1 else {
                throw UsageError("help takes at most one command name", hint: "e.g. 'atomic help users'")
            }
            if let topic = arguments.first, !Self.commandNames.contains(topic) {
                throw Self.unknownCommand(topic)
            }
            return .help(topic: arguments.first)
        case "version":
            try expectArguments(arguments, count: 0, usage: "atomic version")
            return .version
        default:
            throw Self.unknownCommand(name)
        }
    }

    private func expectArguments(_ arguments: [String], count: Int, usage: String) throws(UsageError) {
        if arguments.count > count {
            throw UsageError("unexpected argument \"\(Self.printable(arguments[count]))\"", hint: "usage: \(usage)")
        }
        if arguments.count < count {
            throw UsageError("missing argument", hint: "usage: \(usage)")
        }
    }

    // MARK: - Options

    private func globalOptions(from values: [String: String]) throws(UsageError) -> GlobalOptions {
        var options = GlobalOptions()
        options.demo = values["--demo"] != nil
        options.offline = values["--offline"] != nil
        options.json = values["--json"] != nil
        options.freshStart = values["--fresh-start"] != nil
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        options.color = values["--no-color"] == nil && !noColor
        options.trueColor = ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
        options.interactive = values["--no-interactive"] == nil

        if let text = values["--ttl"] {
            options.ttl = try Self.seconds(text, source: "option --ttl")
        } else if let text = environment["ATOMIC_CACHE_TTL"] {
            options.ttl = try Self.seconds(text, source: "ATOMIC_CACHE_TTL")
        }
        if let text = values["--timeout"] {
            options.timeout = try Self.timeout(text, source: "option --timeout")
        } else if let text = environment["ATOMIC_TIMEOUT"] {
            options.timeout = try Self.timeout(text, source: "ATOMIC_TIMEOUT")
        }
        if let text = values["--github-api-url"] {
            options.gitHubAPIURL = try Self.baseURL(text, source: "option --github-api-url")
        } else if let text = environment["ATOMIC_GITHUB_API_URL"] {
            options.gitHubAPIURL = try Self.baseURL(text, source: "ATOMIC_GITHUB_API_URL")
        }
        if let text = values["--posts-api-url"] {
            options.postsAPIURL = try Self.baseURL(text, source: "option --posts-api-url")
        } else if let text = environment["ATOMIC_POSTS_API_URL"] {
            options.postsAPIURL = try Self.baseURL(text, source: "ATOMIC_POSTS_API_URL")
        }
        if let text = values["--cache-dir"] ?? environment["ATOMIC_CACHE_DIR"] {
            guard !text.isEmpty else {
                throw UsageError(
                    "the cache directory must not be empty", hint: "give a folder path, e.g. --cache-dir /tmp/atomic")
            }
            options.cacheDirectory = text
        }
        if let text = values["--log-level"] {
            options.logLevel = try Self.logLevel(text, source: "option --log-level")
        } else if let text = environment["ATOMIC_LOG_LEVEL"] {
            options.logLevel = try Self.logLevel(text, source: "ATOMIC_LOG_LEVEL")
        }
        return options
    }

    private static func integer(
        _ text: String, option: String, range: ClosedRange<Int>, meaning: String
    ) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                "\(option) needs \(meaning), got \"\(printable(text))\"", hint: "see 'atomic users --help'")
        }
        return value
    }

    private static func seconds(_ text: String, source: String) throws(UsageError) -> TimeInterval {
        guard let value = TimeInterval(text), value.isFinite, value >= 0 else {
            throw UsageError(
                "\(source) needs a number of seconds (0 or more), got \"\(printable(text))\"",
                hint: "e.g. --ttl 300")
        }
        return value
    }

    /// A deadline in seconds: more than 0, at most a day.
    private static func timeout(_ text: String, source: String) throws(UsageError) -> TimeInterval {
        guard let value = TimeInterval(text), value.isFinite, value > 0, value <= 86_400 else {
            throw UsageError(
                "\(source) needs a number of seconds above 0 and at most 86400, got \"\(printable(text))\"",
                hint: "e.g. --timeout 30")
        }
        return value
    }

    private static func baseURL(_ text: String, source: String) throws(UsageError) -> URL {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil,
            let url = URL(string: text.hasSuffix("/") ? String(text.dropLast()) : text)
        else {
            throw UsageError(
                "\(source) needs an http or https base URL, got \"\(printable(text))\"",
                hint: "e.g. http://127.0.0.1:8080")
        }
        return url
    }

    private static func logLevel(_ text: String, source: String) throws(UsageError) -> String {
        let level = text.lowercased() == "warn" ? "warning" : text.lowercased()
        guard logLevels.contains(level) else {
            throw UsageError(
                "\(source) needs one of \(logLevels.joined(separator: ", ")), got \"\(printable(text))\"",
                hint: "e.g. --log-level debug")
        }
        return level
    }

    private static func unknownOption(_ name: String) -> UsageError {
        if let guess = Suggestion.closest(to: name, in: options.map(\.name)) {
            return UsageError("unknown option \(printable(name))", hint: "did you mean \(guess)?")
        }
        return UsageError("unknown option \(printable(name))")
    }

    private static func unknownCommand(_ name: String) -> UsageError {
        if let guess = Suggestion.closest(to: name, in: commandNames) {
            return UsageError("unknown command \"\(printable(name))\"", hint: "did you mean 'atomic \(guess)'?")
        }
        return UsageError(
            "unknown command \"\(printable(name))\"", hint: "commands: \(commandNames.joined(separator: ", "))")
    }

    /// The argument as ``TerminalSanitizer/singleLine(_:)`` quotes it: controls written as escapes, at most
    /// ``TerminalSanitizer/maximumLineLength`` characters, so an error message never carries escape sequences.
    private static func printable(_ text: String) -> String {
        TerminalSanitizer.singleLine(text)
    }
}
