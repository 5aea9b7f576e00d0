import Foundation

/// The full public profile of one GitHub account.
///
/// Optional text fields are `nil` when the owner left them blank; they never hold empty strings
/// when built by the data layer.
public struct GitHubUserDetail: Sendable, Equatable, Hashable, Identifiable {
    /// GitHub's numeric account id.
    public let id: Int
    /// The account's login, unique on GitHub regardless of case.
    public let login: String
    /// The display name, if set.
    public let name: String?
    /// The company the owner lists, if any (often written as `@org`).
    public let company: String?
    /// The owner's blog or web site as written by them, if any; not necessarily a valid URL.
    public let blog: String?
    /// The free-text location, if set.
    public let location: String?
    /// The public e-mail address, if the owner chose to show one.
    public let email: String?
    /// The profile biography, if set. Remote text: sanitise before printing it to a terminal.
    public let bio: String?
    /// The Twitter / X handle without `@`, if set.
    public let twitterUsername: String?
    /// The number of public repositories.
    public let publicRepos: Int
    /// The number of public gists.
    public let publicGists: Int
    /// The number of followers.
    public let followers: Int
    /// The number of accounts this one follows.
    public let following: Int
    /// When the account was created, if known.
    public let createdAt: Date?
    /// The account's avatar image, if known.
    public let avatarURL: URL?
    /// The account's public profile page on github.com, if known.
    public let profileURL: URL?

    /// Creates a profile from its parts; everything but `id` and `login` may be left out.
    public init(
        id: Int,
        login: String,
        name: String? = nil,
        company: String? = nil,
        blog: String? = nil,
        location: String? = nil,
        email: String? = nil,
        bio: String? = nil,
        twitterUsername: String? = nil,
        publicRepos: Int = 0,
        publicGists: Int = 0,
        followers: Int = 0,
        following: Int = 0,
        createdAt: Date? = nil,
        avatarURL: URL? = nil,
        profileURL: URL? = nil
    ) {
        self.id = id
        self.login = login
        self.name = name
        self.company = company
        self.blog = blog
        self.location = location
        self.email = email
        self.bio = bio
        self.twitterUsername = twitterUsername
        self.publicRepos = publicRepos
        self.publicGists = publicGists
        self.followers = followers
        self.following = following
        self.createdAt = createdAt
        self.avatarURL = avatarURL
        self.profileURL = profileURL
    }

    /// The list-row view of this profile.
    public var user: GitHubUser {
        GitHubUser(id: id, login: login, avatarURL: avatarURL, profileURL: profileURL)
    }
}
