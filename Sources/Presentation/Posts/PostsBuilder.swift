import AtomicCore
import AtomicLogger
import Domain

/// Makes the posts feature's view models from the use cases it is given; no repository, no container.
public struct PostsBuilder: Sendable {
    /// Loads the feed.
    public let listPosts: ListPostsUseCase
    /// Loads one post.
    public let getPost: GetPostDetailUseCase
    /// The time source of every view model made.
    public let clock: any AppClock
    /// Where the view models log.
    public let logger: Logger

    /// Creates a builder over the use cases.
    public init(
        listPosts: ListPostsUseCase, getPost: GetPostDetailUseCase, clock: any AppClock = SystemClock(),
        logger: Logger = .disabled
    ) {
        self.listPosts = listPosts
        self.getPost = getPost
        self.clock = clock
        self.logger = logger
    }

    /// The feed's view model.
    @MainActor
    public func makeList() -> PostsListViewModel {
        PostsListViewModel(listPosts: listPosts, clock: clock, logger: logger.child(label: "posts"))
    }

    /// The view model of the post `id`.
    @MainActor
    public func makeDetail(id: Int) -> PostDetailViewModel {
        PostDetailViewModel(id: id, getPost: getPost, clock: clock, logger: logger.child(label: "post"))
    }
}

extension PostsBuilder: FeatureScreenBuilder {
    /// ``PostsRoute``.
    public var routeType: any FeatureRoute.Type { PostsRoute.self }

    /// "Posts", with the feed's cache status; it opens the feed.
    public var homeEntries: [HomeEntry] {
        [HomeEntry(feature: .posts, title: "Posts", route: .posts)]
    }

    /// The feed (selecting a post shows it) or a post.
    @MainActor
    public func makeScreen(for route: Route, navigator: (any Navigator)?) -> Screen? {
        switch route.as(PostsRoute.self) {
        case .posts?:
            return .list(makeList(), navigator: navigator) { .post(id: $0.id) }
        case .post(let id)?:
            return Screen(makeDetail(id: id))
        case nil:
            return nil
        }
    }
}
