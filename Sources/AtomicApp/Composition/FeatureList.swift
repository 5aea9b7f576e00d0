import AtomicCommandLine
import AtomicLineShell
import AtomicShell
import Data
import DemoServer
import Domain
import Persistence
import Presentation

/// The app's features, listed once: the commands, the cache's migrations, the routes and the screens are derived
/// from this list; the composition root builds each feature's services with its assembly. Adding a feature is adding its assembly here (see `docs/ADDING_A_FEATURE.md`).
enum FeatureList {
    /// Every feature, in the order their commands appear in help and their migrations apply.
    static let all: [any FeatureAssembly.Type] = [
        GitHubUsersFeature.self,
        PostsFeature.self,
        UserRelationsFeature.self,
        UserRepositoriesFeature.self,
        SearchUsersFeature.self,
    ]

    /// Every feature's commands, in order.
    static var commands: [any ParsableCommand.Type] { all.flatMap { $0.parts.commands } }

    /// Every feature's requests in the demo, in feature order: everything `--demo` serves besides avatars.
    static var demoRoutes: [DemoRoute] { all.flatMap { $0.parts.demoRoutes } }

    /// The migrations the cache database is opened with: every feature's, in version order, then the app
    /// state's (the interactive app's remembered screen).
    static var migrations: [Migration] {
        (all.flatMap { $0.parts.migrations } + AppStateSchema.migrations).sorted { $0.version < $1.version }
    }

    /// Every feature's route type, in order: what deep links and remembered routes are read with.
    static var routeTypes: [any FeatureRoute.Type] { all.compactMap { $0.parts.routeType } }

    /// Every feature's screen builder over `services`, in order (the order of the home screen's rows).
    static func screens(services: AppServices, context: ScreenContext) -> [any FeatureScreenBuilder] {
        all.compactMap { $0.screens(services: services, context: context) }
    }

    /// Every feature's panes in the shell, in order.
    static var panes: [any FeaturePanes.Type] { all.compactMap { $0.parts.panes } }

    /// Every feature's screens in the accessible line shell, in order.
    static var lines: [any LineFeature.Type] { all.compactMap { $0.parts.lines } }

    /// The command of the feature whose route `route` is that prints what it shows; `nil` when none does.
    ///
    /// - Throws: `DomainError` from the feature, when the route names something its command cannot print.
    static func printingCommand(for route: Route) throws(DomainError) -> Command? {
        for feature in all {
            if let command = try feature.printingCommand(for: route) { return command }
        }
        return nil
    }
}
