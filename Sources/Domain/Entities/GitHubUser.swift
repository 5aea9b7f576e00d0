import Foundation

/// A GitHub account as it appears in the list of all users: enough to show a row and open the profile.
public struct GitHubUser: Sendable, Equatable, Hashable, Identifiable {
    /// GitHub's numeric account id; stable for the life of the account and increasing with sign-up order.
    public let id: Int
    /// The account's login, unique on GitHub regardless of case.
    public let login: String
    /// The account's avatar image, or `nil` when GitHub sent none or an unusable address.
    public let avatarURL: URL?
    /// The account's public profile page on github.com, or `nil` when unknown.
    public let profileURL: URL?

    /// Creates a user from its parts.
    public init(id: Int, login: String, avatarURL: URL? = nil, profileURL: URL? = nil) {
        self.id = id
        self.login = login
        self.avatarURL = avatarURL
        self.profileURL = profileURL
    }
}
