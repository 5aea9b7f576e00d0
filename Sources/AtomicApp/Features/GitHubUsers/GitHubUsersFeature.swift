import Data
import DemoServer
import Domain
import Persistence

/// GitHub users: the list of every user and a profile with its avatar, over GitHub's REST API
/// (`GET /users?since=&per_page=`, `GET /users/{login}`), cached as rows and id ranges.
enum GitHubUsersFeature: FeatureAssembly {
    /// `atomic users` and `atomic user LOGIN`.
    static let commands: [any ParsableCommand.Type] = [UsersCommand.self, UserCommand.self]

    /// ``DemoGitHubUsersRoutes/all``: `GET /users?since=&per_page=` and `GET /users/{login}` from the demo dataset.
    static var demoRoutes: [DemoRoute] { DemoGitHubUsersRoutes.all }

    /// ``GitHubUsersSchema/migrations``: `github_users`, `github_user_segments`, `github_profiles`.
    static var migrations: [Migration] { GitHubUsersSchema.migrations }

    /// A ``CachedGitHubUsersRepository`` over the GitHub client, as `any GitHubUsersRepository`.
    static func register(in services: inout ServiceRegistry, context: FeatureContext) {
        let repository = CachedGitHubUsersRepository(
            client: context.gitHub.client, baseURL: context.gitHub.baseURL, policy: context.policy,
            logger: context.logger.child(label: "users"))
        services.register(repository as any GitHubUsersRepository)
    }
}
