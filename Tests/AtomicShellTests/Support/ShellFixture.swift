import AtomicCore
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@testable import AtomicShell

/// Builds an ``AppShell`` over fake repositories, started, and drives it by actions.
@MainActor
enum ShellFixture {
    /// GitHub's budget the fake services report.
    nonisolated static let budget = RateLimitBudget(remaining: 58, limit: 60, resetAt: nil)

    /// The profile of `octocat`, every field set.
    static let octocat = GitHubUserDetail(
        id: 583_231, login: "octocat", name: "The Octocat", company: "@github", blog: "https://github.blog",
        location: "San Francisco", email: "octocat@github.com",
        bio: "A cat with eight arms who has been hosting code since the very first day, and likes long walks.",
        twitterUsername: "github", publicRepos: 8, publicGists: 8, followers: 17_000, following: 9,
        createdAt: Date(timeIntervalSince1970: 1_295_981_077),
        avatarURL: URL(string: "https://avatars.githubusercontent.com/u/583231"),
        profileURL: URL(string: "https://github.com/octocat"))

    /// Three posts by one author, with two comments on the first.
    static let posts: FakePostsRepository = {
        let author = PostAuthor(id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz")
        let bodies = [
            "quia et suscipit suscipit recusandae consequuntur expedita et cum reprehenderit molestiae ut ut quas",
            "est rerum tempore vitae sequi sint nihil reprehenderit dolor beatae ea dolores neque",
            "et iusto sed quo iure voluptatem occaecati omnis eligendi aut ad",
        ]
        let titles = [
            "sunt aut facere repellat provident occaecati excepturi optio reprehenderit", "qui est esse",
            "ea molestias quasi exercitationem repellat qui ipsa sit aut",
        ]
        let posts = (1...3).map { Post(id: $0, userId: 1, title: titles[$0 - 1], body: bodies[$0 - 1]) }
        let comments = [
            Comment(
                id: 1, postId: 1, name: "id labore ex et quam laborum", email: "Eliseo@gardner.biz",
                body: "laudantium enim quasi est quidem magnam voluptate ipsam eos"),
            Comment(
                id: 2, postId: 1, name: "quo vero reiciendis velit similique", email: "Jayne_Kuhic@sydney.com",
                body: "est natus enim nihil est dolore omnis voluptatem numquam"),
        ]
        return FakePostsRepository(
            summaries: posts.map { PostSummary(post: $0, authorName: author.name, commentCount: $0.id == 1 ? 2 : 0) },
            details: Dictionary(
                uniqueKeysWithValues: posts.map {
                    ($0.id, PostDetail(post: $0, author: author, comments: $0.id == 1 ? comments : []))
                }))
    }()

    /// The builder of every screen's view model over `users` and `posts`, as the app builds it: GitHub's budget
    /// `budget` (what home's status tells, and what every answer and answered failure of `users` reports), users
    /// cached 12 minutes before each question, the view models' time from `clock`.
    static func builder(
        users: any GitHubUsersRepository = PagedUsersRepository(count: 60), posts: any PostsRepository = posts,
        authors: any PostAuthorsRepository = FakePostAuthorsRepository.sample, demo: Bool = false,
        budget: RateLimitBudget = ShellFixture.budget,
        cache: any FeatureCacheStatusProvider = CachedUsersOnly(), clock: any AppClock = SystemClock()
    ) -> AppBuilder {
        let status = GetFeatureStatusUseCase(cache: cache, budget: FixedBudget(budget: budget), isDemo: demo)
        let reporting = ReportingBudget(base: users, budget: budget)
        let features: [any FeatureScreenBuilder] = [
            UsersBuilder(
                listUsers: ListGitHubUsersUseCase(repository: reporting),
                getUser: GetGitHubUserUseCase(repository: reporting), showsRateLimit: !demo, clock: clock),
            PostsBuilder(
                listPosts: ListPostsUseCase(repository: posts), getPost: GetPostDetailUseCase(repository: posts),
                getAuthor: GetPostAuthorUseCase(repository: authors), clock: clock),
        ]
        return AppBuilder(features: features, status: status, clock: clock)
    }

    /// The size most tests draw at.
    static let size = TerminalSize(columns: 80, rows: 24)

    /// The panes of both features, as the app lists them.
    static let panes: [any FeaturePanes.Type] = [GitHubUsersPanes.self, PostsPanes.self]

    /// A shell at `route` over `users` and the sample posts, started with `remembered` as the store's place (saves
    /// go to `store`), GitHub's budget `budget`, the time `now`, the keys of `keyMap`, drawn in `theme`.
    static func shell(
        at route: Route, users: any GitHubUsersRepository = PagedUsersRepository(count: 60),
        posts: FakePostsRepository = posts, store: (any AppStateStore)? = nil, remembered: AppState = AppState(),
        opensRemembered: Bool = false, demo: Bool = false, budget: RateLimitBudget = ShellFixture.budget,
        avatars: (any AvatarSource)? = nil, clock: any AppClock = SystemClock(), now: Date? = nil,
        size: TerminalSize = ShellFixture.size, keyMap: KeyMap = .standard, previewDelay: Duration = .zero,
        theme: Theme = .dark
    ) -> AppShell {
        let shell = AppShell(
            builder: builder(users: users, posts: posts, demo: demo, budget: budget, clock: clock), panes: panes,
            route: route, opensRemembered: opensRemembered, keyMap: keyMap, store: store, avatars: avatars, size: size,
            previewDelay: previewDelay,
            now: now ?? Date(), theme: theme)
        if now == nil { tellsTheTime[ObjectIdentifier(shell)] = TimeTeller(shell: shell) }
        shell.send(.placeLoaded(remembered))
        return shell
    }

    /// The shells made without a fixed time, to which ``AppShell/frame(size:tick:)`` sends the time now with every
    /// frame, as the loop does. Each is held weakly and compared by identity: a shell made later at the address of
    /// one that is gone (so with the same `ObjectIdentifier`) keeps its own fixed time.
    static var tellsTheTime: [ObjectIdentifier: TimeTeller] = [:]

    /// A shell that is told the time now with each frame, held weakly.
    final class TimeTeller {
        weak var shell: AppShell?

        init(shell: AppShell) {
            self.shell = shell
        }
    }

    /// Users fetched 12 minutes before each question, posts never.
    struct CachedUsersOnly: FeatureCacheStatusProvider {
        func cacheStatus(of feature: Feature) async throws(DomainError) -> FeatureCacheStatus {
            let fetched = feature == .gitHubUsers ? Date().addingTimeInterval(-12 * 60) : nil
            return FeatureCacheStatus(feature: feature, lastFetchedAt: fetched, oldestFetchedAt: fetched)
        }
    }

    /// `base`, whose answers and answered failures report `budget`, as GitHub's responses do.
    struct ReportingBudget: GitHubUsersRepository {
        let base: any GitHubUsersRepository
        let budget: RateLimitBudget

        func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
            UserPage
        > {
            do {
                return reporting(try await base.users(after: cursor, pageSize: pageSize, context: context))
            } catch {
                throw reporting(error)
            }
        }

        func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
            do {
                return reporting(try await base.user(login: login, context: context))
            } catch {
                throw reporting(error)
            }
        }

        func knownUserID(login: GitHubLogin) async -> Int? {
            await base.knownUserID(login: login)
        }

        func knownPageStart(before cursor: UserCursor, pageSize: Int) async -> UserPageStart? {
            await base.knownPageStart(before: cursor, pageSize: pageSize)
        }

        func knownLastPageStart(after cursor: UserCursor?, pageSize: Int) async -> UserPageStart? {
            await base.knownLastPageStart(after: cursor, pageSize: pageSize)
        }

        func knownUserCount(before start: UserPageStart) async -> Int? {
            await base.knownUserCount(before: start)
        }

        func knownPageStart(atRow row: Int) async -> UserPageStart? {
            await base.knownPageStart(atRow: row)
        }

        /// `fetched` with ``budget`` in its provenance (a provenance of its own when it had none).
        private func reporting<Value>(_ fetched: Fetched<Value>) -> Fetched<Value> {
            var provenance =
                fetched.provenance
                ?? Provenance(repository: "\(type(of: base))", endpoints: [], decision: .fromDatabase, age: nil)
            provenance.rateLimit = budget
            return fetched.with(provenance: provenance)
        }

        /// `error` with ``budget`` when the server answered it; an error without an answer reports none.
        private func reporting(_ error: DomainError) -> DomainError {
            switch error {
            case .notFound(let resource, _): .notFound(resource, rateLimit: budget)
            case .rateLimited(let until, _): .rateLimited(until: until, rateLimit: budget)
            case .unauthorized(let tokenSent, let message, _):
                .unauthorized(tokenSent: tokenSent, message: message, rateLimit: budget)
            case .server(let status, let message, _): .server(status: status, message: message, rateLimit: budget)
            case .serverAskedToWait(let status, let message, let until, _):
                .serverAskedToWait(status: status, message: message, until: until, rateLimit: budget)
            default: error
            }
        }
    }

