import AtomicCommandLine
import Foundation
import Testing

/// Parsing against the declarations: commands, typed options, environment fallbacks and usage errors.
@Suite struct CommandParserTests {
    private func items(_ arguments: [String], environment: [String: String] = [:]) throws -> Tool.Items {
        try #require(try Tool.parse(arguments, environment: environment).parsed.command as? Tool.Items)
    }

    @Test func noArgumentsIsTheRootWithItsDefaults() throws {
        let (globals, parsed) = try Tool.parse([])
        #expect(parsed.description.path == ["tool"])
        #expect(parsed.command is Tool.Root)
        #expect(!globals.verbose && !globals.json && globals.$json == nil)
        #expect(globals.timeout == nil && globals.level == 1 && globals.directory == nil && globals.baseURL == nil)
    }

    @Test func optionsMayStandBeforeOrAfterTheCommand() throws {
        #expect(try Tool.parse(["--verbose", "items"]).globals.verbose)
        #expect(try Tool.parse(["items", "--verbose"]).globals.verbose)
        #expect(try items(["--limit", "5", "items"]).limit == 5)
        #expect(try Tool.parse(["--timeout=6", "items"]).globals.timeout == 6)
        #expect(try Tool.parse(["items", "--timeout", "6"]).globals.timeout == 6)
    }

    @Test func optionsAreTypedWithTheirDefaults() throws {
        #expect(try items(["items"]) == Tool.Items())
        #expect(try items(["items"]).limit == 10)
        #expect(try items(["items"]).since == nil)
        let given = try items(["items", "--since", "46", "--limit", "95"])
        #expect(given.since == 46 && given.limit == 95)
        #expect(try items(["items", "--limit=25"]).limit == 25)
    }

    @Test("-L is --limit, written apart or attached") func shortOption() throws {
        #expect(try items(["items", "-L", "5"]).limit == 5)
        #expect(try items(["items", "-L5"]).limit == 5)
        #expect(try items(["-L", "7", "items"]) == items(["items", "--limit", "7"]))
    }

    @Test func argumentsAndFlagsAreRead() throws {
        let item = try #require(try Tool.parse(["item", "apple", "-w"]).parsed.command as? Tool.Item)
        #expect(item.name == "apple" && item.web && !item.raw)
        #expect(try Tool.parse(["-w", "item", "pear"]).parsed.command as? Tool.Item != nil)
    }

    @Test func environmentSuppliesDefaultsAndFlagsWin() throws {
        let environment = ["TOOL_TIMEOUT": "12", "TOOL_LEVEL": "HIGH", "TOOL_URL": "http://127.0.0.1:8080/"]
        let fromEnvironment = try Tool.parse(["items"], environment: environment).globals
        #expect(fromEnvironment.timeout == 12)
        #expect(fromEnvironment.level == 2)
        #expect(fromEnvironment.baseURL?.absoluteString == "http://127.0.0.1:8080")
        let fromFlags = try Tool.parse(["items", "--timeout", "0.5", "--level", "hi"], environment: environment).globals
        #expect(fromFlags.timeout == 0.5)
        #expect(fromFlags.level == 2)
        #expect(try Tool.parse(["--level", "low"], environment: environment).globals.level == 1)
    }

