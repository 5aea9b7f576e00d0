import Domain
import Foundation
import Testing

/// `CollectGitHubUsersUseCase.stream` hands over in batches the users the one-answer call returns, with its rest.
@Suite("Collect users in batches")
struct StreamGitHubUsersTests {
    /// The batches handed to a receiver, in order.
    private final class Batches: @unchecked Sendable {
        // Safe: `received` is only read or written while `lock` is held.
        private let lock = NSLock()
        private var received: [[GitHubUser]] = []

        var all: [[GitHubUser]] { lock.withLock { received } }
        func receive(_ batch: [GitHubUser]) { lock.withLock { received.append(batch) } }
    }

    /// A repository that holds `known` at hand (its one-read answer) and pages through `users` otherwise.
    private struct KnowingRepository: GitHubUsersRepository {
        let known: Fetched<UserPage>?
        let pages: RecordingUsersRepository

        func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
            UserPage
        > {
            try await pages.users(after: cursor, pageSize: pageSize, context: context)
        }

        func knownUsers(after cursor: UserCursor?, limit: Int, context: LoadContext) async -> Fetched<UserPage>? {
            known
        }

        func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
            try await pages.user(login: login, context: context)
        }
    }

    @Test("walking pages, the users collected come in batches of at most batchSize, and the rest as the walk says")
    func walked() async throws {
        let users = SampleUsers.make(count: 40)
        for (limit, batchSize) in [(0, 4), (1, 4), (25, 4), (25, 5), (40, 100), (60, 7)] {
            let repository = RecordingUsersRepository.listing(users, freshness: .stale(age: 90))
            let collect = CollectGitHubUsersUseCase(repository: repository)
            let page = try await collect(limit: limit, pageSize: 10, context: .automatic)
            let batches = Batches()
            let list = try await collect.stream(
                limit: limit, pageSize: 10, batchSize: batchSize, context: .automatic, receive: batches.receive)

            #expect(batches.all.flatMap { $0 } == page.value.users)
            #expect(batches.all.allSatisfy { !$0.isEmpty && $0.count <= batchSize })
            #expect(list.value == UserListSummary(of: page.value))
            #expect(list.freshness == page.freshness)
        }
    }

    @Test("a repository with the users at hand answers in batches without any page request")
    func known() async throws {
        let users = SampleUsers.make(count: 9)
        let known = Fetched(
            value: UserPage(users: users, next: UserCursor(since: users[8].id)), freshness: .stale(age: 30),
            fetchedAt: Date(timeIntervalSince1970: 1_000))
        let pages = RecordingUsersRepository.listing(users)
        let batches = Batches()
        let list = try await CollectGitHubUsersUseCase(repository: KnowingRepository(known: known, pages: pages))
            .stream(limit: 9, pageSize: 3, batchSize: 4, context: .automatic, receive: batches.receive)

        #expect(batches.all.map(\.count) == [4, 4, 1])
        #expect(batches.all.flatMap { $0 } == users)
        #expect(list.value == UserListSummary(count: 9, next: UserCursor(since: users[8].id)))
        #expect(list.freshness == .stale(age: 30))
        #expect(list.fetchedAt == Date(timeIntervalSince1970: 1_000))
        #expect(await pages.pageRequests.isEmpty)
    }

    @Test("an incomplete walk is summed up as incomplete, and an error before any batch hands nothing over")
    func incompleteAndFailing() async throws {
        let users = SampleUsers.make(count: 6)
        let incomplete = RecordingUsersRepository(pageAnswer: { _, _ in
            .success(
                Fetched(
                    value: UserPage(users: users, next: UserCursor(since: users[5].id), isIncomplete: true),
                    freshness: .fresh, fetchedAt: nil))
        })
        let batches = Batches()
        let list = try await CollectGitHubUsersUseCase(repository: incomplete).stream(
            limit: 10, pageSize: 10, batchSize: 4, context: .automatic, receive: batches.receive)
        #expect(list.value == UserListSummary(count: 6, next: UserCursor(since: users[5].id), isIncomplete: true))
        #expect(batches.all.flatMap { $0 } == users)

        let failing = Batches()
        await #expect(throws: DomainError.offline) {
            try await CollectGitHubUsersUseCase(repository: RecordingUsersRepository()).stream(
                limit: 10, batchSize: 4, context: .automatic, receive: failing.receive)
        }
        #expect(failing.all.isEmpty)
    }
}
