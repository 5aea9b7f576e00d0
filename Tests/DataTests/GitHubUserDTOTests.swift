import Data
import Domain
import Foundation
import Testing

@Suite("GitHubUserDTO")
struct GitHubUserDTOTests {
    /// One entry of `GET /users` with every field GitHub sends, plus one it may add later.
    private let listJSON = """
        [
          {
            "login": "marisol-dev",
            "id": 5830011,
            "node_id": "MDQ6VXNlcjU4MzAwMTE=",
            "avatar_url": "https://avatars.githubusercontent.com/u/5830011?v=4",
            "gravatar_id": "",
            "url": "https://api.github.com/users/marisol-dev",
            "html_url": "https://github.com/marisol-dev",
            "followers_url": "https://api.github.com/users/marisol-dev/followers",
            "following_url": "https://api.github.com/users/marisol-dev/following{/other_user}",
            "gists_url": "https://api.github.com/users/marisol-dev/gists{/gist_id}",
            "starred_url": "https://api.github.com/users/marisol-dev/starred{/owner}{/repo}",
            "subscriptions_url": "https://api.github.com/users/marisol-dev/subscriptions",
            "organizations_url": "https://api.github.com/users/marisol-dev/orgs",
            "repos_url": "https://api.github.com/users/marisol-dev/repos",
            "events_url": "https://api.github.com/users/marisol-dev/events{/privacy}",
            "received_events_url": "https://api.github.com/users/marisol-dev/received_events",
            "type": "User",
            "user_view_type": "public",
            "site_admin": false,
            "a_field_added_later": {"nested": [1, 2, 3]}
          }
        ]
        """

    private func decode(_ json: String) throws -> [GitHubUserDTO] {
        try JSONDecoder().decode([GitHubUserDTO].self, from: Data(json.utf8))
    }

    @Test("GitHub's full list entry decodes, ignoring unknown fields")
    func decodesFullEntry() throws {
        let dto = try #require(try decode(listJSON).first)
        #expect(dto.id == 5_830_011)
        #expect(dto.login == "marisol-dev")
        #expect(dto.nodeID == "MDQ6VXNlcjU4MzAwMTE=")
        #expect(dto.gravatarID == "")
        #expect(dto.followingURL == "https://api.github.com/users/marisol-dev/following{/other_user}")
        #expect(dto.receivedEventsURL == "https://api.github.com/users/marisol-dev/received_events")
        #expect(dto.type == "User")
        #expect(dto.userViewType == "public")
        #expect(dto.siteAdmin == false)
    }

    @Test("the domain user carries id, login and both addresses")
    func mapsToDomain() throws {
        let dto = try #require(try decode(listJSON).first)
        #expect(
            dto.toDomain()
                == GitHubUser(
                    id: 5_830_011,
                    login: "marisol-dev",
                    avatarURL: URL(string: "https://avatars.githubusercontent.com/u/5830011?v=4"),
                    profileURL: URL(string: "https://github.com/marisol-dev")
                ))
    }

    @Test("an entry with only id and login decodes with no addresses")
    func sparseEntry() throws {
        let dto = try #require(try decode(#"[{"id": 1, "login": "a"}]"#).first)
        #expect(dto == GitHubUserDTO(login: "a", id: 1))
        #expect(dto.toDomain() == GitHubUser(id: 1, login: "a", avatarURL: nil, profileURL: nil))
    }

    @Test(
        "unusable addresses become nil",
        arguments: [
            "", "   ", "not a url", "javascript:alert(1)", "ftp://example.com/a.png", "https://", "/relative/path",
        ]
    )
    func unusableAddress(address: String) {
        let dto = GitHubUserDTO(login: "a", id: 1, avatarURL: address, htmlURL: address)
        #expect(dto.toDomain().avatarURL == nil)
        #expect(dto.toDomain().profileURL == nil)
    }

    @Test("an entry without an id is rejected")
    func missingId() {
        #expect(throws: DecodingError.self) { _ = try decode(#"[{"login": "a"}]"#) }
    }

    @Test("encoding uses GitHub's field names and decodes back unchanged")
    func roundTrip() throws {
        let dto = try #require(try decode(listJSON).first)
        let data = try JSONEncoder().encode(dto)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["avatar_url"] as? String == "https://avatars.githubusercontent.com/u/5830011?v=4")
        #expect(object["site_admin"] as? Bool == false)
        #expect(object["avatarURL"] == nil)
        #expect(try JSONDecoder().decode(GitHubUserDTO.self, from: data) == dto)
    }
}
