import AtomicCore
import Domain
import Foundation
import Presentation
import Testing

/// The users list keeps the person's place: a user remembered from an earlier run is reached however deep it is,
/// and a refresh keeps the rows loaded.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct UsersListPlaceTests {
    private func model(over repository: NumberedUsersRepository) -> UsersListViewModel {
        UsersListViewModel(listUsers: ListGitHubUsersUseCase(repository: repository), pageSize: 30, clock: TestClock())
    }

    /// A model that has loaded `pages` pages of 30.
    private func loaded(_ pages: Int, over repository: NumberedUsersRepository) async -> UsersListViewModel {
        let viewModel = model(over: repository)
        await viewModel.appear()?.value
        for _ in 1..<pages {
            await viewModel.loadMoreIfNeeded(currentItem: viewModel.state.items[viewModel.state.items.count - 1])?
                .value
        }
        return viewModel
    }

    @Test func aRememberedUserOnRow300IsReachedPageByPage() async throws {
        let repository = NumberedUsersRepository(count: 2_400)
        let viewModel = model(over: repository)
        viewModel.appear()
        let reveal = try #require(viewModel.reveal(login: "user300"))
        await reveal.value

        #expect(viewModel.state.items.count == 300)
        #expect(viewModel.state.items.firstIndex { $0.login == "user300" } == 299)
        #expect(repository.calls.map(\.since) == Array(stride(from: 0, through: 270, by: 30)))
        #expect(viewModel.reveal(login: "USER300") == nil, "a loaded user needs nothing more")
    }

    @Test func aUserTheRepositoryDoesNotKnowIsNotSearchedFor() async {
        let repository = NumberedUsersRepository(count: 2_400, knownIDs: [:])
        let viewModel = model(over: repository)
        viewModel.appear()
        await viewModel.reveal(login: "user300")?.value

        #expect(viewModel.state.items.count == 30)
        #expect(repository.calls.map(\.since) == [0])
        #expect(viewModel.reveal(login: "not a login") == nil)
    }

    @Test func theWalkStopsAtTheEndOfTheList() async {
        let repository = NumberedUsersRepository(count: 50, knownIDs: ["gone": 400])
        let viewModel = model(over: repository)
        viewModel.appear()
        await viewModel.reveal(login: "gone")?.value

        #expect(viewModel.state.items.count == 50)
        #expect(viewModel.state.reachedEnd)
        #expect(repository.calls.map(\.since) == [0, 30])
    }

    @Test func stoppingTheWalkLoadsNoFurther() async throws {
        let repository = NumberedUsersRepository(count: 2_400)
        let viewModel = model(over: repository)
        await viewModel.appear()?.value
        let reveal = try #require(viewModel.reveal(login: "user300"))
        viewModel.stopRevealing()
        await reveal.value

        #expect(viewModel.state.items.count == 30)
        #expect(repository.calls.map(\.since) == [0])
    }

    @Test func aRefreshOfA120UserListKeepsEveryRow() async throws {
        let repository = NumberedUsersRepository(count: 2_400)
        let viewModel = await loaded(4, over: repository)
        #expect(viewModel.state.items.count == 120)

        await viewModel.refresh()?.value

        #expect(viewModel.state.items.count == 120)
        #expect(viewModel.state.items.map(\.id) == Array(1...120))
        #expect(viewModel.state.notice == .updated)
        #expect(repository.calls.last == .init(since: 0, trigger: .refresh))
        #expect(repository.calls.filter { $0.trigger == .refresh }.count == 1, "the first page joins the second")
        await viewModel.loadMoreIfNeeded(currentItem: viewModel.state.items[119])?.value
        #expect(viewModel.state.items.count == 150, "the next page continues after the rows kept")
    }

    @Test func aRefreshedPageThatLostAUserMergesByID() async throws {
        // User 5 is gone: the first page now runs to 31, which the second page also holds.
        let repository = NumberedUsersRepository(count: 2_400) { since in
            guard since == 0 else { return nil }
            let users = (1...31).filter { $0 != 5 }.map { GitHubUser(id: $0, login: "user\($0)") }
            return UserPage(users: users, next: UserCursor(since: 31))
        }
        let viewModel = await loaded(4, over: repository)
        await viewModel.refresh()?.value

        #expect(viewModel.state.items.map(\.id) == (1...120).filter { $0 != 5 })
        #expect(repository.calls.filter { $0.trigger == .refresh }.map(\.since) == [0])
    }

    @Test func aRefreshedPageThatEndsEarlierIsFollowedUntilThePagesJoin() async throws {
        // The first page now ends at 25: the users 26…30 would be missing between it and the second page.
        let repository = NumberedUsersRepository(count: 2_400) { since in
            switch since {
            case 0: UserPage(users: Samples.users(1...25), next: UserCursor(since: 25))
            case 25: UserPage(users: Samples.users(26...62), next: UserCursor(since: 62))
            default: nil
            }
        }
        let viewModel = await loaded(4, over: repository)
        await viewModel.refresh()?.value

        #expect(viewModel.state.items.map(\.id) == Array(1...120))
        #expect(repository.calls.filter { $0.trigger == .refresh }.map(\.since) == [0, 25])
    }

    @Test func aRefreshedPageThatEndsTheListDropsThePagesAfterIt() async throws {
        let repository = NumberedUsersRepository(count: 2_400) { since in
            since == 0 ? UserPage(users: Samples.users(1...10), next: nil) : nil
        }
        let viewModel = await loaded(4, over: repository)
        await viewModel.refresh()?.value

        #expect(viewModel.state.items.map(\.id) == Array(1...10))
        #expect(viewModel.state.reachedEnd)
    }

    /// Pages of users served offline from the store: the first fetched 60 s before the clock's start, the rest 25 s.
    struct OfflinePages: GitHubUsersRepository {
        let base = NumberedUsersRepository(count: 90)

        func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
            UserPage
        > {
            let age: TimeInterval = cursor == nil ? 60 : 25
            return Fetched(
                value: base.page(after: cursor?.since ?? 0, pageSize: pageSize), freshness: .stale(age: age),
                fetchedAt: Samples.start.addingTimeInterval(-age), staleReason: .offline)
        }

        func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
            throw .notFound(.gitHubUser(login: login.rawValue))
        }
    }

    @Test func theListIsAsOldAsItsOldestStalePage() async {
        let viewModel = UsersListViewModel(
            listUsers: ListGitHubUsersUseCase(repository: OfflinePages()), pageSize: 30, clock: TestClock())
        await viewModel.appear()?.value
        await viewModel.loadMoreIfNeeded(currentItem: viewModel.state.items[29])?.value

        #expect(viewModel.state.items.count == 60)
        #expect(viewModel.state.notice == .stale(reason: .offline, fetchedAt: Samples.start.addingTimeInterval(-60)))
        #expect(viewModel.state.notice?.text(now: Samples.start) == "offline · data from 1 min ago")
    }
}
