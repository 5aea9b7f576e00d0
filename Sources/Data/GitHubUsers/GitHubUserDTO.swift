import Domain
import Foundation

/// A user as GitHub sends it in the list of all users (`GET /users`), with GitHub's field names.
///
/// Only `id` and `login` are required; every other field is kept when present and tolerated when
/// missing, and fields this type does not know are ignored.
public struct GitHubUserDTO: Codable, Sendable, Equatable, Hashable {
    /// The account's login.
    public var login: String
    /// The numeric account id.
    public var id: Int
    /// GitHub's GraphQL node id.
    public var nodeID: String?
    /// The avatar image address.
    public var avatarURL: String?
    /// The legacy Gravatar id, usually empty.
    public var gravatarID: String?
    /// The account's API address.
    public var url: String?
    /// The public profile page on github.com.
    public var htmlURL: String?
    /// The API address of the followers list.
    public var followersURL: String?
    /// The API address template of the following list.
    public var followingURL: String?
    /// The API address template of the gists list.
    public var gistsURL: String?
    /// The API address template of the starred repositories.
    public var starredURL: String?
    /// The API address of the watched repositories.
    public var subscriptionsURL: String?
    /// The API address of the organisations list.
    public var organizationsURL: String?
    /// The API address of the repositories list.
    public var reposURL: String?
    /// The API address template of the events list.
    public var eventsURL: String?
    /// The API address of the received events list.
    public var receivedEventsURL: String?
    /// `User`, `Organization` or `Bot`.
    public var type: String?
    /// How the user is shown (`public`), as GitHub reports it.
    public var userViewType: String?
    /// Whether the account is a GitHub staff administrator.
    public var siteAdmin: Bool?

    /// Creates a DTO; fields left out are absent, as in a sparse answer.
    public init(
        login: String,
        id: Int,
        nodeID: String? = nil,
        avatarURL: String? = nil,
        gravatarID: String? = nil,
        url: String? = nil,
        htmlURL: String? = nil,
        followersURL: String? = nil,
        followingURL: String? = nil,
        gistsURL: String? = nil,
        starredURL: String? = nil,
        subscriptionsURL: String? = nil,
        organizationsURL: String? = nil,
        reposURL: String? = nil,
        eventsURL: String? = nil,
        receivedEventsURL: String? = nil,
        type: String? = nil,
        userViewType: String? = nil,
        siteAdmin: Bool? = nil
    ) {
        self.login = login
        self.id = id
        self.nodeID = nodeID
        self.avatarURL = avatarURL
        self.gravatarID = gravatarID
        self.url = url
        self.htmlURL = htmlURL
        self.followersURL = followersURL
        self.followingURL = followingURL
        self.gistsURL = gistsURL
        self.starredURL = starredURL
        self.subscriptionsURL = subscriptionsURL
        self.organizationsURL = organizationsURL
        self.reposURL = reposURL
        self.eventsURL = eventsURL
        self.receivedEventsURL = receivedEventsURL
        self.type = type
        self.userViewType = userViewType
        self.siteAdmin = siteAdmin
    }

    private enum CodingKeys: String, CodingKey {
        case login
        case id
        case nodeID = "node_id"
        case avatarURL = "avatar_url"
        case gravatarID = "gravatar_id"
        case url
        case htmlURL = "html_url"
        case followersURL = "followers_url"
        case followingURL = "following_url"
        case gistsURL = "gists_url"
        case starredURL = "starred_url"
        case subscriptionsURL = "subscriptions_url"
        case organizationsURL = "organizations_url"
        case reposURL = "repos_url"
        case eventsURL = "events_url"
        case receivedEventsURL = "received_events_url"
        case type
        case userViewType = "user_view_type"
        case siteAdmin = "site_admin"
    }

    /// The domain user; unusable addresses become `nil`.
    public func toDomain() -> GitHubUser {
        GitHubUser(
            id: id,
            login: login,
            avatarURLText: LenientValue.webURLText(avatarURL),
            profileURLText: LenientValue.webURLText(htmlURL)
        )
    }
}
