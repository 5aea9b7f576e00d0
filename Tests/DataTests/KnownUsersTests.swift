import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

/// `knownUsers(after:limit:)` answers in one read exactly what walking the pages answers, or nothing.
@Suite("CachedGitHubUsersRepository.knownUsers")
struct KnownUsersTests {
    private typealias Environment = RepositoryTestEnvironment

    /// The repository's pages only: without `knownUsers`, the use case walks them.
    private struct PagesOnly: GitHubUsersRepository {
        let base: CachedGitHubUsersRepository

        func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
            UserPage
        > {
            try await base.users(after: cursor, pageSize: pageSize, context: context)
        }

        func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
            try await base.user(login: login, context: context)
        }
    }

    private static func usersJSON(_ ids: [Int]) -> String {
        let users = ids.map { id in
            #"{"login":"user\#(id)","id":\#(id),"avatar_url":"https://avatars.test/u/\#(id)","#
                + #""html_url":"https://github.com/user\#(id)","type":"User","site_admin":false}"#
        }
        return "[" + users.joined(separator: ",") + "]"
    }

    /// Three pages of three: 1–3, 4–6, then 7–8, the last.
    private static func stubPages(on env: Environment, lastPage: Bool = true) throws {
        func next(_ since: Int) -> HTTPHeaders {
            ["Link": #"<https://api.github.test/users?per_page=3&since=\#(since)>; rel="next""#]
        }
        env.transport.stub(
            url: try Environment.url(.users(since: nil, perPage: 3)), .json(usersJSON([1, 2, 3]), headers: next(3)))
        env.transport.stub(
            url: try Environment.url(.users(since: 3, perPage: 3)), .json(usersJSON([4, 5, 6]), headers: next(6)))
        if lastPage {
            env.transport.stub(
                url: try Environment.url(.users(since: 6, perPage: 3)),
                .json(usersJSON([7, 8]), headers: ["Link": #"<https://api.github.test/users>; rel="first""#]))
        }
    }

    private static func storeAll(_ repository: CachedGitHubUsersRepository, pages: Int) async throws {
        var cursor: UserCursor?
        for _ in 0..<pages {
            cursor = try await repository.users(after: cursor, pageSize: 3, context: .automatic).value.next
        }
    }

    private static func expectSame(
        _ known: Fetched<UserPage>?, _ walked: Fetched<UserPage>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(known?.value == walked.value, sourceLocation: sourceLocation)
        #expect(known?.freshness == walked.freshness, sourceLocation: sourceLocation)
        #expect(known?.fetchedAt == walked.fetchedAt, sourceLocation: sourceLocation)
        #expect(known?.staleReason == nil && walked.staleReason == nil, sourceLocation: sourceLocation)
    }

    @Test("fresh online and stale offline, it answers as the walk does, without a request")
    func sameAsTheWalk() async throws {
        let env = try await Environment()
        try Self.stubPages(on: env)
        try await Self.storeAll(env.usersRepository(), pages: 3)
        let requests = env.transport.requests.count

        for (mode, age) in [(CacheMode.online, 0.0), (.offline, 0), (.offline, 3_600)] {
            env.clock.advance(by: age)
            let repository = env.usersRepository(mode: mode)
            for since in [nil, 2, 3, 7] {
                for limit in [1, 2, 3, 4, 6, 7, 8, 20] {
                    let cursor = since.map(UserCursor.init(since:))
                    let known = await repository.knownUsers(after: cursor, limit: limit, context: .automatic)
                    let walked = try await CollectGitHubUsersUseCase(repository: PagesOnly(base: repository))(
                        limit: limit, pageSize: 3, since: since, context: .automatic)
                    Self.expectSame(known, walked)
                }
            }
        }
        #expect(env.transport.requests.count == requests)
    }

    @Test("short of the limit before the end of the list, or stale online, it leaves the walk to answer")
    func nothingWhenTheWalkWouldDoMore() async throws {
        let env = try await Environment()
        try Self.stubPages(on: env, lastPage: false)
        try await Self.storeAll(env.usersRepository(), pages: 2)

        #expect(await env.usersRepository().knownUsers(after: nil, limit: 6, context: .automatic) != nil)
        #expect(await env.usersRepository().knownUsers(after: nil, limit: 7, context: .automatic) == nil)
        #expect(await env.usersRepository(mode: .offline).knownUsers(after: nil, limit: 7, context: .automatic) == nil)
        env.clock.advance(by: 3_600)
        #expect(await env.usersRepository().knownUsers(after: nil, limit: 3, context: .automatic) == nil)
        #expect(await env.usersRepository(mode: .offline).knownUsers(after: nil, limit: 3, context: .automatic) != nil)
    }

    @Test("under a refresh it leaves fresh rows to the walk online, and offline answers as the walk does")
    func refresh() async throws {
        let env = try await Environment()
        try Self.stubPages(on: env)
        try await Self.storeAll(env.usersRepository(), pages: 3)

        let online = await env.usersRepository().knownUsers(after: nil, limit: 8, context: .refresh)
        #expect(online == nil)
        let offline = env.usersRepository(mode: .offline)
        let known = await offline.knownUsers(after: nil, limit: 8, context: .refresh)
        let walked = try await CollectGitHubUsersUseCase(repository: PagesOnly(base: offline))(
            limit: 8, pageSize: 3, context: .refresh)
        Self.expectSame(known, walked)
        #expect(known?.freshness == .fresh)
    }

    /// The batches handed to a receiver, in order.
    private final class Batches: Sendable {
        private let received = Locked<[[GitHubUser]]>([])
        var all: [[GitHubUser]] { received.withLock { $0 } }
        func receive(_ batch: [GitHubUser]) { received.withLock { $0.append(batch) } }
    }

    @Test("in batches it hands over the users of the one-read answer, batchSize at most at a time, with its rest")
    func batchesAsTheOneRead() async throws {
        let env = try await Environment()
        try Self.stubPages(on: env)
        try await Self.storeAll(env.usersRepository(), pages: 3)
        let requests = env.transport.requests.count

        for (mode, age) in [(CacheMode.online, 0.0), (.offline, 3_600)] {
            env.clock.advance(by: age)
            let repository = env.usersRepository(mode: mode)
            for since in [nil, 2, 3, 7, 8] {
                for limit in [1, 3, 4, 8, 20] {
                    for batchSize in [1, 2, 5] {
                        let cursor = since.map(UserCursor.init(since:))
                        let known = await repository.knownUsers(after: cursor, limit: limit, context: .automatic)
                        let batches = Batches()
                        let streamed = try await repository.knownUsers(
                            after: cursor, limit: limit, batchSize: batchSize, context: .automatic,
                            receive: batches.receive)
                        #expect(streamed?.value == known.map { UserListSummary(of: $0.value) })
                        #expect(streamed?.freshness == known?.freshness)
                        #expect(streamed?.fetchedAt == known?.fetchedAt)
                        #expect(batches.all.flatMap { $0 } == known?.value.users ?? [])
                        #expect(batches.all.allSatisfy { !$0.isEmpty && $0.count <= batchSize })
                    }
                }
            }
        }
        #expect(env.transport.requests.count == requests)
    }

    @Test("when the walk has to answer, it hands nothing over")
    func nothingHandedOverWhenTheWalkAnswers() async throws {
        let env = try await Environment()
        try Self.stubPages(on: env, lastPage: false)
        try await Self.storeAll(env.usersRepository(), pages: 2)
        let batches = Batches()

        // Short of the limit before the end of the list, online and offline.
        #expect(
            try await env.usersRepository().knownUsers(
                after: nil, limit: 7, batchSize: 2, context: .automatic, receive: batches.receive)
                == nil)
        #expect(
            try await env.usersRepository(mode: .offline).knownUsers(
                after: nil, limit: 7, batchSize: 2, context: .automatic, receive: batches.receive) == nil)
        // Nothing known after the cursor.
        #expect(
            try await env.usersRepository(mode: .offline).knownUsers(
                after: UserCursor(since: 6), limit: 1, batchSize: 2, context: .automatic, receive: batches.receive)
                == nil)
        // Stale online.
        env.clock.advance(by: 3_600)
        #expect(
            try await env.usersRepository().knownUsers(
                after: nil, limit: 3, batchSize: 2, context: .automatic, receive: batches.receive)
                == nil)
        #expect(batches.all.isEmpty)
    }

    @Test("a row that cannot be read part way ends the batches with cacheUnreadable, after those before it")
    func unreadableRowPartWay() async throws {
        let env = try await Environment()
        try Self.stubPages(on: env)
        try await Self.storeAll(env.usersRepository(), pages: 3)
        try await env.store.write { try $0.execute(sql: "UPDATE github_users SET login = X'00' WHERE id = 5") }
        let batches = Batches()

        await #expect(throws: DomainError.cacheUnreadable) {
            try await env.usersRepository(mode: .offline).knownUsers(
                after: nil, limit: 8, batchSize: 2, context: .automatic, receive: batches.receive)
        }
        #expect(batches.all.map { $0.map(\.id) } == [[1, 2], [3, 4]])
        // The one-read answer leaves it to the walk, which says why.
        #expect(await env.usersRepository(mode: .offline).knownUsers(after: nil, limit: 8, context: .automatic) == nil)
    }
}
