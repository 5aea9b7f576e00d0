import Domain
import Presentation

/// The users a search found as lines: one numbered line per user, the login and the id.
public enum SearchUsersListLines: ListLineContent {
    /// The list's pages.
    public typealias Source = SearchUsersPages
    /// The list's view model.
    public typealias Model = SearchUsersViewModel

    /// "user", "users".
    public static var noun: (singular: String, plural: String) { ("user", "users") }

    /// The login and the id.
    public static func line(for item: FoundUser) -> String { "\(item.login) #\(item.id)" }
}
