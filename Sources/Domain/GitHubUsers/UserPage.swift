/// One page of the list of all GitHub users.
public struct UserPage: Sendable, Equatable, Hashable {
    /// The users on this page, in increasing id order as GitHub sends them.
    public let users: [GitHubUser]
    /// The cursor of the page after this one, or `nil` when this is the last page.
    public let next: UserCursor?
    /// Whether the list goes on past these users but the rest could not be had: offline, or the server failed,
    /// past the end of what is cached. The users are then fewer than asked for, and ``next`` says where the
    /// missing rest starts. `false` for a whole page and for the end of the list.
    public let isIncomplete: Bool

    /// Creates a page from its users, the cursor that follows it and whether the rest is missing.
    public init(users: [GitHubUser], next: UserCursor?, isIncomplete: Bool = false) {
        self.users = users
        self.next = next
        self.isIncomplete = isIncomplete
    }
}
