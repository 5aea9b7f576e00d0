import Domain
import Presentation

/// Followers or following as lines: one numbered line per user, the login and the id.
public enum UserRelationsListLines: ListLineContent {
    /// The list's pages.
    public typealias Source = UserRelationsPages
    /// The list's view model.
    public typealias Model = UserRelationsViewModel

    /// "user", "users".
    public static var noun: (singular: String, plural: String) { ("user", "users") }

    /// The login and the id.
    public static func line(for item: RelatedUser) -> String { "\(item.login) #\(item.id)" }
}
