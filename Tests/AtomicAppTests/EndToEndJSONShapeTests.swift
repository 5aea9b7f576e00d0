import AtomicTestSupport
import Data
import DemoServer
import Domain
import Foundation
import Testing

/// The built binary prints the demo data with the same values as the previous `JSONEncoder` path did; only the
/// order of the keys differs (the APIs' order instead of sorted), so both are compared in a key-order-free form.
@Suite struct EndToEndJSONShapeTests {
    private static let dataset = DemoDataset.standard

    @Test func usersAndProfilesOfTheDemoData() async throws {
        let sandbox = try EndToEndSandbox()
        let details = Self.dataset.gitHubUsers.map { $0.toDomain() }
        let list = try await sandbox.atomicExactly(
            ["--demo", "users", "--json", "--limit", "\(details.count)", "--per-page", "100"])
        #expect(list.status == 0, "\(list.errorOutput)")
        #expect(
            Self.canonical(list.output)
                == Self.canonical(try ReferenceJSON.render(details.map(\.user).map(ReferenceShapes.UserItem.init))))
        for detail in Self.profilesWithAndWithoutEachField(details) {
            let run = try await sandbox.atomicExactly(["--demo", "user", detail.login, "--json"])
            #expect(run.status == 0, "\(run.errorOutput)")
            #expect(
                Self.canonical(run.output)
                    == Self.canonical(try ReferenceJSON.render(ReferenceShapes.UserDetail(user: detail))),
                "\(detail.login)")
        }
    }

    @Test func postsOfTheDemoData() async throws {
        let sandbox = try EndToEndSandbox()
        let authors = Dictionary(uniqueKeysWithValues: Self.dataset.postAuthors.map { ($0.id, $0.toDomain()) })
        let comments = Dictionary(grouping: Self.dataset.comments.map { $0.toDomain() }, by: \.postId)
        let posts = Self.dataset.posts.map { $0.toDomain() }
        let summaries = posts.map {
            PostSummary(post: $0, authorName: authors[$0.userId]?.name, commentCount: comments[$0.id]?.count ?? 0)
        }
        let list = try await sandbox.atomicExactly(["--demo", "posts", "--json"])
        #expect(list.status == 0, "\(list.errorOutput)")
        #expect(
            Self.canonical(list.output)
                == Self.canonical(try ReferenceJSON.render(summaries.map(ReferenceShapes.PostItem.init))))
        // The first posts, and the first with each number of comments.
        var sample = Array(posts.prefix(3))
        for post in posts where !sample.contains(where: { comments[$0.id]?.count == comments[post.id]?.count }) {
            sample.append(post)
        }
        for post in sample {
            let detail = PostDetail(post: post, author: authors[post.userId], comments: comments[post.id] ?? [])
            let run = try await sandbox.atomicExactly(["--demo", "post", "\(post.id)", "--json"])
            #expect(run.status == 0, "\(run.errorOutput)")
            #expect(
                Self.canonical(run.output)
                    == Self.canonical(try ReferenceJSON.render(ReferenceShapes.PostDetail(detail: detail))),
                "post \(post.id)")
        }
    }

    /// For each field a profile may lack, the first profile without it and the first with it.
    private static func profilesWithAndWithoutEachField(_ details: [GitHubUserDetail]) -> [GitHubUserDetail] {
        let fields: [(GitHubUserDetail) -> Bool] = [
            { $0.name == nil }, { $0.company == nil }, { $0.blog == nil }, { $0.location == nil },
            { $0.email == nil }, { $0.bio == nil }, { $0.twitterUsername == nil }, { $0.createdAt == nil },
        ]
        var picked: [GitHubUserDetail] = []
        for lacks in fields {
            for found in [details.first(where: lacks), details.first { !lacks($0) }] {
                if let found, !picked.contains(where: { $0.login == found.login }) { picked.append(found) }
            }
        }
        return picked
    }

    /// `json` parsed and written back with its object keys sorted, strings in Swift's escaped form: equal for
    /// two documents with the same values whatever the order of their keys and their layout.
    private static func canonical(_ json: String) -> String {
        guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) else {
            return "unreadable: " + json
        }
        return canonical(value)
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
