import Data
import DemoServer
import Domain
import Foundation
import Testing

@testable import AtomicApp

/// The writer prints the demo data with the same values as the previous `JSONEncoder` path did; only the order of
/// the keys differs (the APIs' order instead of sorted), so both are compared in a key-order-free form.
@Suite struct JSONOutputCompatibilityTests {
    private static let dataset = DemoDataset.standard

    @Test func usersAndProfilesOfTheDemoData() throws {
        let details = Self.dataset.gitHubUsers.map { $0.toDomain() }
        let users = details.map(\.user)
        #expect(
            canonical(JSONOutput.render(users.map(JSONOutput.UserItem.init)))
                == canonical(try ReferenceJSON.render(users.map(ReferenceShapes.UserItem.init))))
        for detail in details.prefix(300) {
            #expect(
                canonical(JSONOutput.render(JSONOutput.UserDetail(user: detail)))
                    == canonical(try ReferenceJSON.render(ReferenceShapes.UserDetail(user: detail))), "\(detail.login)")
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
            canonical(JSONOutput.render(summaries.map(JSONOutput.PostItem.init)))
                == canonical(try ReferenceJSON.render(summaries.map(ReferenceShapes.PostItem.init))))
        for post in posts.prefix(20) {
            let detail = PostDetail(post: post, author: authors[post.userId], comments: comments[post.id] ?? [])
            #expect(
                canonical(JSONOutput.render(JSONOutput.PostDetail(detail: detail)))
                    == canonical(try ReferenceJSON.render(ReferenceShapes.PostDetail(detail: detail))))
        }
        let lonely = PostDetail(post: posts[0], author: nil, comments: [])
        #expect(
            canonical(JSONOutput.render(JSONOutput.PostDetail(detail: lonely)))
                == canonical(try ReferenceJSON.render(ReferenceShapes.PostDetail(detail: lonely))))
    }

    /// `json` parsed and written back with its object keys sorted, strings in Swift's escaped form: equal for
    /// two documents with the same values whatever the order of their keys.
    private func canonical(_ json: String) -> String {
        guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) else {
            return "unreadable: " + json
        }
        return Self.canonical(value)
    }

    private static func canonical(_ value: Any) -> String {
        switch value {
        case let object as [String: Any]:
            "{" + object.keys.sorted().map { "\($0.debugDescription):\(canonical(object[$0]!))" }.joined(separator: ",")
                + "}"
        case let array as [Any]:
            "[" + array.map(canonical).joined(separator: ",") + "]"
        case let string as String:
            string.debugDescription
        case is NSNull:
            "null"
        default:
            "\(value)"
        }
    }
}
