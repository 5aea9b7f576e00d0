import Domain
import Foundation
import Presentation
import TerminalUI

@testable import AtomicApp

/// Builds an ``AppShell`` over fake repositories, and waits for the loads it starts.
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

    /// A shell at `route` over `users` and the sample posts, GitHub's budget `budget`, the time `now`.
    static func shell(
        at route: Route, users: any GitHubUsersRepository = PagedUsersRepository(count: 60),
        posts: FakePostsRepository = posts, memory: ShellMemory = ShellMemory(), demo: Bool = false,
        budget: RateLimitBudget = ShellFixture.budget, now: @escaping @Sendable () -> Date = { Date() }
    ) -> AppShell {
        let services = AppServices(
            gitHubUsers: GitHubUsersServices(repository: users), posts: PostsServices(repository: posts),
            cache: FakeCacheAdministration(),
            status: GetFeatureStatusUseCase(
                cache: CachedUsersOnly(), budget: FixedBudget(budget: budget), isDemo: demo),
            isDemo: demo)
        return AppShell(builder: .interactive(services: services), route: route, memory: memory, now: now)
    }

    /// Users fetched 12 minutes before each question, posts never.
    struct CachedUsersOnly: FeatureCacheStatusProvider {
        func cacheStatus(of feature: Feature) async throws(DomainError) -> FeatureCacheStatus {
            let fetched = feature == .gitHubUsers ? Date().addingTimeInterval(-12 * 60) : nil
            return FeatureCacheStatus(feature: feature, lastFetchedAt: fetched, oldestFetchedAt: fetched)
        }
    }

    /// GitHub's budget, always `budget`.
    struct FixedBudget: RateLimitBudgetProvider {
        let budget: RateLimitBudget
        func currentBudget(of resource: RateLimitBudget.Resource) async -> RateLimitBudget? { budget }
    }

    /// Waits until the loads the shell started have finished, following any load they lead to.
    static func settle(_ shell: AppShell) async {
        while let load = shell.pendingLoad {
            await load.value
            if shell.pendingLoad == load { shell.pendingLoad = nil }
        }
    }

    /// Presses `keys` in order, waiting for the loads each starts.
    static func press(_ keys: [Key], on shell: AppShell) async {
        for key in keys {
            _ = shell.handle(key)
            await settle(shell)
        }
    }
}
