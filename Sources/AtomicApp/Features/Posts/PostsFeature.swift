import AtomicCommandLine
import AtomicLineShell
import AtomicShell
import Data
import DemoServer
import Domain
import Persistence
import Presentation

/// Posts: the JSONPlaceholder feed (`/posts`, `/users`, `/comments`), a post with its author and comments, and an
/// author's page (`/users/{id}`), kept in SQLite with a fetch time per endpoint.
enum PostsFeature: FeatureAssembly {
    /// `atomic posts [--user ID]`, `atomic post ID` and `atomic author ID`; ``PostsSchema/migrations`` (`posts`,
    /// `post_authors`, `comments`, `post_author_profiles`); ``DemoPostsRoutes/all`` (`GET /posts`, `GET /users`,
    /// `GET /comments` and `GET /users/{id}` from the demo dataset); ``PostsRoute`` (the feed, a post, an author and
    /// an author's posts) and ``PostsPanes`` (their terminal views).
    static var parts: FeatureParts {
        FeatureParts(
            commands: [PostsCommand.self, PostCommand.self, AuthorCommand.self], migrations: PostsSchema.migrations,
            demoRoutes: DemoPostsRoutes.all, routeType: PostsRoute.self, panes: PostsPanes.self,
            lines: PostsLines.self)
    }

    /// The use cases over a ``CachedPostsRepository`` and a ``CachedPostAuthorsRepository`` on the JSONPlaceholder
    /// client.
    static func makeServices(context: FeatureContext) -> PostsServices {
        PostsServices(
            repository: CachedPostsRepository(
                client: context.posts.client, baseURL: context.posts.baseURL, policy: context.policy),
            authors: CachedPostAuthorsRepository(
                client: context.posts.client, baseURL: context.posts.baseURL, policy: context.policy))
    }

    /// A ``PostsBuilder`` over the feature's use cases.
    static func screens(services: AppServices, context: ScreenContext) -> (any FeatureScreenBuilder)? {
        PostsBuilder(
            listPosts: services.posts.listPosts, getPost: services.posts.getPost, getAuthor: services.posts.getAuthor,
            clock: context.clock)
    }

    /// `atomic posts` for the feed, `atomic posts --user ID` for an author's posts, `atomic post ID` for a post,
    /// `atomic author ID` for an author.
    static func printingCommand(for route: Route) throws(DomainError) -> Command? {
        switch route.as(PostsRoute.self) {
        case .posts?: PostsCommand().command
        case .authorPosts(let userId)?: PostsCommand(userId: userId).command
        case .post(let id)?: PostCommand(id: id).command
        case .author(let id)?: AuthorCommand(id: id).command
        case nil: nil
        }
    }
}
