/// What a list of GitHub users handed over in batches came to: the ``UserPage`` it stands for, without its users,
/// which went to the receiver as they were read.
public struct UserListSummary: Sendable, Equatable, Hashable {
    /// How many users were handed over, in all the batches.
    public let count: Int
    /// The cursor that continues after the last user handed over, or `nil` when the list ended (as
    /// ``UserPage/next``).
    public let next: UserCursor?
    /// Whether the list goes on past these users but the rest could not be had (as ``UserPage/isIncomplete``).
    public let isIncomplete: Bool

    /// Creates a summary from its parts.
    public init(count: Int, next: UserCursor?, isIncomplete: Bool = false) {
        self.count = count
        self.next = next
        self.isIncomplete = isIncomplete
    }

    /// The summary of `page`: its number of users, its cursor and whether it is incomplete.
    public init(of page: UserPage) {
        self.init(count: page.users.count, next: page.next, isIncomplete: page.isIncomplete)
    }
}
