import AtomicShell
import Domain
import Testing

/// The one-line fields of a profile and a post stay on one line whatever line breaks the server put in them: a
/// line break becomes a space, so the server cannot add lines (a forged `Email:` row) to the screen. A bio and a
/// body keep their paragraphs.
@MainActor
@Suite struct OneLineFieldsTests {
    @Test func aProfilesNameLoginAndFieldsAreOneLineEach() {
        let user = GitHubUserDetail(
            id: 1, login: "ok\r\nEmail: forged", name: "Ada\nLovelace", company: "Analytical\r\nEngines",
            bio: "first\nsecond")
        let texts = UserDetailPane.paragraphs(of: user, theme: .dark).map(\.text)
        #expect(texts.contains("Ada Lovelace"))
        #expect(texts.contains("@ok Email: forged"))
        #expect(texts.contains("Company: Analytical Engines"))
        #expect(texts.contains("first\nsecond"), "the bio keeps its paragraphs")
        #expect(texts.filter { $0 != "first\nsecond" }.allSatisfy { !$0.contains("\n") && !$0.contains("\r") })
    }

    @Test func aPostsTitleBylineAndCommentHeadersAreOneLineEach() {
        let detail = PostDetail(
            post: Post(id: 1, userId: 2, title: "On\r\ncaching", body: "one\ntwo"),
            author: PostAuthor(id: 2, name: "Ada\nL", username: "ada\r\nx", email: "a@example.com"),
            comments: [Comment(id: 3, postId: 1, name: "nice\npost", email: "b@example.com", body: "yes\nno")])
        let texts = PostDetailPane.paragraphs(of: detail, theme: .dark).map(\.text)
        #expect(texts.first == "On caching")
        #expect(texts.contains("by Ada L (@ada x) <a@example.com>"))
        #expect(texts.contains("nice post <b@example.com>"))
        #expect(texts.contains("one\ntwo") && texts.contains("yes\nno"), "the body and the comment keep their lines")
    }
}
