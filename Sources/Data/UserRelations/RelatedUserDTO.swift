import Domain
import Foundation

/// One related user as the GitHub API sends it (`GET /users/{login}/{relation}`), under the API's field names.
public struct RelatedUserDTO: Codable, Sendable, Hashable {
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

    /// The domain's related user; an address that is not an absolute `http(s)` address with a host (or holds a
    /// control character) is left out, as empty text.
    public func toDomain() -> RelatedUser {
        RelatedUser(
            id: id, avatarURL: LenientValue.webURLText(avatarURL) ?? "",
            htmlURL: LenientValue.webURLText(htmlURL) ?? "", login: login, siteAdmin: siteAdmin, type: type)
    }
}
