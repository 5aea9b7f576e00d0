/// Lists relations page by page (`GET /users/{login}/{relation}`). The rules of the feature that are neither storage nor screen go here.
public struct ListUserRelationsUseCase: Sendable {
    private let repository: any UserRelationsRepository

    /// Creates the use case over `repository`.
    public init(repository: any UserRelationsRepository) {
        self.repository = repository
    }

    /// The page after `cursor` (`nil`: the first), loaded under `context`.
    ///
    /// - Throws: the repository's ``DomainError``.
    public func callAsFunction(login: GitHubLogin, relation: UserRelation, cursor: Int?, context: LoadContext)
        async throws(DomainError) -> Fetched<UserRelationsPage>
    {
        try await repository.userRelations(login: login, relation: relation, cursor: cursor, context: context)
    }

    /// The same answer, stale-while-revalidate (see ``Updates``).
    public func updates(login: GitHubLogin, relation: UserRelation, cursor: Int?, context: LoadContext) -> Updates<
        UserRelationsPage
    > {
        repository.userRelationsUpdates(login: login, relation: relation, cursor: cursor, context: context)
    }
}
