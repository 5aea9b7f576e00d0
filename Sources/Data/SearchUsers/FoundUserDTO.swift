import Domain
import Foundation

/// One found user as the GitHub API sends it (`GET /search/users?q={query}`), under the API's field names.
public struct FoundUserDTO: Codable, Sendable, Hashable {
    /// `id`.
    public var id: Int
    /// `avatar_url`.
    public var avatarURL: String
    /// `html_url`.
    public var htmlURL: String
    /// `login`.
    public var login: String
    /// `site_admin`.
    public var siteAdmin: Bool
    /// `type`.
    public var type: String

    private enum CodingKeys: String, CodingKey {
        case id
        case avatarURL = "avatar_url"
        case htmlURL = "html_url"
        case login
        case siteAdmin = "site_admin"
        case type
    }

    /// A DTO with these fields.
    public init(
        id: Int,
        avatarURL: String,
        htmlURL: String,
        login: String,
        siteAdmin: Bool,
        type: String
    ) {
        self.id = id
        self.avatarURL = avatarURL
        self.htmlURL = htmlURL
        self.login = login
        self.siteAdmin = siteAdmin
        self.type = type
    }

    /// The domain's found user; an address that is not an absolute `http(s)` address with a host (or holds a
    /// control character) is left out, as empty text.
    public func toDomain() -> FoundUser {
        FoundUser(
            id: id, avatarURL: LenientValue.webURLText(avatarURL) ?? "",
            htmlURL: LenientValue.webURLText(htmlURL) ?? "", login: login, siteAdmin: siteAdmin, type: type)
    }
}

/// One answer of `GET /search/users?q={query}` as the GitHub API sends it: the page's resources in `items`, and the
/// answer's other fields.
public struct SearchUsersAnswerDTO: Codable, Sendable, Hashable {
    /// `items`: the page's resources.
    public var items: [FoundUserDTO]
    /// `incomplete_results`.
    public var incompleteResults: Bool
    /// `total_count`.
    public var totalCount: Int

    private enum CodingKeys: String, CodingKey {
        case items
        case incompleteResults = "incomplete_results"
        case totalCount = "total_count"
    }

    /// An answer with these resources and fields.
    public init(items: [FoundUserDTO], incompleteResults: Bool, totalCount: Int) {
        self.items = items
        self.incompleteResults = incompleteResults
        self.totalCount = totalCount
    }
}
