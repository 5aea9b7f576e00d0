import Data
import DemoServer
import Persistence

/// The app's features, listed once: the commands, the cache's migrations and the services are derived from this
/// list. Adding a feature is adding its assembly here (see `docs/ADDING_A_FEATURE.md`).
enum FeatureList {
    /// Every feature, in the order their commands appear in help and their migrations apply.
    static let all: [any FeatureAssembly.Type] = [GitHubUsersFeature.self, PostsFeature.self]

    /// Every feature's commands, in order.
    static var commands: [any ParsableCommand.Type] { all.flatMap { $0.commands } }

    /// Every feature's requests in the demo, in feature order: everything `--demo` serves besides avatars.
    static var demoRoutes: [DemoRoute] { all.flatMap { $0.demoRoutes } }

    /// The migrations the cache database is opened with: every feature's, in version order, then the app
    /// state's (the interactive app's remembered screen).
    static var migrations: [Migration] {
        (all.flatMap { $0.migrations } + AppStateSchema.migrations).sorted { $0.version < $1.version }
    }

    /// The registry with every feature's repository built over `context`.
    static func services(context: FeatureContext) -> ServiceRegistry {
        var registry = ServiceRegistry()
        for feature in all {
            feature.register(in: &registry, context: context)
        }
        return registry
    }
}

/// A feature the app is built with did not register the repository the app needs: a fault in ``FeatureList``,
/// not in the user's input.
enum FeatureListError: Error, CustomStringConvertible {
    /// The users or posts repository is missing from the registry.
    case missingRepository

    /// One line for the `error:` output.
    var description: String {
        "the app was built without one of its features (the users or posts repository is missing)"
    }
}
