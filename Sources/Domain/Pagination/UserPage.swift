/// One page of the list of all GitHub users.
public struct UserPage: Sendable, Equatable, Hashable {
    /// The users on this page, in increasing id order as GitHub sends them.
    public let users: [GitHubUser]
    /// The cursor of the page after this one, or `nil` when this is the last page.
    public let next: UserCursor?

    /// Creates a page from its users and the cursor that follows it.
    public init(users: [GitHubUser], next: UserCursor?) {
        self.users = users
        self.next = next
    }
}
