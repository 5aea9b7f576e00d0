/// The source of relations (`GET /users/{login}/{relation}`), whatever mix of network and cache stands behind it.
public protocol UserRelationsRepository: Sendable {
    /// One page, loaded under `context` (why the load runs, by when it must be done). `cursor` is the page's number (`nil` for the first page).
    ///
    /// - Throws: ``DomainError/notFound(_:rateLimit:)`` when the API has no such resource, or another
    ///   ``DomainError`` when no answer, not even a stale cached one, can be produced.
    func userRelations(login: GitHubLogin, relation: UserRelation, cursor: Int?, context: LoadContext)
        async throws(DomainError) -> Fetched<UserRelationsPage>

    /// The same answer as ``userRelations(login:relation:cursor:context:)``, stale-while-revalidate (see ``Updates``).
    func userRelationsUpdates(login: GitHubLogin, relation: UserRelation, cursor: Int?, context: LoadContext)
        -> Updates<
            UserRelationsPage
        >
}

extension UserRelationsRepository {
    /// One element: the answer of ``userRelations(login:relation:cursor:context:)``. Repositories with a cache override this.
    public func userRelationsUpdates(login: GitHubLogin, relation: UserRelation, cursor: Int?, context: LoadContext)
        -> Updates<UserRelationsPage>
    {
        .single { () async throws(DomainError) in
            try await userRelations(login: login, relation: relation, cursor: cursor, context: context)
        }
    }
}