    /// GitHub's budget, always `budget`.
    struct FixedBudget: RateLimitBudgetProvider {
        let budget: RateLimitBudget
        func currentBudget(of resource: RateLimitBudget.Resource) async -> RateLimitBudget? { budget }
    }

    /// Waits until the loads the shell started have finished, following any load they lead to.
    static func settle(_ shell: AppShell) async {
        await shell.settle()
        await shell.settleRest()
    }

    /// Sends `keys` in order, waiting for the loads each starts.
    static func press(_ keys: [Key], on shell: AppShell) async {
        for key in keys {
            shell.send(.key(key))
            #expect(
                shell.currentFrame() == AppShell.frame(shell.state, size: shell.state.size),
                "the frame kept from the layout of \(key) is not the state's frame")
            await shell.settle()
            await shell.settleRest()
        }
    }
}

extension AppShell {
    /// Sends the terminal's `size` and the spinner's frame `tick` (with the time now, unless the shell was made at
    /// a fixed time), then draws the state: what the loop does for a
    /// frame, without a terminal. The frame is ``currentFrame()``, as the loop draws it, and every call checks
    /// that it is the frame a fresh drawing of the state gives.
    func frame(size: TerminalSize, tick: Int = 0) -> CellBuffer {
        if state.size != size { send(.resize(size)) }
        if ShellFixture.tellsTheTime[ObjectIdentifier(self)]?.shell === self {
            send(.clock(now: Date(), tick: tick))
        } else if state.tick != tick {
            send(.clock(now: state.now, tick: tick))
        }
        let frame = currentFrame()
        #expect(frame == Self.frame(state, size: size), "the frame kept from the layout is not the state's frame")
        return frame
    }

    /// Sends `key`; what the loop must do.
    func handle(_ key: Key) -> ShellEffect? {
        send(.key(key))
    }

    /// The view model of the screen shown when it is a `Model`.
    func model<Model>(_ type: Model.Type) -> Model? {
        state.pane?.viewModel as? Model
    }
}
