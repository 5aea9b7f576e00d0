import Foundation

/// Loads the full profile of one GitHub user.
public struct GetGitHubUserUseCase: Sendable {
    private let repository: any GitHubUsersRepository

    /// Creates the use case over `repository`.
    public init(repository: any GitHubUsersRepository) {
        self.repository = repository
    }

    /// The profile of the user named `login`.
    ///
    /// Surrounding white space and one leading `@` are ignored. A login that is empty or holds a
    /// character GitHub never allows in logins (anything but ASCII letters, digits, `-` and `_`)
    /// is answered with ``DomainError/notFound(_:)`` without asking the repository.
    /// - Throws: ``DomainError/notFound(_:)`` for an impossible or unknown login, or the repository's error.
    public func callAsFunction(login: String) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        var name = Substring(login.trimmingCharacters(in: .whitespacesAndNewlines))
        if name.first == "@" { name = name.dropFirst() }
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(Self.isLoginCharacter) else {
            throw .notFound(.gitHubUser(login: String(name)))
        }
        return try await repository.user(login: String(name))
    }

    private static func isLoginCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": return true
        default: return false
        }
    }
}
