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

    /// The searches of this feature that the screen of `route` offers, each behind its own key, such as a search
    /// of GitHub's users from the users list; none by default.
    func relatedSearches(to route: Route) -> [RelatedSearch]
}

extension FeatureScreenBuilder {
    /// No rows on the home screen.
    public var homeEntries: [HomeEntry] { [] }

    /// No route added to other screens.
    public func relatedRoutes(to route: Route) -> [RelatedRoute] { [] }

    /// No search offered on other screens.
    public func relatedSearches(to route: Route) -> [RelatedSearch] { [] }
}

/// A search a feature offers on a screen: a key that opens a line to type the query on, and the route of the
/// query typed (`s` "search users" on the users list, which opens the users GitHub finds).
public struct RelatedSearch: Sendable {
    /// What the search looks for, in a word or two, for the hint that offers it ("search users").
    public let title: String
    /// The printable key that opens the line; a key the shell or another route of the screen takes is not
    /// offered (``AppBuilder/relatedSearches(to:reserving:)``).
    public let key: Character
    /// The line's text while nothing is typed, such as an example of the query's syntax.
    public let placeholder: String
    /// The route of the text typed, or `nil` when it names no search (only white space).
    public let route: @Sendable (String) -> Route?

    /// A search from its parts.
    public init(
        title: String, key: Character, placeholder: String, route: @escaping @Sendable (String) -> Route?
    ) {
        self.title = title
        self.key = key
        self.placeholder = placeholder
        self.route = route
    }
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
