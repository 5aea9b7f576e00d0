/// One feature's part of the interactive app, as its presentation layer declares it: its route type, the view
/// model of each of its routes, its entries on the home screen, and the routes it adds to other screens.
///
/// The composition root hands one builder per feature to ``AppBuilder``; nothing else lists the features'
/// screens. A builder holds the feature's use cases, never a repository.
public protocol FeatureScreenBuilder: Sendable {
    /// The feature's route type: the deep links it reads and the routes it remembers.
    var routeType: any FeatureRoute.Type { get }

    /// The feature's rows on the home screen, in order; none by default.
    var homeEntries: [HomeEntry] { get }

    /// A new view model for `route`, not yet loaded, its selections sent to `navigator` when one is given; `nil`
    /// when `route` is not one of the feature's.
    @MainActor
    func makeScreen(for route: Route, navigator: (any Navigator)?) -> Screen?

    /// The routes of this feature that the screen of `route` (maybe another feature's) leads to, each behind its
    /// own key, such as a user's repositories from the profile; none by default.
    func relatedRoutes(to route: Route) -> [RelatedRoute]
}

extension FeatureScreenBuilder {
    /// No rows on the home screen.
    public var homeEntries: [HomeEntry] { [] }

    /// No route added to other screens.
    public func relatedRoutes(to route: Route) -> [RelatedRoute] { [] }
}

/// A route a feature adds to another screen, with the key and the words that offer it (`R` "repositories").
public struct RelatedRoute: Sendable, Hashable {
    /// What the route shows, in a word or two, for the hint that offers it.
    public let title: String
    /// The printable key that opens the route on the screen it is added to (`f`, `R`); a key the shell uses for
    /// one of its own commands is not offered (``AppBuilder/relatedRoutes(to:reserving:)``).
    public let key: Character
    /// The route.
    public let route: Route

    /// A related route from its parts.
    public init(title: String, key: Character, route: Route) {
        self.title = title
        self.key = key
        self.route = route
    }
}
