import AtomicCommandLine
import Presentation

/// A command that runs itself, as swift-argument-parser's commands do: a feature declares it in its own folder,
/// lists it in its ``FeatureAssembly``, and nothing else in the app changes.
///
/// `run(in:)` gets the ``CommandRunner`` of the invocation: the console, the options, the clock, the services
/// (`makeServices()`, then the feature's own typed services, such as `services.gitHubUsers`) and the shared ways
/// of printing (``CommandRunner/json(_:)``, ``CommandRunner/warnIfStale(_:)``, …). It runs inside the command's
/// network deadline; a thrown `DomainError` becomes the `error:` line and exit status 1.
///
/// Its options and arguments are properties, each declared once with `@Option`, `@Flag` or `@Argument`: the
/// parser reads them into the properties, and help, completions and the man page show their declarations.
///
/// ```swift
/// struct ReposCommand: FeatureCommand {
///     static let configuration = CommandConfiguration(commandName: "repos", abstract: "List a user's repositories")
///     @Argument("LOGIN", help: "The user's GitHub login", transform: UserCommand.login(in:)) var login: GitHubLogin
///     @Option("--limit", short: "L", valueName: "N", help: "How many to list", parser: .integer(
///         in: 1...100, meaning: "a number from 1 to 100", example: "30")) var limit = 30
///     func run(in runner: CommandRunner) async throws {
///         let services = try await runner.makeServices()
///         ...
///     }
/// }
/// ```
protocol FeatureCommand: FixedCommand, Hashable {
    /// Runs the command, printing through `runner`'s console.
    func run(in runner: CommandRunner) async throws

    /// The screen the interactive app opens at when the command is typed on a terminal (without `--json` or
    /// `--no-interactive`), as `atomic users` opens the users list; nil, the default, always prints.
    var screen: Route? { get }

    /// Whether the command prints data from the remote APIs, so that under `--demo` people are told the data is
    /// made up; true by default, false for a command that only opens a page in the browser.
    var showsData: Bool { get }

    /// Whether the command's plain output goes through the pager on a terminal (``CommandPaging``); by default
    /// exactly when it ``showsData``, so that a command that prints a token, a path or a setting never does.
    var pagesOutput: Bool { get }

    /// Whether the command writes a picture in an image protocol (kitty's, sixel) with `options`, which keeps
    /// its output from the pager; false by default.
    func writesTerminalGraphics(with options: GlobalOptions) -> Bool

    /// The name `--json=FIELDS` errors give the command and the fields its JSON has (empty when it prints none);
    /// by default `atomic NAME` and the declaration's ``CommandConfiguration/jsonFields``.
    var jsonFieldChoice: (name: String, fields: [String]) { get }
}

extension FeatureCommand {
    /// The command runs itself.
    var command: Command { .feature(self) }

    /// No screen: the command prints.
    var screen: Route? { nil }

    /// The command prints data.
    var showsData: Bool { true }

    /// Paged when it prints data.
    var pagesOutput: Bool { showsData }

    /// No pictures in an image protocol.
    func writesTerminalGraphics(with options: GlobalOptions) -> Bool { false }

    /// `atomic NAME` and the declared JSON fields.
    var jsonFieldChoice: (name: String, fields: [String]) {
        ("atomic \(Self.configuration.commandName)", Self.configuration.jsonFields)
    }
}
