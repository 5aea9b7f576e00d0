/// The source of GitHub users, whatever mix of network and cache stands behind it.
public protocol GitHubUsersRepository: Sendable {
    /// One page of all GitHub users, in increasing id order, starting after `cursor` (from the start when `nil`).
    ///
    /// - Parameters:
    ///   - cursor: Where to continue; `nil` for the first page.
    ///   - pageSize: How many users to ask for, 1…100.
    /// - Throws: ``DomainError`` when no page, not even a stale cached one, can be produced.
    func users(after cursor: UserCursor?, pageSize: Int) async throws(DomainError) -> Fetched<UserPage>

    /// The full profile of the user with `login` (compared without regard to case).
    ///
    /// - Throws: ``DomainError/notFound(_:)`` when there is no such user, or another ``DomainError``.
    func user(login: GitHubLogin) async throws(DomainError) -> Fetched<GitHubUserDetail>
}
