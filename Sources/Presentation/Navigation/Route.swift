/// A screen of the app, as data: where navigation goes, what a deep link names, what a shell remembers.
///
/// A route wraps one value of a feature's route type (a ``FeatureRoute``, such as `GitHubUsersRoute.user(login:)`),
/// or the built-in ``HomeRoute``. Features add their own route types and static shorthands, so the app's list of
/// screens is open: `Route.user(login: "octocat")` is declared next to the users feature's view models, not here.
///
/// Two routes are equal when they wrap equal values of the same type. A route prints as its value does
/// (`user(login: "octocat")`) and encodes as it (`{"user":{"login":"octocat"}}`); reading one back needs the
/// route types the app knows (see ``init(rememberedText:routes:)``).
public struct Route: Sendable, Hashable, CustomStringConvertible, Encodable {
    /// The feature's route value.
    public let value: any FeatureRoute

    /// The route of `value`.
    public init(_ value: some FeatureRoute) {
        self.value = value
    }

    /// The home screen: every feature with its status line (`atomic://home`).
    public static let home = Route(HomeRoute.home)

    /// The wrapped value when it is of `type`, for a feature to switch over its own routes.
    public func `as`<Value: FeatureRoute>(_ type: Value.Type) -> Value? {
        value as? Value
    }

    /// The route shown below this one when it is opened directly (a deep link, a remembered route): its
    /// value's ``FeatureRoute/parent``, or home; `nil` for home itself.
    public var parent: Route? {
        if self == .home { return nil }
        return value.parent ?? .home
    }

    /// The route as its value prints: `home`, `users(since: nil)`, `user(login: "octocat")`.
    public var description: String {
        String(describing: value)
    }

    /// Equal values of the same route type.
    public static func == (lhs: Route, rhs: Route) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }

    /// Hashes the value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(value))
    }

    /// Encodes the value as its own type does.
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
