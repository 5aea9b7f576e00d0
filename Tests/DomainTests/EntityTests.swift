import Domain
import Foundation
import Testing

@Suite("Entities")
struct EntityTests {
    @Test("a profile projects onto its list row")
    func detailToUser() {
        let avatar = URL(string: "https://avatars.example/u/9")
        let profile = URL(string: "https://github.com/nine")
        let detail = GitHubUserDetail(
            id: 9, login: "nine", name: "Nine", followers: 3, avatarURL: avatar, profileURL: profile)
        #expect(detail.user == GitHubUser(id: 9, login: "nine", avatarURL: avatar, profileURL: profile))
    }

    @Test("summaries and details are identified by their post")
    func postIdentity() {
        let post = Post(id: 4, userId: 1, title: "t", body: "b")
        #expect(PostSummary(post: post, authorName: nil, commentCount: 0).id == 4)
        #expect(PostDetail(post: post, author: nil, comments: []).id == 4)
    }

    @Test("cursors order by how far they reach")
    func cursorOrder() {
        #expect(UserCursor(since: 10) < UserCursor(since: 11))
        #expect(!(UserCursor(since: 11) < UserCursor(since: 11)))
    }
}
