import Data
import Domain
import Foundation
import Testing

@Suite("GitHubUserDetailDTO")
struct GitHubUserDetailDTOTests {
    /// `GET /users/{login}` with every field GitHub sends for a public profile.
    private let fullJSON = """
        {
          "login": "kenji-w",
          "id": 7340112,
          "node_id": "MDQ6VXNlcjczNDAxMTI=",
          "avatar_url": "https://avatars.githubusercontent.com/u/7340112?v=4",
          "gravatar_id": "",
          "url": "https://api.github.com/users/kenji-w",
          "html_url": "https://github.com/kenji-w",
          "followers_url": "https://api.github.com/users/kenji-w/followers",
          "following_url": "https://api.github.com/users/kenji-w/following{/other_user}",
          "gists_url": "https://api.github.com/users/kenji-w/gists{/gist_id}",
          "starred_url": "https://api.github.com/users/kenji-w/starred{/owner}{/repo}",
          "subscriptions_url": "https://api.github.com/users/kenji-w/subscriptions",
          "organizations_url": "https://api.github.com/users/kenji-w/orgs",
          "repos_url": "https://api.github.com/users/kenji-w/repos",
          "events_url": "https://api.github.com/users/kenji-w/events{/privacy}",
          "received_events_url": "https://api.github.com/users/kenji-w/received_events",
          "type": "User",
          "user_view_type": "public",
          "site_admin": false,
          "name": "渡辺 健二",
          "company": "@tide-labs",
          "blog": "https://kenji.example.dev",
          "location": "Sapporo, Japan",
          "email": "kenji@example.dev",
          "hireable": true,
          "bio": "Compilers, 🍜 and long walks.\\nMaintainer of small tools.",
          "twitter_username": "kenji_w",
          "public_repos": 48,
          "public_gists": 7,
          "followers": 1203,
          "following": 55,
          "created_at": "2014-03-09T02:17:45Z",
          "updated_at": "2025-11-30T08:01:12Z"
        }
        """

    /// A profile where GitHub sent `null` for every nullable field and `""` for the blog.
    private let nullJSON = """
        {
          "login": "quiet", "id": 42, "node_id": "MDQ6VXNlcjQy",
          "avatar_url": "https://avatars.githubusercontent.com/u/42?v=4", "gravatar_id": "",
          "url": "https://api.github.com/users/quiet", "html_url": "https://github.com/quiet",
          "type": "User", "user_view_type": "public", "site_admin": false,
          "name": null, "company": null, "blog": "", "location": null, "email": null,
          "hireable": null, "bio": null, "twitter_username": null,
          "public_repos": 0, "public_gists": 0, "followers": 0, "following": 0,
          "created_at": "2008-02-08T19:03:11Z", "updated_at": "2008-02-08T19:03:11Z"
        }
        """

    private func decode(_ json: String) throws -> GitHubUserDetailDTO {
        try JSONDecoder().decode(GitHubUserDetailDTO.self, from: Data(json.utf8))
    }

    @Test("a full profile maps every field to the domain")
    func fullProfile() throws {
        let detail = try decode(fullJSON).toDomain()
        #expect(
            detail
                == GitHubUserDetail(
                    id: 7_340_112,
                    login: "kenji-w",
                    name: "渡辺 健二",
                    company: "@tide-labs",
                    blog: "https://kenji.example.dev",
                    location: "Sapporo, Japan",
                    email: "kenji@example.dev",
                    bio: "Compilers, 🍜 and long walks.\nMaintainer of small tools.",
                    twitterUsername: "kenji_w",
                    publicRepos: 48,
                    publicGists: 7,
                    followers: 1_203,
                    following: 55,
                    createdAt: Date(timeIntervalSince1970: 1_394_331_465),
                    avatarURL: URL(string: "https://avatars.githubusercontent.com/u/7340112?v=4"),
                    profileURL: URL(string: "https://github.com/kenji-w")
                ))
    }

    @Test("the DTO keeps the raw fields the domain drops")
    func rawFields() throws {
        let dto = try decode(fullJSON)
        #expect(dto.hireable == true)
        #expect(dto.updatedAt == "2025-11-30T08:01:12Z")
        #expect(dto.user.nodeID == "MDQ6VXNlcjczNDAxMTI=")
    }

    @Test("every nullable field sent as null decodes to nil")
    func allNulls() throws {
        let dto = try decode(nullJSON)
        #expect(dto.name == nil && dto.company == nil && dto.location == nil && dto.email == nil)
        #expect(dto.hireable == nil && dto.bio == nil && dto.twitterUsername == nil)
        let detail = dto.toDomain()
        #expect(detail.name == nil && detail.company == nil && detail.location == nil && detail.email == nil)
        #expect(detail.bio == nil && detail.twitterUsername == nil)
        #expect(detail.createdAt == Date(timeIntervalSince1970: 1_202_497_391))
    }

    @Test("an empty or blank blog maps to nil", arguments: ["", "  ", "\n"])
    func emptyBlog(blog: String) throws {
        var dto = try decode(nullJSON)
        #expect(dto.blog == "")
        dto.blog = blog
        #expect(dto.toDomain().blog == nil)
    }

    @Test("nullable fields that are missing altogether are tolerated")
    func missingNullables() throws {
        let dto = try decode(
            #"{"login": "bare", "id": 3, "public_repos": 1, "public_gists": 2, "followers": 3, "following": 4}"#)
        #expect(
            dto.toDomain()
                == GitHubUserDetail(id: 3, login: "bare", publicRepos: 1, publicGists: 2, followers: 3, following: 4))
    }

    @Test("a profile without its counts is rejected")
    func missingCounts() {
        #expect(throws: DecodingError.self) { _ = try decode(#"{"login": "bare", "id": 3}"#) }
    }

    @Test(
        "created_at is read as ISO 8601, with or without fractional seconds, and nil when unreadable",
        arguments: [
            ("2014-03-09T02:17:45Z", Date(timeIntervalSince1970: 1_394_331_465)),
            ("2014-03-09T02:17:45.500Z", Date(timeIntervalSince1970: 1_394_331_465.5)),
            ("yesterday", nil), ("", nil),
        ] as [(String, Date?)]
    )
    func createdAt(text: String, expected: Date?) throws {
        var dto = try decode(nullJSON)
        dto.createdAt = text
        #expect(dto.toDomain().createdAt == expected)
    }

    @Test("encoding writes one flat object, with null for absent nullable fields, and decodes back unchanged")
    func roundTrip() throws {
        let dto = try decode(nullJSON)
        let data = try JSONEncoder().encode(dto)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["user"] == nil)
        #expect(object["login"] as? String == "quiet")
        #expect(object["html_url"] as? String == "https://github.com/quiet")
        #expect(object["name"] is NSNull)
        #expect(object["twitter_username"] is NSNull)
        #expect(object["hireable"] is NSNull)
        #expect(object["public_repos"] as? Int == 0)
        #expect(try JSONDecoder().decode(GitHubUserDetailDTO.self, from: data) == dto)
    }
}
