import Data
import DemoServer
import Domain
import Persistence

/// Posts: the JSONPlaceholder feed (`/posts`, `/users`, `/comments`), a post with its author and comments, kept in
/// SQLite with a fetch time per endpoint.
enum PostsFeature: FeatureAssembly {
    /// `atomic posts` and `atomic post ID`.
    static let commands: [any ParsableCommand.Type] = [PostsCommand.self, PostCommand.self]

    /// ``DemoPostsRoutes/all``: `GET /posts`, `GET /users` and `GET /comments` from the demo dataset.
    static var demoRoutes: [DemoRoute] { DemoPostsRoutes.all }

    /// ``PostsSchema/migrations``: `posts`, `post_authors`, `comments`.
    static var migrations: [Migration] { PostsSchema.migrations }

    /// A ``CachedPostsRepository`` over the JSONPlaceholder client, as `any PostsRepository`.
    static func register(in services: inout ServiceRegistry, context: FeatureContext) {
        let repository = CachedPostsRepository(
            client: context.posts.client, baseURL: context.posts.baseURL, policy: context.policy)
        services.register(repository as any PostsRepository)
    }
}
