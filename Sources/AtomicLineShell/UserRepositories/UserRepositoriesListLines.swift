import Domain
import Presentation

/// A user's repositories as lines: the name with its badges, the language, stars, forks and the day it was last
/// updated ("1. Hello-World — Swift · 2,500 stars · 1,100 forks · updated 2026-11-30"). A repository opens no
/// screen: its number prints its web address.
public enum UserRepositoriesListLines: ListLineContent {
    /// The list's pages.
    public typealias Source = UserRepositoriesPages
    /// The list's view model.
    public typealias Model = UserRepositoriesViewModel

    /// "repository", "repositories".
    public static var noun: (singular: String, plural: String) { ("repository", "repositories") }

    /// The name and badges, then the details, in words a screen reader says well.
    public static func line(for item: Repository) -> String {
        let badges = [item.archived ? "archived" : nil, item.fork ? "fork" : nil].compactMap { $0 }
        let details = [
            item.language, CountText.counted(item.stargazersCount, "star", "stars"),
            CountText.counted(item.forksCount, "fork", "forks"), "updated \(item.updatedAt.prefix(10))",
        ].compactMap { $0 }
        return ([item.name] + badges).joined(separator: ", ") + " — " + details.joined(separator: " · ")
    }

    /// The `html_url` page.
    public static func address(of item: Repository) -> String? { item.htmlURL }
}
