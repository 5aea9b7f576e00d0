/// The posts feature's screens as routes: the feed, and one post.
///
/// | link | route |
/// | --- | --- |
/// | `atomic://posts` | ``posts`` |
/// | `atomic://posts/3` | ``post(id:)`` |
public enum PostsRoute: FeatureRoute {
    /// The posts feed: every post with its author and comment count (`atomic://posts`).
    case posts
    /// One post with its author and comments (`atomic://posts/3`).
    case post(id: Int)

    /// A post opens with the feed below it; the feed sits on home.
    public var parent: Route? {
        switch self {
        case .posts: nil
        case .post: .posts
        }
    }

    /// "Posts", "Post 3".
    public var title: String {
        switch self {
        case .posts: "Posts"
        case .post(let id): "Post \(id)"
        }
    }

    /// "posts", "post 3".
    public var words: String {
        switch self {
        case .posts: "posts"
        case .post(let id): "post \(id)"
        }
    }

    /// `atomic://posts` and `atomic://posts/ID`, ID a whole number from 1.
    public static func route(for link: DeepLink) throws(DeepLinkError) -> PostsRoute? {
        guard link.origin == .app, link.path.first == "posts" else { return nil }
        switch link.path.count {
        case 1:
            return .posts
        case 2:
            guard let id = Int(link.path[1]), id >= 1 else { throw .invalidPostID(link.path[1]) }
            return .post(id: id)
        default:
            return nil
        }
    }
}

extension Route {
    /// The posts feed (``PostsRoute/posts``).
    public static let posts = Route(PostsRoute.posts)

    /// One post with its author and comments (``PostsRoute/post(id:)``).
    public static func post(id: Int) -> Route { Route(PostsRoute.post(id: id)) }
}
