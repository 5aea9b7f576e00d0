import Domain
import Foundation
import Presentation
import TerminalUI

/// The users list: one row per loaded user (login, id), a spinner row while the next page loads, and an inline
/// "couldn't load more — r to retry" row when it failed. Enter opens a profile, `/` filters, the next page loads
/// near the end, the selected login is remembered as the "users" selection, a remembered login is walked to
/// however deep it is, and the avatars of the rows about to appear are prefetched at the profile's size.
public enum UsersListPane: ListPaneContent {
    /// The users' pages.
    public typealias Source = GitHubUsersPages
    /// The list view model.
    public typealias Model = UsersListViewModel

    /// "user", "users".
    public static var noun: (singular: String, plural: String) { ("user", "users") }
    /// `ListGitHubUsersUseCase`.
    public static var useCase: Any.Type { ListGitHubUsersUseCase.self }

    /// The login.
    public static func id(of user: GitHubUser) -> String { user.login }

    /// The login, and the id on the right.
    public static func row(for user: GitHubUser, width: Int) -> ListRow { ListRow(user.login, detail: "#\(user.id)") }

    /// The user's profile page.
    public static func webURL(of user: GitHubUser, context: PaneContext) -> URL? {
        ShellLinks.web(user.profileURL) ?? context.links.profile(login: user.login)
    }

    /// Loads pages until the user called `itemID` is among the rows.
    public static func reveal(_ itemID: String, in model: UsersListViewModel) -> Task<Void, Never>? {
        model.reveal(login: itemID)
    }

    /// Stops that loading.
    public static func stopRevealing(in model: UsersListViewModel) { model.stopRevealing() }

    /// The user's avatar.
    public static func avatarURL(of user: GitHubUser) -> URL? { user.avatarURL }

    /// The profile's avatar size in `area` (``UserDetailPane/avatarCells(in:)``).
    public static func avatarCells(in area: Rect) -> TerminalSize? { UserDetailPane.avatarCells(in: area) }
}
