import Domain
import Presentation

/// The users list as lines: one numbered line per user, the login and the id ("1. mojombo #1").
public enum UsersListLines: ListLineContent {
    /// The users' pages.
    public typealias Source = GitHubUsersPages
    /// The list view model.
    public typealias Model = UsersListViewModel

    /// "user", "users".
    public static var noun: (singular: String, plural: String) { ("user", "users") }

    /// The login and the id.
    public static func line(for user: GitHubUser) -> String { "\(user.login) #\(user.id)" }
}
