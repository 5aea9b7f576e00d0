/// Where the next page of GitHub users starts: after the user whose id is ``since``.
///
/// GitHub's `since` is the id of the last user already seen, not a count of users.
public struct UserCursor: Sendable, Equatable, Hashable, Comparable {
    /// The id of the last user already seen; the next page holds only users with a larger id.
    public let since: Int

    /// Creates a cursor that continues after the user with id `since`.
    public init(since: Int) {
        self.since = since
    }

    /// Orders cursors by how far through the user list they are.
    public static func < (lhs: UserCursor, rhs: UserCursor) -> Bool {
        lhs.since < rhs.since
    }
}
