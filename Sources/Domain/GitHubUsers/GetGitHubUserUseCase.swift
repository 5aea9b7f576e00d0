import Foundation

/// Loads the full profile of one GitHub user.
public struct GetGitHubUserUseCase: Sendable {
    private let repository: any GitHubUsersRepository

    /// Creates the use case over `repository`.
    public init(repository: any GitHubUsersRepository) {
        self.repository = repository
    }

    /// The profile of the user named `login`, loaded under `context` (why the load runs, by when it must be done).
    /// - Throws: ``DomainError/notFound(_:rateLimit:)`` for an unknown login, or the repository's error.
    public func callAsFunction(
        login: GitHubLogin, context: LoadContext
    ) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        try await repository.user(login: login, context: context)
    }

    /// The profile of the user named `login`, as a person typed it.
    ///
    /// Surrounding white space and one leading `@` are ignored (see ``GitHubLogin/init(typed:)``). A login that
    /// breaks ``GitHubLogin``'s rule — empty, or holding anything but ASCII letters, digits, `-` and `_` — is
    /// answered with ``DomainError/notFound(_:rateLimit:)`` without asking the repository. `context` is as for the login.
    /// - Throws: ``DomainError/notFound(_:rateLimit:)`` for an impossible or unknown login, or the repository's error.
    public func callAsFunction(
        login: String, context: LoadContext
    ) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        let name: GitHubLogin
        do {
            name = try GitHubLogin(typed: login)
        } catch {
            throw .notFound(.gitHubUser(login: login))
        }
        return try await repository.user(login: name, context: context)
    }

    /// The profile of the user named `login` as a person typed it, stale-while-revalidate (see ``Updates``).
    ///
    /// A login that cannot be one (see ``callAsFunction(login:context:)-(String,_)``) makes iteration throw
    /// ``DomainError/notFound(_:rateLimit:)`` without asking the repository.
    public func updates(login: String, context: LoadContext) -> Updates<GitHubUserDetail> {
        guard let name = try? GitHubLogin(typed: login) else {
            return Updates { _ throws(DomainError) in throw .notFound(.gitHubUser(login: login)) }
        }
        return repository.userUpdates(login: name, context: context)
    }
}
