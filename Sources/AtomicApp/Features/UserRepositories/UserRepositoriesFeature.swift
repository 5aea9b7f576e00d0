import AtomicCommandLine
import AtomicLineShell
import AtomicShell
import Data
import DemoServer
import Domain
import Persistence
import Presentation

/// Repositories: `GET /users/{login}/repos?type=owner&sort=updated` on GitHub's REST API, kept in the cache with a TTL and ETag revalidation.
enum UserRepositoriesFeature: FeatureAssembly {
    /// `atomic repos`, ``UserRepositoriesSchema/migrations``, ``DemoUserRepositoriesRoutes/all``, ``UserRepositoriesRoute`` and ``UserRepositoriesPanes``.
    static var parts: FeatureParts {
        FeatureParts(
            commands: [UserRepositoriesCommand.self], migrations: UserRepositoriesSchema.migrations,
            demoRoutes: DemoUserRepositoriesRoutes.all,
            routeType: UserRepositoriesRoute.self, panes: UserRepositoriesPanes.self,
            lines: UserRepositoriesLines.self)
    }

    /// The use case over a ``CachedUserRepositoriesRepository`` on the GitHub client.
    static func makeServices(context: FeatureContext) -> UserRepositoriesServices {
        UserRepositoriesServices(
            repository: CachedUserRepositoriesRepository(
                client: context.gitHub.client, baseURL: context.gitHub.baseURL, policy: context.policy))
    }

    /// A ``UserRepositoriesBuilder`` over the feature's use case; it shows GitHub's budget except on the demo data, and
    /// its messages name the variable the token came from.
    static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)? {
        UserRepositoriesBuilder(
            useCase: services.userRepositories.listUserRepositories, clock: context.clock,
            showsRateLimit: !context.status.isDemo, token: services.token)
    }

    /// `atomic repos` for the feature's route.
    static func printingCommand(for route: Route) throws(DomainError) -> Command? {
        guard case .userRepositories(let login)? = route.as(UserRepositoriesRoute.self) else { return nil }
        guard let login = try? GitHubLogin(login) else {
            throw .notFound(.gitHubUser(login: login))
        }
        return UserRepositoriesCommand(login: login).command
    }
}
