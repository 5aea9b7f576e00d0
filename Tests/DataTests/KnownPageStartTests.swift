import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

/// `knownPageStart(before:pageSize:)` and `knownLastPageStart(after:pageSize:)` name pages of stored users from the
/// segments and ids alone: what a list window needs to go back past a jump and to jump to the end of the store.
@Suite("CachedGitHubUsersRepository.knownPageStart and knownLastPageStart")
struct KnownPageStartTests {
    private typealias Environment = RepositoryTestEnvironment

    private static func usersJSON(_ ids: [Int]) -> String {
        let users = ids.map { id in #"{"login":"user\#(id)","id":\#(id),"type":"User"}"# }
        return "[" + users.joined(separator: ",") + "]"
    }

    /// Stores the pages of 3 users after each of `sinces`, page `since` holding `since + 10`, `+ 20` and `+ 30`, each
    /// with a next link after its last user.
    private static func store(pagesAfter sinces: [Int], in env: Environment) async throws
        -> CachedGitHubUsersRepository
    {
        for since in sinces {
            let ids = [since + 10, since + 20, since + 30]
            env.transport.stub(
                url: try Environment.url(.users(since: since == 0 ? nil : since, perPage: 3)),
                .json(
                    usersJSON(ids),
                    headers: ["Link": "<https://api.github.test/users?per_page=3&since=\(ids[2])>; rel=\"next\""]))
        }
        let repository = env.usersRepository()
        for since in sinces {
            _ = try await repository.users(
                after: since == 0 ? nil : UserCursor(since: since), pageSize: 3, context: .automatic)
        }
        return repository
    }

    @Test("the page before a cursor inside a stored range, with no request")
    func pageBefore() async throws {
        let env = try await Environment()
        let repository = try await Self.store(pagesAfter: [0, 30, 60, 90], in: env)
        let asked = env.transport.requests.count

        #expect(
            await repository.knownPageStart(before: UserCursor(since: 120), pageSize: 3)
                == .after(UserCursor(since: 90)))
        #expect(
            await repository.knownPageStart(before: UserCursor(since: 60), pageSize: 3) == .after(UserCursor(since: 30))
        )
        #expect(
            await repository.knownPageStart(before: UserCursor(since: 50), pageSize: 3)
                == .after(UserCursor(since: 20)),
            "a cursor inside a page names the three users before it")
        #expect(await repository.knownPageStart(before: UserCursor(since: 30), pageSize: 3) == .beginning)
        #expect(
            await repository.knownPageStart(before: UserCursor(since: 20), pageSize: 3) == .beginning,
            "fewer users than a page before the cursor: the list's first page")
        #expect(await repository.knownPageStart(before: UserCursor(since: 0), pageSize: 3) == nil)
        #expect(
            await ListGitHubUsersUseCase(repository: repository).knownPageStart(
                before: UserCursor(since: 120), pageSize: 3) == .after(UserCursor(since: 90)))
        #expect(env.transport.requests.count == asked, "the pages are named from the rows alone")
    }

    @Test("no page before a cursor whose range starts at the cursor, or past a gap")
    func pageBeforeAGap() async throws {
        let env = try await Environment()
        // Users 10…30, then a gap, then 70…90.
        let repository = try await Self.store(pagesAfter: [0, 60], in: env)

        #expect(await repository.knownPageStart(before: UserCursor(since: 60), pageSize: 3) == nil)
        #expect(
            await repository.knownPageStart(before: UserCursor(since: 80), pageSize: 3)
                == .after(UserCursor(since: 60)),
            "fewer users than a page between the range's start and the cursor: the range's first page")
        #expect(await repository.knownPageStart(before: UserCursor(since: 45), pageSize: 3) == nil)
        #expect(await repository.knownPageStart(before: UserCursor(since: 200), pageSize: 3) == nil)
    }

    @Test("the last page of the stored range after a cursor, when it is past the next page")
    func lastPage() async throws {
        let env = try await Environment()
        let repository = try await Self.store(pagesAfter: [0, 30, 60, 90], in: env)
        let asked = env.transport.requests.count

        #expect(await repository.knownLastPageStart(after: nil, pageSize: 3) == .after(UserCursor(since: 90)))
        #expect(
            await repository.knownLastPageStart(after: UserCursor(since: 60), pageSize: 3)
                == .after(UserCursor(since: 90)))
        #expect(
            await repository.knownLastPageStart(after: UserCursor(since: 90), pageSize: 3) == nil,
            "the page after the cursor is the last one stored")
        #expect(await repository.knownLastPageStart(after: nil, pageSize: 5) == .after(UserCursor(since: 70)))
        #expect(await repository.knownLastPageStart(after: UserCursor(since: 120), pageSize: 3) == nil)
        #expect(
            await ListGitHubUsersUseCase(repository: repository).knownLastPageStart(after: nil, pageSize: 3)
                == .after(UserCursor(since: 90)))
        #expect(env.transport.requests.count == asked, "the page is named from the rows alone")
    }

    @Test("the last page stops at a gap, and another origin knows nothing")
    func lastPageBeforeAGap() async throws {
        let env = try await Environment()
        let repository = try await Self.store(pagesAfter: [0, 60], in: env)

        #expect(await repository.knownLastPageStart(after: nil, pageSize: 3) == nil, "the range ends after three users")
        #expect(await repository.knownLastPageStart(after: nil, pageSize: 2) == .after(UserCursor(since: 10)))
        #expect(
            await repository.knownLastPageStart(after: UserCursor(since: 60), pageSize: 2)
                == .after(UserCursor(since: 70)))
        let otherOrigin = env.usersRepository(baseURL: URL(string: "https://ghe.example.test/api/v3")!)
        #expect(await otherOrigin.knownLastPageStart(after: nil, pageSize: 2) == nil)
        #expect(await otherOrigin.knownPageStart(before: UserCursor(since: 30), pageSize: 2) == nil)
    }

    @Test("the users before a page are counted, and a row is found by its number, when stored from the start")
    func countsAndRows() async throws {
        let env = try await Environment()
        let repository = try await Self.store(pagesAfter: [0, 30, 60, 90], in: env)
        let asked = env.transport.requests.count

        #expect(await repository.knownUserCount(before: .beginning) == 0)
        #expect(await repository.knownUserCount(before: .after(UserCursor(since: 90))) == 9)
        #expect(await repository.knownUserCount(before: .after(UserCursor(since: 95))) == 9)
        #expect(await repository.knownUserCount(before: .after(UserCursor(since: 130))) == nil, "past what is known")
        #expect(await repository.knownPageStart(atRow: 0) == .beginning)
        #expect(await repository.knownPageStart(atRow: 4) == .after(UserCursor(since: 40)), "row 4 is user 50")
        #expect(await repository.knownPageStart(atRow: 11) == .after(UserCursor(since: 110)))
        #expect(
            await repository.knownPageStart(atRow: 12) == .after(UserCursor(since: 120)),
            "the row after the last stored user starts the page after it")
        #expect(await repository.knownPageStart(atRow: 13) == nil, "12 users are stored")
        #expect(env.transport.requests.count == asked)
    }

    @Test("past a gap nothing is counted and no row is found")
    func countsStopAtAGap() async throws {
        let env = try await Environment()
        let repository = try await Self.store(pagesAfter: [0, 60], in: env)

        #expect(await repository.knownUserCount(before: .after(UserCursor(since: 30))) == 3)
        #expect(await repository.knownUserCount(before: .after(UserCursor(since: 80))) == nil)
        #expect(await repository.knownPageStart(atRow: 2) == .after(UserCursor(since: 20)))
        #expect(await repository.knownPageStart(atRow: 4) == nil, "row 4 is past the gap")
    }
}
