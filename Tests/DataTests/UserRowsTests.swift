import AtomicCore
import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

/// Answers from the rows: id gaps inside pages, cursors inside and at the ends of segments, and limits that cross
/// segment ends, with the requests they make.
@Suite("Users answered from rows")
struct UserRowsTests {
    private typealias Environment = RepositoryTestEnvironment

    private static func usersJSON(_ ids: [Int]) -> String {
        "[" + ids.map { #"{"login":"user\#($0)","id":\#($0)}"# }.joined(separator: ",") + "]"
    }

    private static func link(since: Int, perPage: Int) -> HTTPHeaders {
        HTTPHeaders(["Link": "<https://api.github.test/users?per_page=\(perPage)&since=\(since)>; rel=\"next\""])
    }

    /// Caches two adjacent pages with id gaps: (0, 30] holding 3, 7, 19, 30 and (30, 90] holding 41, 55, 61, 90.
    private static func twoPages() async throws -> Environment {
        let env = try await Environment()
        env.transport.stub(
            url: try Environment.url(.users(since: nil, perPage: 4)),
            .json(usersJSON([3, 7, 19, 30]), headers: link(since: 30, perPage: 4)))
        env.transport.stub(
            url: try Environment.url(.users(since: 30, perPage: 4)),
            .json(usersJSON([41, 55, 61, 90]), headers: link(since: 90, perPage: 4)))
        let repository = env.usersRepository()
        _ = try await repository.users(after: nil, pageSize: 4, context: .automatic)
        _ = try await repository.users(after: UserCursor(since: 30), pageSize: 4, context: .automatic)
        return env
    }

    @Test("a since between two ids inside a page starts at the next stored id, with no request")
    func gapInsideAPage() async throws {
        let env = try await Self.twoPages()
        let page = try await env.usersRepository(mode: .offline).users(
            after: UserCursor(since: 10), pageSize: 3, context: .automatic)
        #expect(page.value.users.map(\.id) == [19, 30, 41])
        #expect(page.value.next == UserCursor(since: 41))
        #expect(!page.value.isIncomplete)
        #expect(env.transport.requestCount == 2)
    }

    @Test("a since at a segment's last id continues in the adjacent segment")
    func sinceAtTheLastID() async throws {
        let env = try await Self.twoPages()
        let page = try await env.usersRepository(mode: .offline).users(
            after: UserCursor(since: 30), pageSize: 2, context: .automatic)
        #expect(page.value.users.map(\.id) == [41, 55])
    }

    @Test("a limit that crosses both segments is one answer from the rows")
    func limitAcrossSegments() async throws {
        let env = try await Self.twoPages()
        let page = try await env.usersRepository(mode: .offline).users(after: nil, pageSize: 8, context: .automatic)
        #expect(page.value.users.map(\.id) == [3, 7, 19, 30, 41, 55, 61, 90])
        #expect(page.value.next == UserCursor(since: 90))
    }

    @Test("offline past the known range: what is cached, incomplete, continuing where the range ends")
    func offlinePastTheRange() async throws {
        let env = try await Self.twoPages()
        let page = try await env.usersRepository(mode: .offline).users(
            after: UserCursor(since: 60), pageSize: 5, context: .automatic)
        #expect(page.value.users.map(\.id) == [61, 90])
        #expect(page.value.isIncomplete)
        #expect(page.value.next == UserCursor(since: 90))
        let atTheEnd = try await env.usersRepository(mode: .offline).users(
            after: UserCursor(since: 90), pageSize: 5, context: .automatic)
        #expect(atTheEnd.value.users.isEmpty)
        #expect(atTheEnd.value.isIncomplete)
        await #expect(throws: DomainError.notCached) {
            try await env.usersRepository(mode: .offline).users(
                after: UserCursor(since: 200), pageSize: 5, context: .automatic)
        }
    }

    @Test("the collect use case stops at an incomplete page and says so")
    func collectStopsIncomplete() async throws {
        let env = try await Self.twoPages()
        let result = try await CollectGitHubUsersUseCase(repository: env.usersRepository(mode: .offline))(
            limit: 20, pageSize: 4, context: .automatic)
        #expect(result.value.users.map(\.id) == [3, 7, 19, 30, 41, 55, 61, 90])
        #expect(result.value.isIncomplete)
    }

    @Test("a profile fetched brings the user's list row up to date")
    func profileUpdatesTheListRow() async throws {
        let env = try await Self.twoPages()
        let login = try GitHubLogin("user7")
        env.transport.stub(
            url: try Environment.url(.user(login: login)),
            .json(
                #"{"login":"User7","id":7,"html_url":"https://github.com/User7","public_repos":1,"public_gists":0,"#
                    + #""followers":0,"following":0}"#))
        _ = try await env.usersRepository().user(login: login, context: .automatic)
        let page = try await env.usersRepository(mode: .offline).users(
            after: UserCursor(since: 3), pageSize: 1, context: .automatic)
        #expect(page.value.users.first?.login == "User7")
        #expect(page.value.users.first?.profileURL?.absoluteString == "https://github.com/User7")
    }
}

extension UserRowsTests {
    @Test("an absurd page size or cursor never traps: the size is capped, a negative cursor starts at the beginning")
    func extremeArguments() async throws {
        let env = try await Self.twoPages()
        let offline = env.usersRepository(mode: .offline)
        let all = try await offline.users(after: nil, pageSize: Int.max, context: .automatic)
        #expect(all.value.users.map(\.id) == [3, 7, 19, 30, 41, 55, 61, 90])
        let negative = try await offline.users(after: UserCursor(since: Int.min), pageSize: 2, context: .automatic)
        #expect(negative.value.users.map(\.id) == [3, 7])
        let zero = try await offline.users(after: nil, pageSize: 0, context: .automatic)
        #expect(zero.value.users.map(\.id) == [3])
    }
}
