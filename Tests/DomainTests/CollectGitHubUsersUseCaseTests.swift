import Domain
import Foundation
import Testing

@Suite("Collecting GitHub users across pages")
struct CollectGitHubUsersUseCaseTests {
    private typealias Request = RecordingUsersRepository.PageRequest

    @Test("95 users with pages of 30 walk four pages by cursor with no duplicate and no gap")
    func walksFourPages() async throws {
        let users = SampleUsers.make(count: 200)
        let repository = RecordingUsersRepository.listing(users)
        let result = try await CollectGitHubUsersUseCase(repository: repository)(
            limit: 95, pageSize: 30, context: .automatic)

        #expect(result.value.users == Array(users.prefix(95)))
        #expect(Set(result.value.users.map(\.id)).count == 95)
        #expect(result.value.next == UserCursor(since: users[94].id))
        #expect(
            await repository.pageRequests == [
                Request(cursor: nil, pageSize: 30),
                Request(cursor: UserCursor(since: users[29].id), pageSize: 30),
                Request(cursor: UserCursor(since: users[59].id), pageSize: 30),
                Request(cursor: UserCursor(since: users[89].id), pageSize: 30),
            ])
    }

    @Test("continuing from the returned cursor yields the following users")
    func continuesFromCursor() async throws {
        let users = SampleUsers.make(count: 100)
        let repository = RecordingUsersRepository.listing(users)
        let collect = CollectGitHubUsersUseCase(repository: repository)
        let first = try await collect(limit: 45, pageSize: 20, context: .automatic)
        let second = try await collect(limit: 45, pageSize: 20, since: first.value.next?.since, context: .automatic)
        #expect(first.value.users + second.value.users == Array(users.prefix(90)))
    }

    @Test("a limit that ends exactly on a page boundary makes no extra request")
    func exactBoundary() async throws {
        let users = SampleUsers.make(count: 100)
        let repository = RecordingUsersRepository.listing(users)
        let result = try await CollectGitHubUsersUseCase(repository: repository)(
            limit: 60, pageSize: 30, context: .automatic)
        #expect(result.value.users == Array(users.prefix(60)))
        #expect(result.value.next == UserCursor(since: users[59].id))
        #expect(await repository.pageRequests.count == 2)
    }

    @Test("overlapping pages are de-duplicated by id, keeping the first copy")
    func deduplicates() async throws {
        let users = SampleUsers.make(count: 10)
        let renamed = GitHubUser(id: users[3].id, login: "renamed", avatarURL: nil, profileURL: nil)
        let repository = RecordingUsersRepository(pageAnswer: { cursor, _ in
            switch cursor?.since {
            case nil:
                return .success(
                    Fetched(
                        value: UserPage(users: Array(users[0..<4]), next: UserCursor(since: users[2].id)),
                        freshness: .fresh, fetchedAt: nil))
            default:
                let page = [renamed] + Array(users[4..<6])
                return .success(Fetched(value: UserPage(users: page, next: nil), freshness: .fresh, fetchedAt: nil))
            }
        })
        let result = try await CollectGitHubUsersUseCase(repository: repository)(
            limit: 50, pageSize: 4, context: .automatic)
        #expect(result.value.users == Array(users[0..<6]))
        #expect(result.value.next == nil)
    }

    @Test("the walk ends at an empty page")
    func stopsAtEmptyPage() async throws {
        let users = SampleUsers.make(count: 25)
        let repository = RecordingUsersRepository(pageAnswer: { cursor, size in
            let after = users.filter { $0.id > (cursor?.since ?? 0) }.prefix(size)
            // Always offers a next cursor, like GitHub, even past the end.
            let next = UserCursor(since: after.last?.id ?? (cursor?.since ?? 0) + 1)
            return .success(
                Fetched(value: UserPage(users: Array(after), next: next), freshness: .fresh, fetchedAt: nil))
        })
        let result = try await CollectGitHubUsersUseCase(repository: repository)(
            limit: 1_000, pageSize: 10, context: .automatic)
        #expect(result.value.users == users)
        #expect(result.value.next == nil)
        #expect(await repository.pageRequests.count == 4)
    }

    @Test("the walk ends when there is no next cursor")
    func stopsWithoutNext() async throws {
        let users = SampleUsers.make(count: 25)
        let repository = RecordingUsersRepository.listing(users)
        let result = try await CollectGitHubUsersUseCase(repository: repository)(
            limit: 1_000, pageSize: 10, context: .automatic)
        #expect(result.value.users == users)
        #expect(result.value.next == nil)
        #expect(await repository.pageRequests.count == 3)
    }

    @Test("the walk ends when the next cursor does not advance")
    func stopsWhenCursorStuck() async throws {
        var id = 100
        let pages = (0..<5).map { _ in
            (0..<3).map { _ in
                id += 1
                return GitHubUser(id: id, login: "u\(id)", avatarURL: nil, profileURL: nil)
            }
        }
        let repository = RecordingUsersRepository(pageAnswer: { cursor, _ in
            // A broken source: the second page points back to the first cursor.
            let index = cursor == nil ? 0 : 1
            let next = UserCursor(since: 50)
            return .success(
                Fetched(value: UserPage(users: pages[index], next: next), freshness: .fresh, fetchedAt: nil))
        })
        let result = try await CollectGitHubUsersUseCase(repository: repository)(
            limit: 100, pageSize: 3, context: .automatic)
        #expect(result.value.users == pages[0] + pages[1])
        #expect(result.value.next == nil)
        #expect(await repository.pageRequests.count == 2)
    }

    @Test("the walk ends when a page brings nothing new even though its cursor advances")
    func stopsWhenNothingNew() async throws {
        let users = SampleUsers.make(count: 3)
        let repository = RecordingUsersRepository(pageAnswer: { cursor, _ in
            let next = UserCursor(since: (cursor?.since ?? 0) + 1_000)
            return .success(Fetched(value: UserPage(users: users, next: next), freshness: .fresh, fetchedAt: nil))
        })
        let result = try await CollectGitHubUsersUseCase(repository: repository)(
            limit: 100, pageSize: 3, context: .automatic)
        #expect(result.value.users == users)
        #expect(await repository.pageRequests.count == 2)
    }

    @Test("a limit of zero or less asks for nothing", arguments: [0, -5])
    func nothingToCollect(limit: Int) async throws {
        let repository = RecordingUsersRepository.listing(SampleUsers.make(count: 5))
        let result = try await CollectGitHubUsersUseCase(repository: repository)(limit: limit, context: .automatic)
        #expect(result == Fetched(value: UserPage(users: [], next: nil), freshness: .fresh, fetchedAt: nil))
        #expect(await repository.pageRequests.isEmpty)
    }

    @Test("since becomes the first cursor and the page size is clamped")
    func sinceAndClamp() async throws {
        let users = SampleUsers.make(count: 300)
        let repository = RecordingUsersRepository.listing(users)
        let result = try await CollectGitHubUsersUseCase(repository: repository)(
            limit: 120, pageSize: 1_000, since: users[9].id, context: .automatic)
        #expect(result.value.users == Array(users[10..<130]))
        #expect(
            await repository.pageRequests == [
                Request(cursor: UserCursor(since: users[9].id), pageSize: 100),
                Request(cursor: UserCursor(since: users[109].id), pageSize: 100),
            ])
    }

    @Test("freshness is the least current of all pages and fetchedAt the oldest")
    func combinesFreshness() async throws {
        let users = SampleUsers.make(count: 30)
        let answers: [Int?: (DataFreshness, Date?)] = [
            nil: (.fresh, Date(timeIntervalSince1970: 500)),
            users[9].id: (.stale(age: 120), Date(timeIntervalSince1970: 100)),
            users[19].id: (.revalidated, nil),
        ]
        let repository = RecordingUsersRepository(pageAnswer: { cursor, size in
            let after = users.filter { $0.id > (cursor?.since ?? 0) }
            let page = Array(after.prefix(size))
            let next = after.count > size ? page.last.map { UserCursor(since: $0.id) } : nil
            let (freshness, fetchedAt) = answers[cursor?.since] ?? (.fresh, nil)
            return .success(
                Fetched(value: UserPage(users: page, next: next), freshness: freshness, fetchedAt: fetchedAt))
        })
        let result = try await CollectGitHubUsersUseCase(repository: repository)(
            limit: 30, pageSize: 10, context: .automatic)
        #expect(result.value.users == users)
        #expect(result.freshness == .stale(age: 120))
        #expect(result.fetchedAt == Date(timeIntervalSince1970: 100))
    }

    @Test("an error on a later page is thrown")
    func laterPageFails() async {
        let users = SampleUsers.make(count: 30)
        let repository = RecordingUsersRepository(pageAnswer: { cursor, size in
            guard cursor == nil else { return .failure(.server(status: 502, message: nil)) }
            let page = Array(users.prefix(size))
            return .success(
                Fetched(
                    value: UserPage(users: page, next: UserCursor(since: page[size - 1].id)), freshness: .fresh,
                    fetchedAt: nil))
        })
        await #expect(throws: DomainError.server(status: 502, message: nil)) {
            _ = try await CollectGitHubUsersUseCase(repository: repository)(
                limit: 30, pageSize: 10, context: .automatic)
        }
        #expect(await repository.pageRequests.count == 2)
    }

    @Test("cancelling the task stops the walk before the next page")
    func cancellation() async {
        let repository = RecordingUsersRepository(
            cancelsCallerOnPage: 1,
            pageAnswer: RecordingUsersRepository.listingAnswer(SampleUsers.make(count: 90))
        )
        // The fake cancels the task that runs the walk while it serves the first page.
        let walk = Task { () async throws(DomainError) -> Fetched<UserPage> in
            try await CollectGitHubUsersUseCase(repository: repository)(limit: 90, pageSize: 30, context: .automatic)
        }
        await #expect(throws: DomainError.cancelled) { try await walk.value }
        #expect(await repository.pageRequests.count == 1)
    }
}
