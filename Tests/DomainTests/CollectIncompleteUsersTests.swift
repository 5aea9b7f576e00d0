import Domain
import Foundation
import Testing

/// The walk stops at a page marked incomplete and says so; a page that completes the limit is not incomplete.
@Suite("Collect users: incomplete pages")
struct CollectIncompleteUsersTests {
    private static let users = SampleUsers.make(count: 12)

    /// Whole pages of 5 up to the 8th user, then an incomplete page with what is left of the first 8.
    private static func repository() -> RecordingUsersRepository {
        RecordingUsersRepository(pageAnswer: { cursor, size in
            let known = Array(users.prefix(8))
            let after = known.filter { $0.id > (cursor?.since ?? 0) }
            let page = Array(after.prefix(size))
            let incomplete = page.count < size
            let next = page.last.map { UserCursor(since: $0.id) }
            return .success(
                Fetched(
                    value: UserPage(users: page, next: next, isIncomplete: incomplete), freshness: .stale(age: 60),
                    fetchedAt: nil))
        })
    }

    @Test("a limit past what is known returns the known users, incomplete, with the cursor where they end")
    func pastTheKnownUsers() async throws {
        let repository = Self.repository()
        let result = try await CollectGitHubUsersUseCase(repository: repository)(
            limit: 11, pageSize: 5, context: .automatic)

        #expect(result.value.users.map(\.id) == Self.users.prefix(8).map(\.id))
        #expect(result.value.isIncomplete)
        #expect(result.value.next == UserCursor(since: Self.users[7].id))
        #expect(result.freshness == .stale(age: 60))
        #expect(await repository.pageRequests.count == 2)
    }

    @Test("a limit the known users fill is complete, even when the page they came on is incomplete")
    func limitFilledByKnownUsers() async throws {
        let result = try await CollectGitHubUsersUseCase(repository: Self.repository())(
            limit: 7, pageSize: 5, context: .automatic)

        #expect(result.value.users.count == 7)
        #expect(!result.value.isIncomplete)
        let exact = try await CollectGitHubUsersUseCase(repository: Self.repository())(
            limit: 8, pageSize: 5, context: .automatic)
        #expect(exact.value.users.count == 8)
        #expect(!exact.value.isIncomplete)
    }
}
