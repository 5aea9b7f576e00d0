/// The posts feature's screens as routes: the feed, one post, one author's page and one author's posts.
///
/// | link | route |
/// | --- | --- |
/// | `atomic://posts`, `https://jsonplaceholder.typicode.com/posts` | ``posts`` |
/// | `atomic://posts/3`, `https://jsonplaceholder.typicode.com/posts/3` | ``post(id:)`` |
/// | `atomic://posts/authors/2`, `https://jsonplaceholder.typicode.com/users/2` | ``author(id:)`` |
/// | `atomic://posts?user=2`, `atomic://posts/authors/2/posts`, `https://jsonplaceholder.typicode.com/posts?userId=2`, `https://jsonplaceholder.typicode.com/users/2/posts` | ``authorPosts(userId:)`` |
///
/// The `https` links are the posts API's own addresses (what `atomic post ID --web` prints), under
/// `jsonplaceholder.typicode.com` or the `--posts-api-url` given (``DeepLink/Origin/postsWeb``).
public enum PostsRoute: FeatureRoute {
    /// The posts feed: every post with its author and comment count (`atomic://posts`).
    case posts
    /// One post with its author and comments (`atomic://posts/3`).
    case post(id: Int)
    /// One author's page: name, username, e-mail, address, phone, web site, company
    /// (`atomic://posts/authors/2`).
    case author(id: Int)
    /// The posts of one author, from the feed (`atomic://posts?user=2`).
    case authorPosts(userId: Int)

    /// A post and an author open with the feed below them, an author's posts with the author's page; the feed sits
    /// on home.
    public var parent: Route? {
        switch self {
        case .posts: nil
        case .post, .author: .posts
        case .authorPosts(let userId): .postAuthor(id: userId)
        }
    }

    /// "Posts", "Post 3", "Author 2", "Posts by author 2".
    public var title: String {
        switch self {
        case .posts: "Posts"
        case .post(let id): "Post \(id)"
        case .author(let id): "Author \(id)"
        case .authorPosts(let userId): "Posts by author \(userId)"
        }
    }

    /// "posts", "post 3", "post author 2", "posts of author 2".
    public var words: String {
        switch self {
        case .posts: "posts"
        case .post(let id): "post \(id)"
        case .author(let id): "post author \(id)"
        case .authorPosts(let userId): "posts of author \(userId)"
        }
    }

    /// `user` for the feed (`atomic://posts?user=2` is the author's posts); none for the other screens.
    public var linkQueryKeys: [String] {
        switch self {
        case .posts, .authorPosts: ["user"]
        case .post, .author: []
        }
    }

    /// `atomic://posts[?user=ID]`, `atomic://posts/ID`, `atomic://posts/authors/ID[/posts]`, and the posts API's
    /// web addresses: `/posts[?userId=ID]`, `/posts/ID`, `/users/ID[/posts]` (their other query keys, the web
    /// page's, are ignored). Every ID is a whole number from 1.
    public static func route(for link: DeepLink) throws(DeepLinkError) -> PostsRoute? {
        switch link.origin {
        case .app: try appRoute(for: link.path, user: link.query("user"))
        case .postsWeb: try webRoute(for: link.path, user: link.query("userId"))
        case .gitHubWeb, .typed: nil
        }
    }

    private static func appRoute(for path: [String], user: String?) throws(DeepLinkError) -> PostsRoute? {
        guard path.first == "posts" else { return nil }
        switch path.count {
        case 1:
            guard let user else { return .posts }
            return .authorPosts(userId: try authorID(user))
        case 2 where path[1] != "authors":
            return .post(id: try postID(path[1]))
        case 3 where path[1] == "authors":
            return .author(id: try authorID(path[2]))
        case 4 where path[1] == "authors" && path[3] == "posts":
            return .authorPosts(userId: try authorID(path[2]))
        default:
            return nil
        }
    }

    private static func webRoute(for path: [String], user: String?) throws(DeepLinkError) -> PostsRoute? {
        switch (path.first, path.count) {
        case ("posts", 1):
            guard let user else { return .posts }
            return .authorPosts(userId: try authorID(user))
        case ("posts", 2):
            return .post(id: try postID(path[1]))
        case ("users", 2):
            return .author(id: try authorID(path[1]))
        case ("users", 3) where path[2] == "posts":
            return .authorPosts(userId: try authorID(path[1]))
        default:
            return nil
        }
    }

    private static func postID(_ text: String) throws(DeepLinkError) -> Int {
        guard let id = Int(text), id >= 1 else { throw .invalidPostID(text) }
        return id
    }

    private static func authorID(_ text: String) throws(DeepLinkError) -> Int {
        guard let id = Int(text), id >= 1 else { throw .invalidAuthorID(text) }
        return id
    }
}

extension Route {
    /// The posts feed (``PostsRoute/posts``).
    public static let posts = Route(PostsRoute.posts)

    /// One post with its author and comments (``PostsRoute/post(id:)``).
    public static func post(id: Int) -> Route { Route(PostsRoute.post(id: id)) }

    /// One author's page (``PostsRoute/author(id:)``).
    public static func postAuthor(id: Int) -> Route { Route(PostsRoute.author(id: id)) }

    /// One author's posts (``PostsRoute/authorPosts(userId:)``).
    public static func authorPosts(userId: Int) -> Route { Route(PostsRoute.authorPosts(userId: userId)) }
}
