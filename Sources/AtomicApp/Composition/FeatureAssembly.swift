import DemoServer
import Persistence

/// One feature of the app as a slice: the commands it adds, the migrations of its tables, and how its repository
/// is built from the app's shared services.
///
/// A feature keeps one folder with the same name in each layer (`Domain/GitHubUsers`, `Data/GitHubUsers`,
/// `Presentation/GitHubUsers`, `AtomicApp/Features/GitHubUsers`), and this type, in the app's folder, is where it
/// is registered. ``FeatureList/all`` lists the features once; the command list, the cache's migrations and the
/// services are derived from it.
protocol FeatureAssembly: Sendable {
    /// The feature's commands, in the order help lists them.
    static var commands: [any ParsableCommand.Type] { get }

    /// The migrations of the feature's tables. Their versions continue the app's one sequence (see
    /// `docs/decisions/0003-integer-migrations.md`): a new feature takes the next free number.
    static var migrations: [Migration] { get }

    /// The requests the feature adds to the demo (`--demo`), answered from the demo dataset; none by default.
    static var demoRoutes: [DemoRoute] { get }

    /// Registers the feature's repository in `services`, built over the shared pieces of `context` (the API
    /// clients, the cache policy, the logger).
    static func register(in services: inout ServiceRegistry, context: FeatureContext)
}

extension FeatureAssembly {
    /// No requests of its own in the demo: the feature's requests are among the built-in ones of `DemoAPI`.
    static var demoRoutes: [DemoRoute] { [] }
}
