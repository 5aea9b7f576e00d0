/// Lists repositories page by page (`GET /users/{login}/repos?type=owner&sort=updated`). The rules of the feature that are neither storage nor screen go here.
public struct ListUserRepositoriesUseCase: Sendable {
    private let repository: any UserRepositoriesRepository

    /// Creates the use case over `repository`.
    public init(repository: any UserRepositoriesRepository) {
        self.repository = repository
    }

    /// The page after `cursor` (`nil`: the first), loaded under `context`.
    ///
    /// - Throws: the repository's ``DomainError``.
    public func callAsFunction(login: GitHubLogin, cursor: Int?, context: LoadContext) async throws(DomainError)
        -> Fetched<UserRepositoriesPage>
    {
        try await repository.userRepositories(login: login, cursor: cursor, context: context)
    }

    /// The same answer, stale-while-revalidate (see ``Updates``).
    public func updates(login: GitHubLogin, cursor: Int?, context: LoadContext) -> Updates<UserRepositoriesPage> {
        repository.userRepositoriesUpdates(login: login, cursor: cursor, context: context)
    }
}
