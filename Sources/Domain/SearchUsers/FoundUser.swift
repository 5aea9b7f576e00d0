/// One found user, as `GET /search/users?q={query}` answers it:
/// the fields of the API's answer that the app shows and stores.
public struct FoundUser: Sendable, Hashable, Identifiable {
    /// `id` of the API's answer.
    public let id: Int
    /// `avatar_url` of the API's answer.
    public let avatarURL: String
    /// `html_url` of the API's answer.
    public let htmlURL: String
    /// `login` of the API's answer.
    public let login: String
    /// `site_admin` of the API's answer.
    public let siteAdmin: Bool
    /// `type` of the API's answer.
    public let type: String

    /// A resource with these fields.
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
}
