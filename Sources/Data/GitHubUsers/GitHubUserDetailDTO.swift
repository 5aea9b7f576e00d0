import Domain
import Foundation

/// A user's full profile as GitHub sends it (`GET /users/{login}`), with GitHub's field names.
///
/// The JSON object is flat: the fields of ``GitHubUserDTO`` plus the profile fields below.
/// Every field GitHub may send as `null` is optional here and is written back as `null` when encoded.
public struct GitHubUserDetailDTO: Codable, Sendable, Equatable, Hashable {
    /// The fields shared with the list entry (id, login, addresses, type).
    public var user: GitHubUserDTO
    /// The display name, or `nil`.
    public var name: String?
    /// The company, or `nil`.
    public var company: String?
    /// The blog or web site as typed by the owner; GitHub sends `""` when unset.
    public var blog: String?
    /// The free-text location, or `nil`.
    public var location: String?
    /// The public e-mail address, or `nil`.
    public var email: String?
    /// Whether the owner is open to job offers, or `nil` when unsaid.
    public var hireable: Bool?
    /// The biography, or `nil`.
    public var bio: String?
    /// The Twitter / X handle, or `nil`.
    public var twitterUsername: String?
    /// The number of public repositories.
    public var publicRepos: Int
    /// The number of public gists.
    public var publicGists: Int
    /// The number of followers.
    public var followers: Int
    /// The number of accounts followed.
    public var following: Int
    /// The creation time as ISO 8601 text.
    public var createdAt: String?
    /// The last profile update as ISO 8601 text.
    public var updatedAt: String?

    /// Creates a DTO from its parts.
    public init(
        user: GitHubUserDTO,
        name: String? = nil,
        company: String? = nil,
        blog: String? = nil,
        location: String? = nil,
        email: String? = nil,
        hireable: Bool? = nil,
        bio: String? = nil,
        twitterUsername: String? = nil,
        publicRepos: Int = 0,
        publicGists: Int = 0,
        followers: Int = 0,
        following: Int = 0,
        createdAt: String? = nil,
        updatedAt: String? = nil
    ) {
        self.user = user
        self.name = name
        self.company = company
        self.blog = blog
        self.location = location
        self.email = email
        self.hireable = hireable
        self.bio = bio
        self.twitterUsername = twitterUsername
        self.publicRepos = publicRepos
        self.publicGists = publicGists
        self.followers = followers
        self.following = following
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    private enum CodingKeys: String, CodingKey {
        case name
        case company
        case blog
        case location
        case email
        case hireable
        case bio
        case twitterUsername = "twitter_username"
        case publicRepos = "public_repos"
        case publicGists = "public_gists"
        case followers
        case following
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    /// Decodes GitHub's flat profile object.
    public init(from decoder: any Decoder) throws {
        user = try GitHubUserDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        company = try container.decodeIfPresent(String.self, forKey: .company)
        blog = try container.decodeIfPresent(String.self, forKey: .blog)
        location = try container.decodeIfPresent(String.self, forKey: .location)
        email = try container.decodeIfPresent(String.self, forKey: .email)
        hireable = try container.decodeIfPresent(Bool.self, forKey: .hireable)
        bio = try container.decodeIfPresent(String.self, forKey: .bio)
        twitterUsername = try container.decodeIfPresent(String.self, forKey: .twitterUsername)
        publicRepos = try container.decode(Int.self, forKey: .publicRepos)
        publicGists = try container.decode(Int.self, forKey: .publicGists)
        followers = try container.decode(Int.self, forKey: .followers)
        following = try container.decode(Int.self, forKey: .following)
        createdAt = try container.decodeIfPresent(String.self, forKey: .createdAt)
        updatedAt = try container.decodeIfPresent(String.self, forKey: .updatedAt)
    }

    /// Encodes one flat object with GitHub's field names, writing absent nullable fields as `null`.
    public func encode(to encoder: any Encoder) throws {
        try user.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(company, forKey: .company)
        try container.encode(blog, forKey: .blog)
        try container.encode(location, forKey: .location)
        try container.encode(email, forKey: .email)
        try container.encode(hireable, forKey: .hireable)
        try container.encode(bio, forKey: .bio)
        try container.encode(twitterUsername, forKey: .twitterUsername)
        try container.encode(publicRepos, forKey: .publicRepos)
        try container.encode(publicGists, forKey: .publicGists)
        try container.encode(followers, forKey: .followers)
        try container.encode(following, forKey: .following)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }

    /// The domain profile: blank text fields (such as GitHub's empty `blog`) become `nil`,
    /// unusable addresses become `nil`, and `created_at` is read as ISO 8601 (`nil` when unreadable).
    public func toDomain() -> GitHubUserDetail {
        GitHubUserDetail(
            id: user.id,
            login: user.login,
            name: LenientValue.text(name),
            company: LenientValue.text(company),
            blog: LenientValue.text(blog),
            location: LenientValue.text(location),
            email: LenientValue.text(email),
            bio: LenientValue.text(bio),
            twitterUsername: LenientValue.text(twitterUsername),
            publicRepos: publicRepos,
            publicGists: publicGists,
            followers: followers,
            following: following,
            createdAt: LenientValue.date(createdAt),
            avatarURL: LenientValue.webURL(user.avatarURL),
            profileURL: LenientValue.webURL(user.htmlURL)
        )
    }
}
