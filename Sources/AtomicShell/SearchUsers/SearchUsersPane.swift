import Domain
import Foundation
import Presentation
import TerminalUI

/// The users a search found: one row per user. `/` filters, the next page loads near the end, and the selected row is
/// remembered as the "search users" selection.
public enum SearchUsersPane: ListPaneContent {
    /// The list's pages.
    public typealias Source = SearchUsersPages
    /// The list's view model.
    public typealias Model = SearchUsersViewModel

    /// "user", "users", as the users list counts them.
    public static var noun: (singular: String, plural: String) { ("user", "users") }
    /// "search users": not the users list's "users", whose selection is another list's.
    public static var selectionName: String? { "search users" }
    /// `ListSearchUsersUseCase`.
    public static var useCase: Any.Type { ListSearchUsersUseCase.self }

    /// The `id`.
    public static func id(of item: FoundUser) -> String { String(item.id) }

    /// The `login`, and the `id` on the right.
    public static func row(for item: FoundUser, width: Int) -> ListRow {
        ListRow(item.login, detail: "#\(item.id)")
    }

    /// The `html_url` page, when it is a web address.
    public static func webURL(of item: FoundUser, context: PaneContext) -> URL? {
        ShellLinks.web(URL(string: item.htmlURL))
    }
}
