import AtomicCommandLine
import AtomicLineShell
import AtomicShell
import DemoServer
import Domain
import Persistence
import Presentation

/// The parts of a feature that are declarations rather than code: its commands, the migrations of its tables,
/// the requests the demo answers for it, and, for a feature with screens, its route type and its panes.
struct FeatureParts {
    /// The feature's commands, in the order help lists them.
    var commands: [any ParsableCommand.Type]
    /// The migrations of the feature's tables. Their versions continue the app's one sequence (see
    /// `docs/decisions/0003-integer-migrations.md`): a new feature takes the next free number.
    var migrations: [Migration]
    /// The requests the feature makes, as the demo (`--demo`) answers them from the demo dataset; none for a
    /// feature that reads only what other features fetch. The demo serves nothing else, so a feature that reads a
    /// remote API lists every request it makes.
    var demoRoutes: [DemoRoute] = []
    /// The feature's route type, for deep links and remembered routes; `nil` when it has no screen. It is the route
    /// type of the builder ``FeatureAssembly/screens(services:context:)`` makes.
    var routeType: (any FeatureRoute.Type)? = nil
    /// The feature's panes in the shell (the terminal view of each of its view models); `nil` when it has no
    /// screen.
    var panes: (any FeaturePanes.Type)? = nil
    /// The feature's screens in the accessible line shell (the plain lines of each of its view models); `nil`
    /// when it has no screen, or none in that shell.
    var lines: (any LineFeature.Type)? = nil
}

/// One feature of the app as a slice: its ``FeatureParts`` (commands, migrations, demo routes, route type, panes),
/// how its services (its use cases over its repository) are built from the app's shared pieces, and its screens
/// in the interactive app.
///
/// A feature keeps one folder with the same name in each layer (`Domain/GitHubUsers`, `Data/GitHubUsers`,
/// `Presentation/GitHubUsers`, `AtomicApp/Features/GitHubUsers`), and this type, in the app's folder, is where it
/// is registered. ``FeatureList/all`` lists the features once; the command list, the cache's migrations, the
/// routes and deep links, the home screen's rows and the screens are derived from it. Its services are a value of
/// their own type (``Services``), built once by the composition root with ``makeServices(context:)`` and passed to
/// the feature's commands and screens: nothing looks them up by type.
///
/// A feature with screens gives, beside its commands, its route type and panes in ``parts``, and
/// ``screens(services:context:)`` (its `FeatureScreenBuilder`, which makes the view model of each route and lists
/// its home rows) and ``printingCommand(for:)`` (what `atomic open LINK` prints off a terminal).
protocol FeatureAssembly: Sendable {
    /// The feature's services for one run: its use cases over its repository.
    associatedtype Services: Sendable

    /// The feature's declarations.
    static var parts: FeatureParts { get }

    /// The feature's services, built once over the shared pieces of `context` (the API clients, the cache policy,
    /// the logger).
    static func makeServices(context: FeatureContext) -> Services

    /// The builder of the feature's view models over the run's `services`; `nil` (the default) when it has no
    /// screen.
    static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)?

    /// The command that prints what `route` shows, for `atomic open LINK` when the app does not open; `nil`
    /// (the default) when the route is not the feature's.
    ///
    /// - Throws: `DomainError` when the route names something the command cannot print.
    static func printingCommand(for route: Route) throws(DomainError) -> Command?
}

extension FeatureAssembly {
    /// No screen.
    static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)? { nil }

    /// No screen.
    static func printingCommand(for route: Route) throws(DomainError) -> Command? { nil }
}
