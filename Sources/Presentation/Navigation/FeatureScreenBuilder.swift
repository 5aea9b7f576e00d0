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

    /// A route of this feature that the screen of `route` (maybe another feature's) leads to, such as a user's
    /// repositories from the profile; `nil` by default.
    func relatedRoute(to route: Route) -> RelatedRoute?
}

extension FeatureScreenBuilder {
    /// No rows on the home screen.
    public var homeEntries: [HomeEntry] { [] }

    /// No route added to other screens.
    public func relatedRoute(to route: Route) -> RelatedRoute? { nil }
}

/// A route a feature adds to another screen, with the words that offer it ("repositories").
public struct RelatedRoute: Sendable, Hashable {
    /// What the route shows, in a word or two, for the hint that offers it.
    public let title: String
    /// The route.
    public let route: Route

    /// A related route from its parts.
    public init(title: String, route: Route) {
        self.title = title
        self.route = route
    }
}
