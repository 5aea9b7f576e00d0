import AtomicCommandLine
import AtomicLineShell
import AtomicShell
import Data
import DemoServer
import Domain
import Persistence
import Presentation

/// A GitHub user's followers and following: `GET /users/{login}/followers` and `GET /users/{login}/following` on
/// GitHub's REST API, kept in the cache with a TTL and ETag revalidation.
enum UserRelationsFeature: FeatureAssembly {
    /// `atomic followers` and `atomic following`, ``UserRelationsSchema/migrations``, ``DemoUserRelationsRoutes/all``, ``UserRelationsRoute`` and ``UserRelationsPanes``.
    static var parts: FeatureParts {
        FeatureParts(
            commands: [FollowersCommand.self, FollowingCommand.self], migrations: UserRelationsSchema.migrations,
            demoRoutes: DemoUserRelationsRoutes.all,
            routeType: UserRelationsRoute.self, panes: UserRelationsPanes.self,
            lines: UserRelationsLines.self)
    }

    /// The use case over a ``CachedUserRelationsRepository`` on the GitHub client.
    static func makeServices(context: FeatureContext) -> UserRelationsServices {
        UserRelationsServices(
            repository: CachedUserRelationsRepository(
                client: context.gitHub.client, baseURL: context.gitHub.baseURL, policy: context.policy))
    }

    /// A ``UserRelationsBuilder`` over the feature's use case; it shows GitHub's budget except on the demo data, and
    /// its messages name the variable the token came from.
    static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)? {
        UserRelationsBuilder(
            useCase: services.userRelations.listUserRelations, clock: context.clock,
            showsRateLimit: !context.status.isDemo, token: services.token)
    }

    /// `atomic followers` or `atomic following` for the feature's route.
    static func printingCommand(for route: Route) throws(DomainError) -> Command? {
        guard case .userRelations(let login, let relation)? = route.as(UserRelationsRoute.self) else { return nil }
        guard let login = try? GitHubLogin(login) else {
            throw .notFound(.gitHubUser(login: login))
        }
        return UserRelationsCommand.command(relation: relation, login: login)
    }
}
