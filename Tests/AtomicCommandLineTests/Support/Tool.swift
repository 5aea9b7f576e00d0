import AtomicCommandLine
import Foundation

/// `tool`, a program declared only for these tests: global options on its root, a list command with typed
/// options, a command with an argument and flags, `store ACTION` (subcommands described in their parent's help
/// page), `remote` (subcommands with pages of their own, nested two deep), and help and completion commands.
enum Tool {
    /// The root: its options are global.
    struct Root: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tool", abstract: "Keep items in a store and show them",
            discussion: "Without a command, tool shows the first items. Flags may stand before or after the command.",
            subcommands: [
                Items.self, Item.self, Store.self, Remote.self, Completion.self, Help.self,
            ],
            jsonFields: ["items", "count"],
            examples: [Example("tool items -L 5", "the first five items")])

        @Flag("--verbose", help: "Say more") var verbose: Bool
        @Flag(
            "--json", inlineValueName: "FIELDS", help: "Print JSON; with =FIELDS only those keys",
            inlineValue: { (text) throws(UsageError) in
                guard !text.isEmpty else { throw UsageError("--json=FIELDS needs fields", hint: "e.g. --json=id") }
                return text.split(separator: ",").map(String.init)
            })
        var json: Bool
        @Option(
            "--timeout", valueName: "SECONDS", help: "How long to wait", environment: "TOOL_TIMEOUT",
            defaultText: "30",
            parser: .seconds(in: 0.001...60, meaning: "a number of seconds above 0 and at most 60", example: "30"))
        var timeout: TimeInterval?
        @Option(
            "--level", valueName: "LEVEL", help: "How loud", environment: "TOOL_LEVEL",
            completion: .values(["low", "high"]),
            parser: .choice([(name: "low", value: 1), (name: "high", value: 2)], aliases: ["hi": 2]))
        var level = 1
        @Option(
            "--dir", valueName: "PATH", help: "Where the store lives", completion: .directory,
            parser: .nonEmpty(meaning: "a folder path", example: "/tmp/store"))
        var directory: String?
        @Option(
            "--base-url", valueName: "URL", help: "The server's base URL", environment: "TOOL_URL", parser: .baseURL)
        var baseURL: URL?
        @Flag("--help", short: "h", help: "Show help for the command") var help: Bool
        @Flag("--version", short: "V", help: "Show the version") var version: Bool
    }

    /// `tool items`: typed options, one with a short name, declared once each.
    struct Items: ParsableCommand, Hashable {
        static let configuration = CommandConfiguration(
            commandName: "items", abstract: "List items in order",
            discussion: "Lists the items after --since, as many as --limit.",
            jsonFields: ["id", "name"],
            examples: [Example("tool items --since 4 --json=id", "ids after item 4")])

        @Option(
            "--since", valueName: "ID", help: "Start after this item", defaultText: "the first",
            parser: .integer(in: 0...Int.max, meaning: "an item id (0 or more)", example: "4"))
        var since: Int?
        @Option(
            "--limit", short: "L", valueName: "N", help: "How many to list", defaultText: "10",
            parser: .integer(in: 1...100, meaning: "a number of items from 1 to 100", example: "10"))
        var limit = 10
    }

    /// `tool item NAME`: a required argument checked by its transform, two flags.
    struct Item: ParsableCommand, Hashable {
        static let configuration = CommandConfiguration(
            commandName: "item", abstract: "Show one item", jsonFields: ["id", "name", "size"],
            examples: [Example("tool item apple --web", "the apple's page")])

        @Argument("NAME", help: "The item's name", completion: .dynamic, transform: Item.name(in:)) var name: String
        @Flag("--web", short: "w", help: "Open the page instead") var web: Bool
        @Flag("--raw", help: "Print the stored bytes") var raw: Bool

        static func name(in text: String) throws(UsageError) -> String {
            guard !text.contains("/") else {
                throw UsageError("\"\(text)\" is not a name", hint: "e.g. 'tool item apple'")
            }
            return text
        }

        /// `--web` and `--raw` together make no sense.
        func validate() throws(UsageError) {
            if web && raw { throw UsageError("--web and --raw exclude each other", hint: "choose one") }
        }
    }

    /// `tool store ACTION`: the actions are described in this page only.
    struct Store: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "store", abstract: "Show the store or empty it",
            subcommands: [StoreInfo.self, StoreClear.self],
            subcommandArgument: SubcommandArgument("ACTION", help: "info or clear", subcommandsHaveOwnHelp: false),
            examples: [Example("tool store info", "what the store holds")])
    }

    /// `tool store info`.
    struct StoreInfo: ParsableCommand, Hashable {
        static let configuration = CommandConfiguration(commandName: "info", abstract: "Show what the store holds")
    }

    /// `tool store clear`.
    struct StoreClear: ParsableCommand, Hashable {
        static let configuration = CommandConfiguration(commandName: "clear", abstract: "Delete everything stored")
        @Flag("--force", help: "Do not ask") var force: Bool
    }

    /// `tool remote COMMAND`: subcommands with help pages of their own, one of them with subcommands too.
    struct Remote: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remote", abstract: "Manage the remote stores", subcommands: [RemoteAdd.self, Branch.self])
    }

    /// `tool remote add NAME URL`.
    struct RemoteAdd: ParsableCommand, Hashable {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a remote store", discussion: "Adds the store at URL as NAME.")
        @Argument("NAME", help: "What to call it") var name: String
        @Argument("URL", help: "Where it is") var url: String
        @Flag("--fetch", help: "Fetch it at once") var fetch: Bool
    }

    /// `tool remote branch COMMAND`.
    struct Branch: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "branch", abstract: "Manage a remote's branches", subcommands: [BranchDelete.self])
    }

    /// `tool remote branch delete NAME`.
    struct BranchDelete: ParsableCommand, Hashable {
        static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a branch")
        @Argument("NAME", help: "The branch") var name: String
    }

    /// `tool completion SHELL`.
    struct Completion: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "completion", abstract: "Print a script")
        @Argument(
            "SHELL", help: "bash, zsh or fish", completion: .values(Shell.allCases.map(\.rawValue)),
            transform: { (text) throws(UsageError) in
                guard let shell = Shell(rawValue: text) else {
                    throw UsageError("unknown shell \"\(text)\"", hint: "shells: bash, zsh, fish")
                }
                return shell
            })
        var shell: Shell
    }

    /// `tool help [TOPIC]`.
    struct Help: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "help", abstract: "Show help")
        @Argument("TOPIC", help: "A command or a help topic", completion: .topics) var topic: String?
    }

    /// The exit statuses, as the man page lists them.
    static let exitStatuses: [(status: String, meaning: String)] = [("0", "Success"), ("2", "Usage error")]

    /// The program.
    static let program = CommandLineProgram(
        root: Root.self,
        topics: [
            HelpTopic(
                "environment", abstract: "Variables tool reads", paragraphs: ["Flags win over variables."],
                rows: EnvironmentVariable.variables(of: CommandDescription(Root.self).options).map {
                    ($0.name, $0.help)
                }),
            HelpTopic("exit-codes", abstract: "What each exit status means", rows: exitStatuses.map { ($0, $1) }),
        ],
        environmentVariables: EnvironmentVariable.variables(of: CommandDescription(Root.self).options) + [
            EnvironmentVariable(name: "TOOL_TOKEN", help: "The token; never printed")
        ],
        documentation: ProgramDocumentation(
            version: "1.2.3", environmentSummary: "Each flag with a variable reads it when the flag is absent.",
            learnMore: ["Read the manual with 'tool man'."], exitStatuses: exitStatuses,
            seeAlso: "tool help environment"))

    /// A parser of `tool` in `environment`.
    static func parser(environment: [String: String] = [:]) -> CommandParser {
        CommandParser(program: program, environment: environment)
    }

    /// The command `arguments` name, parsed as a program does: scanned, globals read, then the command.
    static func parse(
        _ arguments: [String], environment: [String: String] = [:]
    ) throws(UsageError) -> (globals: Root, parsed: CommandParser.ParsedCommand) {
        let parser = parser(environment: environment)
        let values = try parser.scan(arguments)
        let globals = try parser.readGlobals(values, as: Root.self)
        return (globals, try parser.parseCommand(values))
    }

    /// The usage error `arguments` make, or nil when they parse.
    static func usageError(_ arguments: [String], environment: [String: String] = [:]) -> UsageError? {
        do {
            _ = try parse(arguments, environment: environment)
            return nil
        } catch {
            return error
        }
    }
}
