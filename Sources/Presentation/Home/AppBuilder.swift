import AtomicCore
import Domain

/// Makes the view model of any route: each feature's ``FeatureScreenBuilder`` plus the home screen's use case.
/// A shell that needs a screen for a route asks ``makeScreen(for:navigator:)``; coordinators use it to make the
/// screens they push.
///
/// The features are listed once, by the composition root, in the order home shows them; the routes the app
/// knows, its deep links and its home rows all come from that list.
public struct AppBuilder: Sendable {
    /// Every feature's screens, in order.
    public let features: [any FeatureScreenBuilder]
    /// The home screen's status lines.
    public let status: GetFeatureStatusUseCase
    /// The time source of the home screen.
    public let clock: any AppClock

    /// Creates the builder from the features' builders and the status use case.
    public init(features: [any FeatureScreenBuilder], status: GetFeatureStatusUseCase, clock: any AppClock) {
        self.features = features
        self.status = status
        self.clock = clock
    }

    /// Every feature's route type, in order: what deep links and remembered routes are read with.
    public var routeTypes: [any FeatureRoute.Type] {
        features.map(\.routeType)
    }

    /// Whether `route` is home or of a route type one of the features declares.
    public func knows(_ route: Route) -> Bool {
        route == .home || routeTypes.contains { $0 == type(of: route.value) }
    }

    /// Every feature's rows on the home screen, in order.
    public var homeEntries: [HomeEntry] {
        features.flatMap(\.homeEntries)
    }

    /// A deep-link parser over every feature's routes; `extraHosts` are more GitHub web hosts.
    public func deepLinkParser(extraHosts: [String] = []) -> DeepLinkParser {
        DeepLinkParser(extraHosts: extraHosts, routes: routeTypes)
    }

    /// The home screen's view model.
    @MainActor
    public func makeHome() -> HomeViewModel {
        HomeViewModel(status: status, entries: homeEntries, clock: clock)
    }

    /// A new view model for `route`, not yet loaded, its selections sent to `navigator` when one is given; `nil`
    /// when no feature knows the route.
    @MainActor
    public func makeScreen(for route: Route, navigator: (any Navigator)? = nil) -> Screen? {
        if route == .home { return Screen(makeHome()) }
        for feature in features {
            if let screen = feature.makeScreen(for: route, navigator: navigator) { return screen }
        }
        return nil
    }

    /// Every route the features add to the screen of `route` (a user's followers and repositories on the profile),
    /// in feature order, one per key: a route whose key is in `reserved` (the shell's own keys) or was taken by an
    /// earlier feature is left out, so a key always does one thing.
    public func relatedRoutes(to route: Route, reserving reserved: Set<Character> = []) -> [RelatedRoute] {
        var taken = reserved
        return features.flatMap { $0.relatedRoutes(to: route) }.filter { taken.insert($0.key).inserted }
    }

    /// Every search the features offer on the screen of `route` (a search of users on the users list), in feature
    /// order, one per key: a search whose key is in `reserved`, is one of the screen's related routes', or was
    /// taken by an earlier feature is left out.
    public func relatedSearches(to route: Route, reserving reserved: Set<Character> = []) -> [RelatedSearch] {
        var taken = reserved.union(relatedRoutes(to: route, reserving: reserved).map(\.key))
        return features.flatMap { $0.relatedSearches(to: route) }.filter { taken.insert($0.key).inserted }
    }
}
