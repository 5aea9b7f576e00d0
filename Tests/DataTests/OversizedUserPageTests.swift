import AtomicCore
import AtomicLogger
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

/// A list page with more users than `per_page` asked for is cut to `per_page` before it is stored, and the log
/// says so with the counts.
@Suite("Oversized user pages")
struct OversizedUserPageTests {
    private typealias Environment = RepositoryTestEnvironment

    private static func usersJSON(_ ids: ClosedRange<Int>) -> String {
        "["
            + ids.map { id in
                #"{"login":"user\#(id)","id":\#(id),"avatar_url":"https://a.test/\#(id)","html_url":"https://g.test/\#(id)"}"#
            }.joined(separator: ",") + "]"
    }

    @Test("1,000 users for per_page=5: five are returned and stored, the cursor follows the fifth, one warning")
    func cutToPerPage() async throws {
        let env = try await Environment()
        let url = try Environment.url(.users(since: nil, perPage: 5))
        let link = #"<https://api.github.test/users?per_page=5&since=1000>; rel="next""#
        env.transport.stub(url: url, .json(Self.usersJSON(1...1_000), headers: ["Link": link]))
        let sink = MemoryLogSink()
        let repository = CachedGitHubUsersRepository(
            client: env.client, baseURL: Environment.gitHubBaseURL, policy: env.policy(),
            logger: Logger(label: "users", level: .debug, sinks: [sink]))

        let page = try await repository.users(after: nil, pageSize: 5, context: .automatic)

        #expect(page.value.users.map(\.id) == [1, 2, 3, 4, 5])
        #expect(page.value.next == UserCursor(since: 5))
        let storedIDs = try await env.store.read { reader in
            try Row.fetchAll(reader, sql: "SELECT id FROM github_users ORDER BY id").map {
                try $0.value("id", as: Int.self)
            }
        }
        #expect(storedIDs == [1, 2, 3, 4, 5])
        let segmentEnd = try await env.store.read {
            try Int.fetchOne($0, sql: "SELECT next_since FROM github_user_segments")
        }
        #expect(segmentEnd == 5)
        let warnings = sink.records.filter { $0.level == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.metadata["received"] == "1000")
        #expect(warnings.first?.metadata["perPage"] == "5")
    }

    @Test("a page of exactly per_page users is kept whole and logs nothing")
    func exactPageIsKept() async throws {
        let env = try await Environment()
        env.transport.stub(url: try Environment.url(.users(since: nil, perPage: 5)), .json(Self.usersJSON(1...5)))
        let sink = MemoryLogSink()
        let repository = CachedGitHubUsersRepository(
            client: env.client, baseURL: Environment.gitHubBaseURL, policy: env.policy(),
            logger: Logger(label: "users", level: .debug, sinks: [sink]))

        let page = try await repository.users(after: nil, pageSize: 5, context: .automatic)

        #expect(page.value.users.count == 5)
        #expect(sink.records.filter { $0.level == .warning }.isEmpty)
    }
}
