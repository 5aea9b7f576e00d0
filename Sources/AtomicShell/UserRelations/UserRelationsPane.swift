import Domain
import Foundation
import Presentation
import TerminalUI

/// Followers or following: one row per user. `/` filters, the next page loads near the end, and the selected row is
/// remembered as the "relations" selection.
public enum UserRelationsPane: ListPaneContent {
    /// The list's pages.
    public typealias Source = UserRelationsPages
    /// The list's view model.
    public typealias Model = UserRelationsViewModel

    /// "user", "users", as the users list counts them.
    public static var noun: (singular: String, plural: String) { ("user", "users") }
    /// "relations": not the users list's "users", whose selection is another list's.
    public static var selectionName: String? { "relations" }
    /// `ListUserRelationsUseCase`.
    public static var useCase: Any.Type { ListUserRelationsUseCase.self }

    /// The `id`.
    public static func id(of item: RelatedUser) -> String { String(item.id) }

    /// The `login`, and the `id` on the right.
    public static func row(for item: RelatedUser, width: Int) -> ListRow {
        ListRow(item.login, detail: "#\(item.id)")
    }

    /// The `html_url` page, when it is a web address.
    public static func webURL(of item: RelatedUser, context: PaneContext) -> URL? {
        ShellLinks.web(URL(string: item.htmlURL))
    }
}
