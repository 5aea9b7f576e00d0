import AtomicCore
import AtomicLogger
import Domain

/// Makes the posts feature's view models from the use cases it is given; no repository, no container.
public struct PostsBuilder: Sendable {
    /// Loads the feed.
    public let listPosts: ListPostsUseCase
    /// Loads one post.
    public let getPost: GetPostDetailUseCase
    /// Loads one author's page.
    public let getAuthor: GetPostAuthorUseCase
    /// The time source of every view model made.
    public let clock: any AppClock
    /// Where the view models log.
    public let logger: Logger

    /// Creates a builder over the use cases.
    public init(
        listPosts: ListPostsUseCase, getPost: GetPostDetailUseCase, getAuthor: GetPostAuthorUseCase,
        clock: any AppClock = SystemClock(), logger: Logger = .disabled
    ) {
        self.listPosts = listPosts
        self.getPost = getPost
        self.getAuthor = getAuthor
        self.clock = clock
        self.logger = logger
    }

    /// The feed's view model: every post, or only those of the author `userId`.
    @MainActor
    public func makeList(userId: Int? = nil) -> PostsListViewModel {
        PostsListViewModel(listPosts: listPosts, userId: userId, clock: clock, logger: logger.child(label: "posts"))
    }

    /// The view model of the post `id`.
    @MainActor
    public func makeDetail(id: Int) -> PostDetailViewModel {
        PostDetailViewModel(id: id, getPost: getPost, clock: clock, logger: logger.child(label: "post"))
    }

    /// The view model of the author `id`'s page.
    @MainActor
    public func makeAuthor(id: Int) -> PostAuthorViewModel {
        PostAuthorViewModel(id: id, getAuthor: getAuthor, clock: clock, logger: logger.child(label: "post-author"))
    }
}

extension PostsBuilder: FeatureScreenBuilder {
    /// ``PostsRoute``.
    public var routeType: any FeatureRoute.Type { PostsRoute.self }

    /// "Posts", with the feed's cache status; it opens the feed.
    public var homeEntries: [HomeEntry] {
        [HomeEntry(feature: .posts, title: "Posts", route: .posts)]
    }

    /// The feed or an author's posts (selecting a post shows it), a post, or an author's page.
    @MainActor
    public func makeScreen(for route: Route, navigator: (any Navigator)?) -> Screen? {
        switch route.as(PostsRoute.self) {
        case .posts?:
            return .list(makeList(), navigator: navigator) { .post(id: $0.id) }
        case .authorPosts(let userId)?:
            return .list(makeList(userId: userId), navigator: navigator) { .post(id: $0.id) }
        case .post(let id)?:
            return Screen(makeDetail(id: id))
        case .author(let id)?:
            return Screen(makeAuthor(id: id))
        case nil:
            return nil
        }
    }

    /// "posts" (`p`) on an author's page: the author's posts.
    public func relatedRoutes(to route: Route) -> [RelatedRoute] {
        guard case .author(let id)? = route.as(PostsRoute.self) else { return [] }
        return [RelatedRoute(title: "posts", key: "p", route: .authorPosts(userId: id))]
    }
}
