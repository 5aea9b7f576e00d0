import Domain
import Presentation
import TerminalUI
import Testing

/// The examples of doc comments in Sources, run to keep them true.
@MainActor
@Suite struct DocCommentExamples {
    /// Pages of `pageSize` users with ids counting up from 1, without end.
    struct EndlessUsers: GitHubUsersRepository {
        func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
            UserPage
        > {
            let first = (cursor?.since ?? 0) + 1
            let users = (first..<first + pageSize).map { GitHubUser(id: $0, login: "user\($0)") }
            let page = UserPage(users: users, next: UserCursor(since: first + pageSize - 1))
            return Fetched(value: page, freshness: .fresh, fetchedAt: nil)
        }

        func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
            throw .notFound(.gitHubUser(login: login.rawValue))
        }
    }

    /// `UsersListViewModel`: intents return the task they started.
    @Test func theUsersListLoadsTheNextPageNearItsEnd() async throws {
        let repository = EndlessUsers()
        let model = UsersListViewModel(listUsers: ListGitHubUsersUseCase(repository: repository), pageSize: 30)
        await model.appear()?.value
        await model.loadMoreIfNeeded(currentItem: model.state.items[25])?.value
        #expect(model.state.items.count == 60)
        #expect(model.loadMoreIfNeeded(currentItem: model.state.items[0]) == nil)
    }

    /// `CellBuffer`: wide characters take two columns.
    @Test func aCellBufferCountsColumns() {
        var frame = CellBuffer(width: 20, height: 2)
        frame.write("octocat", x: 1, y: 0, style: .bold)
        let used = frame.write("日本", x: 1, y: 1)
        #expect(used == 4)
        #expect(frame.plainText == " octocat\n 日本")
    }
}
