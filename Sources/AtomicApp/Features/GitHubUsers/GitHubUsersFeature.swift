import AtomicCommandLine
import AtomicLineShell
import AtomicShell
import Data
import DemoServer
import Domain
import Persistence
import Presentation

/// GitHub users: the list of every user and a profile with its avatar, over GitHub's REST API
/// (`GET /users?since=&per_page=`, `GET /users/{login}`), cached as rows and id ranges.
enum GitHubUsersFeature: FeatureAssembly {
    /// `atomic users` and `atomic user LOGIN`; ``GitHubUsersSchema/migrations`` (`github_users`,
    /// `github_user_segments`, `github_profiles`); ``DemoGitHubUsersRoutes/all`` (`GET /users?since=&per_page=` and
    /// `GET /users/{login}` from the demo dataset); ``GitHubUsersRoute`` (the list and a profile) and
    /// ``GitHubUsersPanes`` (their terminal views).
    static var parts: FeatureParts {
        FeatureParts(
            commands: [UsersCommand.self, UserCommand.self], migrations: GitHubUsersSchema.migrations,
            demoRoutes: DemoGitHubUsersRoutes.all, routeType: GitHubUsersRoute.self, panes: GitHubUsersPanes.self,
            lines: GitHubUsersLines.self)
    }

    /// The use cases over a ``CachedGitHubUsersRepository`` on the GitHub client.
    static func makeServices(context: FeatureContext) -> GitHubUsersServices {
        GitHubUsersServices(
            repository: CachedGitHubUsersRepository(
                client: context.gitHub.client, baseURL: context.gitHub.baseURL, policy: context.policy,
                logger: context.logger.child(label: "users")))
    }

    /// A ``UsersBuilder`` over the feature's use cases; its messages about authentication and the rate limit name
    /// the variable the token came from (or the ones to set).
    static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)? {
        UsersBuilder(
            listUsers: services.gitHubUsers.listUsers, getUser: services.gitHubUsers.getUser,
            showsRateLimit: !context.status.isDemo,
            clock: context.clock, token: services.token)
    }

    /// `atomic users --since ID` for the list (30 users), `atomic user LOGIN` for a profile.
    static func printingCommand(for route: Route) throws(DomainError) -> Command? {
        switch route.as(GitHubUsersRoute.self) {
        case .users(let since)?:
            return UsersCommand(since: since, limit: 30, perPage: 30).command
        case .user(let login)?:
            do {
                return UserCommand(login: try GitHubLogin(login)).command
            } catch {
                // The deep-link parser checked the login already; a login it let through is one GitHub cannot have.
                throw .notFound(.gitHubUser(login: login))
            }
        case nil:
            return nil
        }
    }
}
