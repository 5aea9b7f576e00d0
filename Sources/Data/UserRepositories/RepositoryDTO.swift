import Domain
import Foundation

/// One repository as the GitHub API sends it (`GET /users/{login}/repos?type=owner&sort=updated`), under the API's
/// field names.
public struct RepositoryDTO: Codable, Sendable, Hashable {
    /// `id`.
    public var id: Int
    /// `archived`.
    public var archived: Bool
    /// `description`, `nil` when the answer has none.
    public var description: String?
    /// `fork`.
    public var fork: Bool
    /// `forks_count`.
    public var forksCount: Int
    /// `full_name`.
    public var fullName: String
    /// `html_url`.
    public var htmlURL: String
    /// `language`, `nil` when the answer has none.
    public var language: String?
    /// `name`.
    public var name: String
    /// `stargazers_count`.
    public var stargazersCount: Int
    /// `updated_at`.
    public var updatedAt: String

    private enum CodingKeys: String, CodingKey {
        case id
        case archived
        case description
        case fork
        case forksCount = "forks_count"
        case fullName = "full_name"
        case htmlURL = "html_url"
        case language
        case name
        case stargazersCount = "stargazers_count"
        case updatedAt = "updated_at"
    }

    /// A DTO with these fields.
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

    /// The domain's repository; an address that is not an absolute `http(s)` address with a host (or holds a
    /// control character) is left out, as empty text.
    public func toDomain() -> Repository {
        Repository(
            id: id, archived: archived, description: description, fork: fork, forksCount: forksCount,
            fullName: fullName, htmlURL: LenientValue.webURLText(htmlURL) ?? "", language: language, name: name,
            stargazersCount: stargazersCount,
            updatedAt: updatedAt)
    }
}
