/// Which of a GitHub user's follow relations a list shows: the path segment of `GET /users/{login}/followers` or
/// `GET /users/{login}/following`, and the command of the same name.
public enum UserRelation: String, Sendable, Hashable, Codable, CaseIterable {
    /// The users who follow the user (`/users/{login}/followers`).
    case followers
    /// The users the user follows (`/users/{login}/following`).
    case following

    /// The list's title, `Followers` or `Following`.
    public var title: String {
        switch self {
        case .followers: "Followers"
        case .following: "Following"
        }
    }
}
