import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

/// The users list holds a window of pages: it lets go of the pages behind the rows shown and reads them again by
/// their cursors, jumps to either end of what is stored without loading the pages in between, and counts the rows
/// before the window while it can.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct UsersListWindowTests {
    private func model(over repository: NumberedUsersRepository, pages: Int = 3) -> UsersListViewModel {
        UsersListViewModel(
            listUsers: ListGitHubUsersUseCase(repository: repository), pageSize: 30, maximumPages: pages,
            clock: TestClock())
    }

    /// Loads the page after the window, as the last row coming into view does.
    private func scrollDown(_ viewModel: UsersListViewModel) async throws {
        let last = try #require(viewModel.state.items.last)
        await viewModel.loadMoreIfNeeded(currentItem: last)?.value
    }

    @Test func theWindowLetsGoOfThePagesBehindAndCountsThem() async throws {
        let repository = NumberedUsersRepository(count: 1_000)
        let viewModel = model(over: repository)
        await viewModel.appear()?.value
        for _ in 1..<5 { try await scrollDown(viewModel) }

        #expect(viewModel.state.items.map(\.id) == Array(61...150))
        #expect(viewModel.state.itemsBefore == 60)
        #expect(viewModel.state.hasEarlierItems)

        await viewModel.loadMoreIfNeeded(currentItem: viewModel.state.items[0])?.value
        #expect(viewModel.state.items.map(\.id) == Array(31...120), "the page before comes back, the last one goes")
        #expect(viewModel.state.itemsBefore == 30)
        #expect(repository.calls.map(\.since) == [0, 30, 60, 90, 120, 30])
        #expect(!viewModel.state.reachedEnd, "the page let go of at the end is asked for again by its cursor")
    }

    @Test func theEndOfWhatIsStoredIsOneJumpAway() async throws {
        let repository = NumberedUsersRepository(count: 100_000, namesStoredPages: true)
        let viewModel = model(over: repository)
        await viewModel.appear()?.value
        let jump = try #require(viewModel.jumpToEnd())
        await jump.value

        #expect(viewModel.state.items.map(\.id) == Array(99_971...100_000))
        #expect(repository.calls.map(\.since) == [0, 99_970], "no page in between is loaded")
        #expect(viewModel.state.reachedEnd)
        #expect(viewModel.state.itemsBefore == 99_970, "the store counts the rows before the jump")
        #expect(viewModel.state.hasEarlierItems, "the store names the page before")
        #expect(viewModel.jumpToEnd() == nil, "the window holds the end")

        await viewModel.loadMoreIfNeeded(currentItem: viewModel.state.items[0])?.value
        #expect(viewModel.state.items.first?.id == 99_941)
        #expect(repository.calls.last?.since == 99_940)
    }

    @Test func theStartIsOneJumpBack() async throws {
        let repository = NumberedUsersRepository(count: 100_000, namesStoredPages: true)
        let viewModel = model(over: repository)
        await viewModel.appear()?.value
        #expect(viewModel.jumpToStart() == nil, "the first page is held")
        await viewModel.jumpToEnd()?.value
        let back = try #require(viewModel.jumpToStart())
        await back.value

        #expect(viewModel.state.items.map(\.id) == Array(1...30))
        #expect(viewModel.state.itemsBefore == 0)
        #expect(!viewModel.state.hasEarlierItems)
        #expect(repository.calls.map(\.since) == [0, 99_970, 0])
    }

    @Test func withoutAStoreTheJumpToTheEndLoadsNothing() async throws {
        let repository = NumberedUsersRepository(count: 100_000)
        let viewModel = model(over: repository)
        await viewModel.appear()?.value
        let jump = try #require(viewModel.jumpToEnd(), "the source is asked")
        await jump.value

        #expect(viewModel.state.items.map(\.id) == Array(1...30))
        #expect(repository.calls.map(\.since) == [0])
    }

    @Test func aRememberedUserIsReachedByOneJumpAndItsRowCounted() async throws {
        let repository = NumberedUsersRepository(count: 100_000, namesStoredPages: true)
        let viewModel = model(over: repository)
        viewModel.appear()
        let reveal = try #require(viewModel.reveal(login: "user50000"))
        await reveal.value

        #expect(viewModel.state.items.map(\.id) == Array(49_970...50_029), "the user's own page and the one before")
        #expect(repository.calls.map(\.since) == [0, 49_999, 49_969], "no page in between")
        #expect(viewModel.state.itemsBefore == 49_969)
        #expect(viewModel.state.hasEarlierItems)
    }

    @Test func aRowIsReachedByItsNumber() async throws {
        let repository = NumberedUsersRepository(count: 100_000, namesStoredPages: true)
        let viewModel = model(over: repository)
        await viewModel.appear()?.value
        #expect(viewModel.jump(toRow: 12) == nil, "the window holds row 13")
        await viewModel.jump(toRow: 4_999)?.value

        #expect(viewModel.state.items.first?.id == 5_000)
        #expect(viewModel.state.itemsBefore == 4_999)
        #expect(repository.calls.map(\.since) == [0, 4_999])
    }

    @Test func rowsLetGoOfAtTheEndAreCounted() async throws {
        let repository = NumberedUsersRepository(count: 1_000)
        let viewModel = model(over: repository)
        await viewModel.appear()?.value
        for _ in 1..<5 { try await scrollDown(viewModel) }
        await viewModel.loadMoreIfNeeded(currentItem: viewModel.state.items[0])?.value

        #expect(viewModel.state.itemsBefore == 30)
        #expect(viewModel.state.itemsAfter == 30, "the last page loaded was let go of")
        try await scrollDown(viewModel)
        #expect(viewModel.state.itemsAfter == 0)
    }

    @Test func aJumpThatFailsKeepsTheRowsAndSaysWhy() async throws {
        let repository = NumberedUsersRepository(count: 100_000, namesStoredPages: true, failsFrom: 1_000)
        let viewModel = model(over: repository)
        await viewModel.appear()?.value
        await viewModel.jumpToEnd()?.value

        #expect(viewModel.state.items.map(\.id) == Array(1...30))
        #expect(viewModel.state.itemsBefore == 0)
        guard case .refreshFailed? = viewModel.state.notice else {
            Issue.record("the notice is \(String(describing: viewModel.state.notice))")
            return
        }
        await viewModel.loadMoreIfNeeded(currentItem: viewModel.state.items[29])?.value
        #expect(viewModel.state.items.count == 60, "the list goes on from the rows it kept")
    }
}
