/// One repository, as `GET /users/{login}/repos?type=owner&sort=updated` answers it:
/// the fields of the API's answer that the app shows and stores.
public struct Repository: Sendable, Hashable, Identifiable {
    /// `id` of the API's answer.
    public let id: Int
    /// `archived` of the API's answer.
    public let archived: Bool
    /// `description` of the API's answer, `nil` when it has none.
    public let description: String?
    /// `fork` of the API's answer.
    public let fork: Bool
    /// `forks_count` of the API's answer.
    public let forksCount: Int
    /// `full_name` of the API's answer.
    public let fullName: String
    /// `html_url` of the API's answer.
    public let htmlURL: String
    /// `language` of the API's answer, `nil` when it has none.
    public let language: String?
    /// `name` of the API's answer.
    public let name: String
    /// `stargazers_count` of the API's answer.
    public let stargazersCount: Int
    /// `updated_at` of the API's answer.
    public let updatedAt: String

    /// A resource with these fields.
    public init(
        id: Int,
        archived: Bool,
        description: String?,
        fork: Bool,
        forksCount: Int,
        fullName: String,
        htmlURL: String,
        language: String?,
        name: String,
        stargazersCount: Int,
        updatedAt: String
    ) {
        self.id = id
        self.archived = archived
        self.description = description
        self.fork = fork
        self.forksCount = forksCount
        self.fullName = fullName
        self.htmlURL = htmlURL
        self.language = language
        self.name = name
        self.stargazersCount = stargazersCount
        self.updatedAt = updatedAt
    }
}
