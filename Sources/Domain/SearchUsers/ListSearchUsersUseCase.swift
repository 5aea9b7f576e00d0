/// Searches GitHub's users page by page (`GET /search/users?q={query}`), the query in GitHub's own syntax
/// (`location:lisbon language:swift followers:>100 type:org`), normalised first so that one search has one cache
/// entry. The rules of the feature that are neither storage nor screen go here.
public struct ListSearchUsersUseCase: Sendable {
    private let repository: any SearchUsersRepository

    /// Creates the use case over `repository`.
    public init(repository: any SearchUsersRepository) {
        self.repository = repository
    }

    /// The page after `cursor` (`nil`: the first), loaded under `context`.
    ///
    /// - Throws: the repository's ``DomainError``.
    public func callAsFunction(query: String, cursor: Int?, context: LoadContext) async throws(DomainError) -> Fetched<
        SearchUsersPage
    > {
        try await repository.searchUsers(query: Self.normalized(query), cursor: cursor, context: context)
    }

    /// `query` as it is searched and cached: white space around it dropped, each run of white space inside it one
    /// space, so that `location:lisbon  language:swift` and ` location:lisbon language:swift` are one search.
    public static func normalized(_ query: String) -> String {
        query.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The same answer, stale-while-revalidate (see ``Updates``).
    public func updates(query: String, cursor: Int?, context: LoadContext) -> Updates<SearchUsersPage> {
        repository.searchUsersUpdates(query: Self.normalized(query), cursor: cursor, context: context)
    }
}