    @Test func aFlagTakesItsValueAfterTheEqualsSign() throws {
        let globals = try Tool.parse(["items", "--json=id,name"]).globals
        #expect(globals.json)
        #expect(globals.$json == ["id", "name"])
        #expect(try Tool.parse(["--json", "items"]).globals.$json == nil)
        #expect(
            Tool.usageError(["--json=", "items"]) == UsageError("--json=FIELDS needs fields", hint: "e.g. --json=id"))
    }

    @Test func aFlagTakesItsValueAfterASpaceWhereNoCommandOrArgumentMayStand() throws {
        #expect(try Tool.parse(["items", "--json", "id,name"]).globals.$json == ["id", "name"])
        #expect(try Tool.parse(["item", "box", "--json", "id"]).globals.$json == ["id"])
        // A command, and an argument where the command takes one, stay what they are.
        #expect(try Tool.parse(["--json", "items"]).globals.$json == nil)
        let item = try Tool.parse(["item", "--json", "box"])
        #expect(item.globals.$json == nil)
        #expect((item.parsed.command as? Tool.Item)?.name == "box")
        // Where the word was read as a command and refused, the hint says to write the value after `=`.
        #expect(
            Tool.usageError(["--json", "id"])
                == UsageError("unknown command \"id\"", hint: "to give --json its value, write --json=id"))
    }

    @Test(arguments: [
        (["items", "--limit", "0"], "option --limit needs a number of items from 1 to 100, got \"0\""),
        (["items", "-L", "ten"], "option --limit needs a number of items from 1 to 100, got \"ten\""),
        (["items", "--limit", "101"], "option --limit needs a number of items from 1 to 100, got \"101\""),
        (["items", "--since", "-1"], "option --since needs an item id (0 or more), got \"-1\""),
        (["items", "--limit"], "option --limit needs a value"),
        (["items", "--jsn"], "unknown option --jsn"),
        (["items", "-x"], "unknown option -x"),
        (["item", "a", "--limit", "3"], "option --limit only applies to 'tool items'"),
        (["--web"], "option --web only applies to 'tool item'"),
        (["item", "apple", "--raw=yes"], "option --raw takes no value"),
        (["item"], "missing argument NAME"),
        (["completion"], "missing argument SHELL"),
        (["item", "a", "b"], "unexpected argument \"b\""),
        (["item", "a/b"], "\"a/b\" is not a name"),
        (["item", "a", "--web", "--raw"], "--web and --raw exclude each other"),
        (["items", "extra"], "unexpected argument \"extra\""),
        (
            ["--timeout", "61", "items"],
            "option --timeout needs a number of seconds above 0 and at most 60, got \"61\""
        ),
        (["--timeout", "0x10"], "option --timeout needs a number of seconds above 0 and at most 60, got \"0x10\""),
        (["--timeout", "1e3"], "option --timeout needs a number of seconds above 0 and at most 60, got \"1e3\""),
        (["--timeout", "-5"], "option --timeout needs a number of seconds above 0 and at most 60, got \"-5\""),
        (
            ["--base-url", "ftp://x"],
            "option --base-url needs an http or https base URL without a user:password part, got \"ftp://x\""
        ),
        (
            ["--base-url", "http://alice:s3cret@127.0.0.1:8701"],
            "option --base-url needs an http or https base URL without a user:password part, "
                + "got \"http://[REDACTED]@127.0.0.1:8701\""
        ),
        (["--level", "loud"], "option --level needs one of low, high, got \"loud\""),
        (["--dir=", "items"], "option --dir needs a folder path, got \"\""),
        (["completion", "tcsh"], "unknown shell \"tcsh\""),
    ])
    func usageErrorsSayWhatIsWrong(arguments: [String], message: String) {
        let error = Tool.usageError(arguments)
        #expect(error?.message == message)
        #expect(error?.hint.isEmpty == false)
    }

    @Test func aMissingValueIsHintedWithAnExampleValue() {
        #expect(
            Tool.usageError(["items", "-L"]) == UsageError("option --limit needs a value", hint: "e.g. --limit 10"))
        #expect(Tool.usageError(["--timeout"])?.hint == "e.g. --timeout 30")
        #expect(Tool.usageError(["items", "--since"])?.hint == "e.g. --since 4")
        #expect(Tool.usageError(["--level"])?.hint == "e.g. --level low")
    }

    @Test func misspellingsGetASuggestion() {
        #expect(Tool.usageError(["items", "--jsn"])?.hint == "did you mean --json?")
        #expect(Tool.usageError(["items", "--li_mit", "3"])?.hint == "did you mean --limit?")
        #expect(
            Tool.usageError(["itmes"]) == UsageError("unknown command \"itmes\"", hint: "did you mean 'tool items'?"))
        #expect(Tool.usageError(["frobnicate"])?.hint == "commands: items, item, store, remote, completion, help")
        #expect(Tool.usageError(["items", "--frobnicate"])?.hint == "see 'tool --help'")
    }

    @Test func aMissingArgumentsHintIsTheUsageLine() {
        #expect(Tool.usageError(["item"])?.hint == "usage: tool item NAME [-w] [--raw] [flags]")
        #expect(Tool.usageError(["items", "x"])?.hint == "usage: tool items [--since ID] [-L N] [flags]")
    }

    @Test func badEnvironmentValuesAreUsageErrors() {
        #expect(
            Tool.usageError(["items"], environment: ["TOOL_TIMEOUT": "soon"])?.message
                == "TOOL_TIMEOUT needs a number of seconds above 0 and at most 60, got \"soon\"")
        #expect(
            Tool.usageError(["items"], environment: ["TOOL_URL": "http://u:p@127.0.0.1"])?.message
                == "TOOL_URL needs an http or https base URL without a user:password part, got \"http://[REDACTED]@127.0.0.1\""
        )
    }

    @Test func doubleDashEndsOptions() throws {
        let item = try #require(try Tool.parse(["item", "--", "--json"]).parsed.command as? Tool.Item)
        #expect(item.name == "--json")
        #expect(try Tool.parse(["item", "--", "--json"]).globals.json == false)
    }

    @Test func aNegativeNumberIsAnArgument() throws {
        let item = try #require(try Tool.parse(["item", "-1"]).parsed.command as? Tool.Item)
        #expect(item.name == "-1")
    }

    @Test func controlCharactersInArgumentsNeverReachTheMessage() {
        #expect(Tool.usageError(["item", "a", "x\u{1B}[2Jy"])?.message.contains("\u{1B}") == false)
        #expect(Tool.usageError(["--\u{1B}[2J"])?.message.contains("\u{1B}") == false)
        #expect(Tool.usageError(["\u{1B}[2J"])?.message == "unknown command \"\\u{1B}[2J\"")
    }

    @Test func helpPagesAreFoundByTheFirstWord() throws {
        let parser = Tool.parser()
        #expect(try parser.helpPage(for: []).path == ["tool"])
        #expect(try parser.helpPage(for: ["items", "whatever"]).path == ["tool", "items"])
        #expect(
            throws: UsageError(
                "unknown command \"frob\"", hint: "commands: items, item, store, remote, completion, help")
        ) {
            try parser.helpPage(for: ["frob"])
        }
        #expect(throws: UsageError("unknown command \"itmes\"", hint: "did you mean 'tool items'?")) {
            try parser.helpPage(for: ["itmes"])
        }
    }

    @Test func helpTopicsAreThePageBelowTheRootOrTheWordAfterTheHelpCommand() throws {
        let parser = Tool.parser()
        #expect(try parser.helpTopic(for: []) == nil)
        #expect(try parser.helpTopic(for: ["items", "whatever"]) == "items")
        #expect(try parser.helpTopic(for: ["help"]) == "help")
        #expect(try parser.helpTopic(for: ["help", "exit-codes"]) == "exit-codes")
        #expect(try parser.helpTopic(for: ["help", "store"]) == "store")
        #expect(throws: Tool.program.unknownTopic("exit-code")) { try parser.helpTopic(for: ["help", "exit-code"]) }
    }

    @Test func aShellIsNamedOrSuggested() throws {
        #expect(try Tool.program.shell(named: "fish") == .fish)
        #expect(throws: UsageError("unknown shell \"zhs\"", hint: "did you mean 'tool completion zsh'?")) {
            try Tool.program.shell(named: "zhs")
        }
        #expect(throws: UsageError("unknown shell \"powershell\"", hint: "shells: bash, zsh, fish")) {
            try Tool.program.shell(named: "powershell")
        }
    }

    @Test func aTopicIsACommandOrAHelpTopic() throws {
        try Tool.program.checkTopic("items")
        try Tool.program.checkTopic("environment")
        #expect(throws: Tool.program.unknownTopic("frob")) { try Tool.program.checkTopic("frob") }
    }

    @Test func unknownTopicsGetASuggestionFromCommandsAndTopics() {
        let program = Tool.program
        #expect(program.unknownTopic("exit-code").hint == "did you mean 'tool help exit-codes'?")
        #expect(
            program.unknownTopic("zzzzzzzz").hint
                == "commands: items, item, store, remote, completion, help; topics: environment, exit-codes")
    }

    @Test func suggestionsNeedAPlausibleTypo() {
        #expect(Suggestion.closest(to: "usres", in: ["users", "posts"]) == "users")
        #expect(Suggestion.closest(to: "xyz", in: ["users", "posts"]) == nil)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("ab", "ba") == 1)
        #expect(Suggestion.editDistance("", "abc") == 3)
    }
}
