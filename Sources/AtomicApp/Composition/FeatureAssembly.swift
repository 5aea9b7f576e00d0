import DemoServer
import Domain
import Persistence
import Presentation

/// One feature of the app as a slice: the commands it adds, the migrations of its tables, how its services (its
/// repository and use cases) are built from the app's shared pieces, and its screens in the interactive app.
///
/// A feature keeps one folder with the same name in each layer (`Domain/GitHubUsers`, `Data/GitHubUsers`,
/// `Presentation/GitHubUsers`, `AtomicApp/Features/GitHubUsers`), and this type, in the app's folder, is where it
/// is registered. ``FeatureList/all`` lists the features once; the command list, the cache's migrations, the
/// routes and deep links, the home screen's rows and the screens are derived from it. Its services are a value of
/// their own type (``Services``), built once by the composition root with ``makeServices(context:)`` and passed to
/// the feature's commands and screens: nothing looks them up by type.
///
/// A feature with screens declares four things beside its commands: ``routeType`` (its `FeatureRoute`, with its
/// deep links and the route below each), ``screens(services:context:)`` (its `FeatureScreenBuilder`, which makes
/// the view model of each route and lists its home rows), ``shellScreen(for:context:)`` (the terminal view of
/// each of its view models) and ``printingCommand(for:)`` (what `atomic open LINK` prints off a terminal).
protocol FeatureAssembly: Sendable {
    /// The feature's services for one run: its repository and use cases.
    associatedtype Services: Sendable

    /// The feature's commands, in the order help lists them.
    static var commands: [any ParsableCommand.Type] { get }

    /// The migrations of the feature's tables. Their versions continue the app's one sequence (see
    /// `docs/decisions/0003-integer-migrations.md`): a new feature takes the next free number.
    static var migrations: [Migration] { get }

    /// The requests the feature makes, as the demo (`--demo`) answers them from the demo dataset; none by default.
    /// The demo serves nothing else, so a feature that reads a remote API lists every request it makes.
    static var demoRoutes: [DemoRoute] { get }

    /// The feature's services, built once over the shared pieces of `context` (the API clients, the cache policy,
    /// the logger).
    static func makeServices(context: FeatureContext) -> Services

    /// The feature's route type, for deep links and remembered routes; `nil` (the default) when it has no screen.
    /// It is the route type of the builder ``screens(services:context:)`` makes.
    static var routeType: (any FeatureRoute.Type)? { get }

    /// The builder of the feature's view models over the run's `services`; `nil` (the default) when it has no
    /// screen.
    static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)?

    /// The terminal view of `screen` when its view model is one of the feature's, else `nil` (the default).
    @MainActor
    static func shellScreen(for screen: Screen, context: ShellContext) -> (any ShellScreen)?

    /// The command that prints what `route` shows, for `atomic open LINK` when the app does not open; `nil`
    /// (the default) when the route is not the feature's.
    ///
    /// - Throws: `DomainError` when the route names something the command cannot print.
    static func printingCommand(for route: Route) throws(DomainError) -> Command?
}

extension FeatureAssembly {
    /// No requests in the demo: for a feature that reads only what other features fetch.
    static var demoRoutes: [DemoRoute] { [] }

    /// No screen.
    static var routeType: (any FeatureRoute.Type)? { nil }

    /// No screen.
    static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)? { nil }

    /// No screen.
    @MainActor
    static func shellScreen(for screen: Screen, context: ShellContext) -> (any ShellScreen)? { nil }

    /// No screen.
    static func printingCommand(for route: Route) throws(DomainError) -> Command? { nil }
}
