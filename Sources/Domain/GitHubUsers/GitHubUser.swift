import Foundation

/// A GitHub account as it appears in the list of all users: enough to show a row and open the profile.
///
/// The two addresses are kept as the text of an absolute `http(s)` URL, as they were validated when the user was
/// read, and become `URL` values only when asked for: a long listing that only prints them never parses them.
public struct GitHubUser: Sendable, Equatable, Hashable, Identifiable {
    /// GitHub's numeric account id; stable for the life of the account and increasing with sign-up order.
    public let id: Int
    /// The account's login, unique on GitHub regardless of case.
    public let login: String
    /// The text of ``avatarURL``: an absolute `http(s)` URL, or `nil`.
    public let avatarURLText: String?
    /// The text of ``profileURL``: an absolute `http(s)` URL, or `nil`.
    public let profileURLText: String?

    /// The account's avatar image, or `nil` when GitHub sent none or an unusable address.
    public var avatarURL: URL? { avatarURLText.flatMap { URL(string: $0) } }
    /// The account's public profile page on github.com, or `nil` when unknown.
    public var profileURL: URL? { profileURLText.flatMap { URL(string: $0) } }

    /// Creates a user from its parts.
    public init(id: Int, login: String, avatarURL: URL? = nil, profileURL: URL? = nil) {
        self.id = id
        self.login = login
        self.avatarURLText = avatarURL?.absoluteString
        self.profileURLText = profileURL?.absoluteString
    }

    /// Creates a user whose addresses are given as text that the caller has checked to be absolute `http(s)`
    /// URLs, each the `absoluteString` of the `URL` it parses to.
    public init(id: Int, login: String, avatarURLText: String?, profileURLText: String?) {
        self.id = id
        self.login = login
        self.avatarURLText = avatarURLText
        self.profileURLText = profileURLText
    }
}
