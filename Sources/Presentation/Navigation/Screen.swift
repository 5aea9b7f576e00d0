/// The view model of one shown screen: what a shell renders for a ``Route``.
@MainActor
public enum Screen {
    /// The home screen, for ``Route/home``.
    case home(HomeViewModel)
    /// The list of GitHub users, for ``Route/users(since:)``.
    case usersList(UsersListViewModel)
    /// One GitHub user's profile, for ``Route/user(login:)``.
    case userDetail(UserDetailViewModel)
    /// The posts feed, for ``Route/posts``.
    case postsList(PostsListViewModel)
    /// One post with its author and comments, for ``Route/post(id:)``.
    case postDetail(PostDetailViewModel)

    /// The view model, for identity checks and weak references.
    public var viewModel: AnyObject {
        switch self {
        case .home(let model): model
        case .usersList(let model): model
        case .userDetail(let model): model
        case .postsList(let model): model
        case .postDetail(let model): model
        }
    }

    /// Cancels the screen's work (the view model's `disappear()`).
    public func disappear() {
        switch self {
        case .home(let model): model.disappear()
        case .usersList(let model): model.disappear()
        case .userDetail(let model): model.disappear()
        case .postsList(let model): model.disappear()
        case .postDetail(let model): model.disappear()
        }
    }
}
