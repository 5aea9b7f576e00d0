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

    @Test("walking pages, each page's users are handed over before the next page is asked for")
    func pageByPage() async throws {
        let users = SampleUsers.make(count: 30)
        let listing = RecordingUsersRepository.listingAnswer(users)
        let batches = Batches()
        // Each answer records how many users had been handed over when its page was asked for.
        let handedBefore = Batches()
        let repository = RecordingUsersRepository(pageAnswer: { cursor, size in
            handedBefore.receive(Array(users.prefix(batches.all.joined().count)))
            return listing(cursor, size)
        })
        let list = try await CollectGitHubUsersUseCase(repository: repository).stream(
            limit: 30, pageSize: 10, batchSize: 256, context: .automatic, receive: batches.receive)

        #expect(list.value.count == 30)
        #expect(batches.all.map(\.count) == [10, 10, 10])
        #expect(handedBefore.all.map(\.count) == [0, 10, 20])
    }

    @Test("a later page failing throws after the users of the pages before it were handed over")
    func laterPageFailing() async throws {
        let users = SampleUsers.make(count: 50)
        let listing = RecordingUsersRepository.listingAnswer(users)
        let failing = UserCursor(since: users[19].id)
        let repository = RecordingUsersRepository(pageAnswer: { cursor, size in
            cursor == failing ? .failure(.offline) : listing(cursor, size)
        })
        let batches = Batches()
        await #expect(throws: DomainError.offline) {
            try await CollectGitHubUsersUseCase(repository: repository).stream(
                limit: 50, pageSize: 10, batchSize: 4, context: .automatic, receive: batches.receive)
        }
        #expect(batches.all.flatMap { $0 } == Array(users.prefix(20)))
        #expect(batches.all.allSatisfy { !$0.isEmpty && $0.count <= 4 })
    }

    @Test("a user sent again on a later page, out of order, is handed over once")
    func duplicateAcrossPages() async throws {
        let users = SampleUsers.make(count: 6)
        // Pages: 0 1 2 | 1 3 4 | 5, the second repeating a user of the first.
        let pages = [[0, 1, 2], [1, 3, 4], [5]].map { $0.map { users[$0] } }
        let repository = RecordingUsersRepository(pageAnswer: { cursor, _ in
            let index = cursor == nil ? 0 : (pages.firstIndex { $0.last.map(\.id) == cursor?.since } ?? 2) + 1
            let page = pages[min(index, 2)]
            let next = index < 2 ? page.last.map { UserCursor(since: $0.id) } : nil
            return .success(Fetched(value: UserPage(users: page, next: next), freshness: .fresh, fetchedAt: nil))
        })
        let batches = Batches()
        let list = try await CollectGitHubUsersUseCase(repository: repository).stream(
            limit: 10, pageSize: 3, batchSize: 256, context: .automatic, receive: batches.receive)

        #expect(batches.all.flatMap { $0 } == [users[0], users[1], users[2], users[3], users[4], users[5]])
        #expect(list.value.count == 6)
    }

    /// A repository over `users`, `pageSize` at a time, whose pages come `decision` (with that provenance) and whose
    /// page after `failingAfter` comes back incomplete with the reason `.server(status: 500, message: nil)`.
    private static func cutShort(
        _ users: [GitHubUser], failingAfter: UserCursor, decision: Provenance.CacheDecision
    ) -> RecordingUsersRepository {
        let listing = RecordingUsersRepository.listingAnswer(users)
        let provenance = Provenance(repository: "test", endpoints: [], decision: decision, age: nil)
        return RecordingUsersRepository(pageAnswer: { cursor, size in
            guard cursor != failingAfter else {
                return .success(
                    Fetched(
                        value: UserPage(users: [], next: cursor, isIncomplete: true), freshness: .fresh,
                        fetchedAt: nil, staleReason: .server(status: 500, message: nil)))
            }
            return listing(cursor, size).map { $0.with(provenance: provenance) }
        })
    }

    @Test("a page failing after the server answered the pages before it cuts the list short: an error")
    func cutShortAfterTheServerAnswered() async throws {
        let users = SampleUsers.make(count: 50)
        let failing = UserCursor(since: users[19].id)
        for decision in [Provenance.CacheDecision.refetched, .revalidated] {
            let batches = Batches()
            await #expect(throws: DomainError.server(status: 500, message: nil)) {
                try await CollectGitHubUsersUseCase(
                    repository: Self.cutShort(users, failingAfter: failing, decision: decision)
                ).stream(limit: 50, pageSize: 10, batchSize: 256, context: .automatic, receive: batches.receive)
            }
            #expect(batches.all.flatMap { $0 } == Array(users.prefix(20)))
        }
    }

    @Test("a page failing past what was cached before, with no page from the server, is an incomplete list")
    func incompleteAfterCachedPages() async throws {
        let users = SampleUsers.make(count: 50)
        let failing = UserCursor(since: users[19].id)
        let batches = Batches()
        let list = try await CollectGitHubUsersUseCase(
            repository: Self.cutShort(users, failingAfter: failing, decision: .fromDatabase)
        ).stream(limit: 50, pageSize: 10, batchSize: 256, context: .automatic, receive: batches.receive)

        #expect(list.value == UserListSummary(count: 20, next: failing, isIncomplete: true))
        #expect(list.staleReason == .server(status: 500, message: nil))
        #expect(batches.all.flatMap { $0 } == Array(users.prefix(20)))
    }
}
