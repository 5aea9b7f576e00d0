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

    /// The requests the feature makes, as the demo (`--demo`) answers them from the demo dataset; none by default.
    /// The demo serves nothing else, so a feature that reads a remote API lists every request it makes.
    static var demoRoutes: [DemoRoute] { get }

    /// Registers the feature's repository in `services`, built over the shared pieces of `context` (the API
    /// clients, the cache policy, the logger).
    static func register(in services: inout ServiceRegistry, context: FeatureContext)
}

extension FeatureAssembly {
    /// No requests in the demo: for a feature that reads only what other features fetch.
    static var demoRoutes: [DemoRoute] { [] }
}
