import Data
import DemoServer
import Domain
import Persistence
import Presentation

/// Posts: the JSONPlaceholder feed (`/posts`, `/users`, `/comments`), a post with its author and comments, kept in
/// SQLite with a fetch time per endpoint.
enum PostsFeature: FeatureAssembly {
    /// `atomic posts` and `atomic post ID`.
    static let commands: [any ParsableCommand.Type] = [PostsCommand.self, PostCommand.self]

    /// ``DemoPostsRoutes/all``: `GET /posts`, `GET /users` and `GET /comments` from the demo dataset.
    static var demoRoutes: [DemoRoute] { DemoPostsRoutes.all }

    /// ``PostsSchema/migrations``: `posts`, `post_authors`, `comments`.
    static var migrations: [Migration] { PostsSchema.migrations }

    /// The use cases over a ``CachedPostsRepository`` on the JSONPlaceholder client.
    static func makeServices(context: FeatureContext) -> PostsServices {
        PostsServices(
            repository: CachedPostsRepository(
                client: context.posts.client, baseURL: context.posts.baseURL, policy: context.policy))
    }

    /// ``PostsRoute``: the feed and a post.
    static var routeType: (any FeatureRoute.Type)? { PostsRoute.self }

    /// A ``PostsBuilder`` over the feature's use cases.
    static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)? {
        PostsBuilder(listPosts: services.posts.listPosts, getPost: services.posts.getPost, clock: context.clock)
    }

    /// The feed's and a post's terminal views.
    @MainActor
    static func shellScreen(for screen: Screen, context: ShellContext) -> (any ShellScreen)? {
        if let list = screen.model(PostsListViewModel.self) {
            return PostsListShellScreen(model: list, context: context)
        }
        if let post = screen.model(PostDetailViewModel.self) {
            return PostDetailShellScreen(model: post, context: context)
        }
        return nil
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
