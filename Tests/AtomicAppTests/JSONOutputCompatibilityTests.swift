import Data
import DemoServer
import Domain
import Foundation
import Testing

@testable import AtomicApp

/// The writer prints the demo data byte for byte as the previous `JSONEncoder` path did.
@Suite struct JSONOutputCompatibilityTests {
    private static let dataset = DemoDataset.standard

    @Test func usersAndProfilesOfTheDemoData() throws {
        let details = Self.dataset.gitHubUsers.map { $0.toDomain() }
        let users = details.map(\.user)
        #expect(
            JSONOutput.render(users.map(JSONOutput.UserItem.init))
                == (try ReferenceJSON.render(users.map(ReferenceShapes.UserItem.init))))
        for detail in details.prefix(300) {
            #expect(
                JSONOutput.render(JSONOutput.UserDetail(user: detail))
                    == (try ReferenceJSON.render(ReferenceShapes.UserDetail(user: detail))), "\(detail.login)")
        }
    }

    @Test func postsOfTheDemoData() throws {
        let authors = Dictionary(uniqueKeysWithValues: Self.dataset.postAuthors.map { ($0.id, $0.toDomain()) })
        let comments = Dictionary(grouping: Self.dataset.comments.map { $0.toDomain() }, by: \.postId)
        let posts = Self.dataset.posts.map { $0.toDomain() }
        let summaries = posts.map {
            PostSummary(post: $0, authorName: authors[$0.userId]?.name, commentCount: comments[$0.id]?.count ?? 0)
        }
        #expect(
            JSONOutput.render(summaries.map(JSONOutput.PostItem.init))
                == (try ReferenceJSON.render(summaries.map(ReferenceShapes.PostItem.init))))
        for post in posts.prefix(20) {
            let detail = PostDetail(post: post, author: authors[post.userId], comments: comments[post.id] ?? [])
            #expect(
                JSONOutput.render(JSONOutput.PostDetail(detail: detail))
                    == (try ReferenceJSON.render(ReferenceShapes.PostDetail(detail: detail))))
        }
        let lonely = PostDetail(post: posts[0], author: nil, comments: [])
        #expect(
            JSONOutput.render(JSONOutput.PostDetail(detail: lonely))
                == (try ReferenceJSON.render(ReferenceShapes.PostDetail(detail: lonely))))
    }
}
