/// Where a page of the list of all GitHub users starts: at the beginning of the list, or after a cursor.
///
/// The answer of the lookups that let a screen move through stored users without walking the list from its start
/// (`GitHubUsersRepository.knownPageStart(before:pageSize:)` and
/// `GitHubUsersRepository.knownLastPageStart(after:pageSize:)`).
public enum UserPageStart: Sendable, Hashable {
    /// The list's first page (`GET /users` without `since`).
    case beginning
    /// The page after `cursor` (`GET /users?since=ID`).
    case after(UserCursor)

    /// The cursor the page starts after; `nil` for ``beginning``.
    public var cursor: UserCursor? {
        switch self {
        case .beginning: nil
        case .after(let cursor): cursor
        }
    }
}
