import AtomicCore
import Domain
import Foundation
import Testing

@testable import AtomicApp

@Suite struct CacheFallbackTests {
    private static let user = GitHubUser(id: 7, login: "seven")

    /// A fallback over a users repository that answers, counting how often it was built and what it warned.
    private final class Harness: Sendable {
        let builds = Locked(0)
        let warnings = Locked<[String]>([])
        let fallbackUsers = FakeUsersRepository(users: [user])

        func makeFallback() -> CacheFallback {
            CacheFallback(
                warn: { message in self.warnings.withLock { $0.append(message) } },
                makeRepositories: {
                    self.builds.withLock { $0 += 1 }
                    return CacheFallback.Repositories(users: self.fallbackUsers, posts: FakePostsRepository())
                })
        }
    }

    @Test func aFailingCacheIsReplacedOnceWithOneWarning() async throws {
        let harness = Harness()
        let primary = FakeUsersRepository(failure: .storage("the disk is full"))
        let repository = FallbackGitHubUsersRepository(primary: primary, fallback: harness.makeFallback())

        let first = try await repository.users(after: nil, pageSize: 5)
        let second = try await repository.users(after: UserCursor(since: 3), pageSize: 5)

        #expect(first.value.users == [Self.user])
        #expect(second.value.users == [Self.user])
        #expect(primary.recordedCalls == ["users(after: -1, pageSize: 5)"])
        #expect(harness.fallbackUsers.recordedCalls.count == 2)
        #expect(harness.builds.withLock { $0 } == 1)
        #expect(
            harness.warnings.withLock { $0 } == ["the cache cannot be used (the disk is full); continuing without it"])
    }

    @Test func otherErrorsAreNotTheCachesFault() async {
        let harness = Harness()
        let primary = FakeUsersRepository(failure: .offline)
        let repository = FallbackGitHubUsersRepository(primary: primary, fallback: harness.makeFallback())

        await #expect(throws: DomainError.offline) { try await repository.users(after: nil, pageSize: 5) }
        #expect(harness.builds.withLock { $0 } == 0)
        #expect(harness.warnings.withLock { $0 }.isEmpty)
    }

    @Test func aWorkingCacheIsUsedAsIs() async throws {
        let harness = Harness()
        let primary = FakeUsersRepository(details: ["seven": GitHubUserDetail(id: 7, login: "seven")])
        let repository = FallbackGitHubUsersRepository(primary: primary, fallback: harness.makeFallback())

        #expect(try await repository.user(login: GitHubLogin("seven")).value.login == "seven")
        #expect(harness.builds.withLock { $0 } == 0)
    }

    @Test func concurrentFailuresShareOneFallback() async throws {
        let harness = Harness()
        let fallback = harness.makeFallback()
        let repository = FallbackGitHubUsersRepository(
            primary: FakeUsersRepository(failure: .storage("disk I/O error")), fallback: fallback)

        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { try await repository.users(after: nil, pageSize: 1).value.users.count }
            }
            for try await count in group {
                #expect(count == 1)
            }
        }
        #expect(harness.builds.withLock { $0 } == 1)
        #expect(harness.warnings.withLock { $0 }.count == 1)
    }

    @Test func postsFallBackToo() async throws {
        let harness = Harness()
        let posts = FallbackPostsRepository(
            primary: FakePostsRepository(failure: .storage("read-only")), fallback: harness.makeFallback())

        #expect(try await posts.posts().value.isEmpty)
        await #expect(throws: DomainError.notFound(.post(id: 1))) { try await posts.post(id: 1) }
        #expect(harness.builds.withLock { $0 } == 1)
    }
}
