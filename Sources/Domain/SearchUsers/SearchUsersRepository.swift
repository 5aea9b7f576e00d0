/// The source of search users (`GET /search/users?q={query}`), whatever mix of network and cache stands behind it.
public protocol SearchUsersRepository: Sendable {
    /// One page, loaded under `context` (why the load runs, by when it must be done). `cursor` is the page's number (`nil` for the first page).
    ///
    /// - Throws: ``DomainError/notFound(_:rateLimit:)`` when the API has no such resource, or another
    ///   ``DomainError`` when no answer, not even a stale cached one, can be produced.
    func searchUsers(query: String, cursor: Int?, context: LoadContext) async throws(DomainError) -> Fetched<
        SearchUsersPage
    >

    /// The same answer as ``searchUsers(query:cursor:context:)``, stale-while-revalidate (see ``Updates``).
    func searchUsersUpdates(query: String, cursor: Int?, context: LoadContext) -> Updates<SearchUsersPage>
}

extension SearchUsersRepository {
    /// One element: the answer of ``searchUsers(query:cursor:context:)``. Repositories with a cache override this.
    public func searchUsersUpdates(query: String, cursor: Int?, context: LoadContext) -> Updates<SearchUsersPage> {
        .single { () async throws(DomainError) in try await searchUsers(query: query, cursor: cursor, context: context)
        }
    }
}
