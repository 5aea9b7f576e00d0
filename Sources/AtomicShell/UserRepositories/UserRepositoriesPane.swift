import Domain
import Foundation
import Presentation
import TerminalUI

/// Repositories: one row per repository. `/` filters, the next page loads near the end, and the selected row is
/// remembered as the "repositories" selection.
public enum UserRepositoriesPane: ListPaneContent {
    /// The list's pages.
    public typealias Source = UserRepositoriesPages
    /// The list's view model.
    public typealias Model = UserRepositoriesViewModel

    /// "repository", "repositories".
    public static var noun: (singular: String, plural: String) { ("repository", "repositories") }
    /// `ListUserRepositoriesUseCase`.
    public static var useCase: Any.Type { ListUserRepositoriesUseCase.self }

    /// The `id`.
    public static func id(of item: Repository) -> String { String(item.id) }

    /// The `name` with its badges (`archived`, `fork`), and on the right the language, the stars and forks, and the
    /// day it was last updated: `Hello-World  Swift · ★ 2500 · ⑂ 1100 · 2026-11-30`.
    public static func row(for item: Repository, width: Int) -> ListRow {
        let badges = [item.archived ? "[archived]" : nil, item.fork ? "[fork]" : nil].compactMap { $0 }
        let detail = [
            item.language, "★ \(item.stargazersCount)", "⑂ \(item.forksCount)", String(item.updatedAt.prefix(10)),
        ].compactMap { $0 }
        return ListRow(([item.name] + badges).joined(separator: " "), detail: detail.joined(separator: " · "))
    }

    /// The `html_url` page, when it is a web address.
    public static func webURL(of item: Repository, context: PaneContext) -> URL? {
        ShellLinks.web(URL(string: item.htmlURL))
    }
}
