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

        func users(after cursor: UserCursor?, pageSize: Int) async throws(DomainError) -> Fetched<UserPage> {
            try await base.users(after: cursor, pageSize: pageSize)
        }

        func user(login: GitHubLogin) async throws(DomainError) -> Fetched<GitHubUserDetail> {
            try await base.user(login: login)
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
            cursor = try await repository.users(after: cursor, pageSize: 3).value.next
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
                    let known = await repository.knownUsers(after: cursor, limit: limit)
                    let walked = try await CollectGitHubUsersUseCase(repository: PagesOnly(base: repository))(
                        limit: limit, pageSize: 3, since: since)
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

        #expect(await env.usersRepository().knownUsers(after: nil, limit: 6) != nil)
        #expect(await env.usersRepository().knownUsers(after: nil, limit: 7) == nil)
        #expect(await env.usersRepository(mode: .offline).knownUsers(after: nil, limit: 7) == nil)
        env.clock.advance(by: 3_600)
        #expect(await env.usersRepository().knownUsers(after: nil, limit: 3) == nil)
        #expect(await env.usersRepository(mode: .offline).knownUsers(after: nil, limit: 3) != nil)
    }

    @Test("under a refresh it leaves fresh rows to the walk online, and offline answers as the walk does")
    func refresh() async throws {
        let env = try await Environment()
        try Self.stubPages(on: env)
        try await Self.storeAll(env.usersRepository(), pages: 3)

        let online = await LoadTrigger.$current.withValue(.refresh) {
            await env.usersRepository().knownUsers(after: nil, limit: 8)
        }
        #expect(online == nil)
        let offline = env.usersRepository(mode: .offline)
        let (known, walked) = try await LoadTrigger.$current.withValue(.refresh) {
            (
                await offline.knownUsers(after: nil, limit: 8),
                try await CollectGitHubUsersUseCase(repository: PagesOnly(base: offline))(limit: 8, pageSize: 3)
            )
        }
        Self.expectSame(known, walked)
        #expect(known?.freshness == .fresh)
    }
}
