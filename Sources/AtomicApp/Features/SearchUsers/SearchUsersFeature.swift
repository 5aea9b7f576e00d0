import AtomicCommandLine
import AtomicLineShell
import AtomicShell
import Data
import DemoServer
import Domain
import Foundation
import Persistence
import Presentation

/// Search users: `GET /search/users?q={query}` on GitHub's REST API, kept in the cache with a TTL and ETag revalidation.
enum SearchUsersFeature: FeatureAssembly {
    /// `atomic search users`, ``SearchUsersSchema/migrations``, ``DemoSearchUsersRoutes/all``, ``SearchUsersRoute`` and ``SearchUsersPanes``.
    static var parts: FeatureParts {
        FeatureParts(
            commands: [SearchCommand.self], migrations: SearchUsersSchema.migrations,
            demoRoutes: DemoSearchUsersRoutes.all,
            routeType: SearchUsersRoute.self, panes: SearchUsersPanes.self,
            lines: SearchUsersLines.self)
    }

    /// How long a search's answer stays fresh at most, in seconds (60): GitHub rations search hardest (10 requests
    /// a minute without a token), and its results move; a shorter `--ttl` wins.
    static let timeToLive: TimeInterval = 60

    /// The use case over a ``CachedSearchUsersRepository`` on the GitHub client, fresh for ``timeToLive`` at most.
    static func makeServices(context: FeatureContext) -> SearchUsersServices {
        SearchUsersServices(
            repository: CachedSearchUsersRepository(
                client: context.gitHub.client, baseURL: context.gitHub.baseURL,
                policy: context.policy.with(timeToLiveAtMost: timeToLive)))
    }

    /// A ``SearchUsersBuilder`` over the feature's use case; it shows GitHub's budget except on the demo data, and
    /// its messages name the variable the token came from.
    static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)? {
        SearchUsersBuilder(
            useCase: services.searchUsers.listSearchUsers, clock: context.clock,
            showsRateLimit: !context.status.isDemo, token: services.token)
    }

    /// `atomic search users` for the feature's route.
    static func printingCommand(for route: Route) throws(DomainError) -> Command? {
        guard case .searchUsers(let query)? = route.as(SearchUsersRoute.self) else { return nil }

        return SearchUsersCommand(query: query).command
    }
}
