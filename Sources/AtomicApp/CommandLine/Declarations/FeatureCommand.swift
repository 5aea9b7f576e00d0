/// A command that runs itself, as swift-argument-parser's commands do: a feature declares it in its own folder,
/// lists it in its ``FeatureAssembly``, and nothing else in the app changes.
///
/// `run(in:)` gets the ``CommandRunner`` of the invocation: the console, the options, the clock, the services
/// (`makeServices()`, then `services.features.resolve(...)` for the feature's repository) and the shared ways
/// of printing (``CommandRunner/json(_:)``, ``CommandRunner/warnIfStale(_:)``, …). It runs inside the command's
/// network deadline; a thrown `DomainError` becomes the `error:` line and exit status 1.
///
/// ```swift
/// struct ReposCommand: FeatureCommand {
///     static let configuration = CommandConfiguration(commandName: "repos", abstract: "List a user's repositories")
///     init(parsing values: ParsedValues) throws(UsageError) { ... }
///     func run(in runner: CommandRunner) async throws {
///         let services = try await runner.makeServices()
///         ...
///     }
/// }
/// ```
protocol FeatureCommand: ParsableCommand, Hashable {
    /// Runs the command, printing through `runner`'s console.
    func run(in runner: CommandRunner) async throws
}

extension FeatureCommand {
    /// The command runs itself.
    var command: Command { .feature(self) }
}
