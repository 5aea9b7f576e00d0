/// The source of repositories (`GET /users/{login}/repos?type=owner&sort=updated`), whatever mix of network and cache stands behind it.
public protocol UserRepositoriesRepository: Sendable {
    /// One page, loaded under `context` (why the load runs, by when it must be done). `cursor` is the page's number (`nil` for the first page).
    ///
    /// - Throws: ``DomainError/notFound(_:rateLimit:)`` when the API has no such resource, or another
    ///   ``DomainError`` when no answer, not even a stale cached one, can be produced.
    func userRepositories(login: GitHubLogin, cursor: Int?, context: LoadContext) async throws(DomainError) -> Fetched<
        UserRepositoriesPage
    >

    /// The same answer as ``userRepositories(login:cursor:context:)``, stale-while-revalidate (see ``Updates``).
    func userRepositoriesUpdates(login: GitHubLogin, cursor: Int?, context: LoadContext) -> Updates<
        UserRepositoriesPage
    >
}

extension UserRepositoriesRepository {
    /// One element: the answer of ``userRepositories(login:cursor:context:)``. Repositories with a cache override this.
    public func userRepositoriesUpdates(login: GitHubLogin, cursor: Int?, context: LoadContext) -> Updates<
        UserRepositoriesPage
    > {
        .single { () async throws(DomainError) in
            try await userRepositories(login: login, cursor: cursor, context: context)
        }
    }
}
