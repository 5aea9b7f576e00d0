import AtomicCommandLine
import AtomicShell
import Data
import DemoServer
import Domain
import Persistence
import Presentation

/// Posts: the JSONPlaceholder feed (`/posts`, `/users`, `/comments`), a post with its author and comments, kept in
/// SQLite with a fetch time per endpoint.
enum PostsFeature: FeatureAssembly {
    /// `atomic posts` and `atomic post ID`; ``PostsSchema/migrations`` (`posts`, `post_authors`, `comments`);
    /// ``DemoPostsRoutes/all`` (`GET /posts`, `GET /users` and `GET /comments` from the demo dataset);
    /// ``PostsRoute`` (the feed and a post) and ``PostsPanes`` (their terminal views).
    static var parts: FeatureParts {
        FeatureParts(
            commands: [PostsCommand.self, PostCommand.self], migrations: PostsSchema.migrations,
            demoRoutes: DemoPostsRoutes.all, routeType: PostsRoute.self, panes: PostsPanes.self)
    }

    /// The use cases over a ``CachedPostsRepository`` on the JSONPlaceholder client.
    static func makeServices(context: FeatureContext) -> PostsServices {
        PostsServices(
            repository: CachedPostsRepository(
                client: context.posts.client, baseURL: context.posts.baseURL, policy: context.policy))
    }

    /// A ``PostsBuilder`` over the feature's use cases.
    static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)? {
        PostsBuilder(listPosts: services.posts.listPosts, getPost: services.posts.getPost, clock: context.clock)
    }

    /// `atomic posts` for the feed, `atomic post ID` for a post.
    static func printingCommand(for route: Route) throws(DomainError) -> Command? {
        switch route.as(PostsRoute.self) {
        case .posts?: PostsCommand().command
        case .post(let id)?: PostCommand(id: id).command
        case nil: nil
        }
    }
}
