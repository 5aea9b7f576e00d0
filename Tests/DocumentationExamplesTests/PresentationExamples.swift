import AtomicCore
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

/// The examples of Sources/Presentation/Presentation.docc.
@MainActor
@Suite struct PresentationExamples {
    /// The repository the examples call `repository`: a feed of one post, "Layers".
    let repository = ExamplePosts()

    /// The builder the examples call `builder`: both features over in-memory repositories.
    var builder: AppBuilder {
        let status = GetFeatureStatusUseCase(cache: ExampleStatus(), budget: ExampleStatus())
        return AppBuilder(
            features: [
                UsersBuilder(
                    listUsers: ListGitHubUsersUseCase(repository: ExampleUsers()),
                    getUser: GetGitHubUserUseCase(repository: ExampleUsers())),
                PostsBuilder(
                    listPosts: ListPostsUseCase(repository: repository),
                    getPost: GetPostDetailUseCase(repository: repository),
                    getAuthor: GetPostAuthorUseCase(repository: ExamplePostAuthors())),
            ],
            status: status, clock: TestClock())
    }

    @Test func bytesBecomeKeys() {
        var keys = KeyDecoder()
        #expect(keys.decode(Array("r".utf8)) == [.character("r")])
        #expect(keys.decode([0x1B, 0x5B, 0x41]) == [.up])
    }

    @Test func aViewModelLoadsAndFiltersWithoutAShell() async {
        let model = PostsListViewModel(listPosts: ListPostsUseCase(repository: repository))
        #expect(model.state.phase == .loading)
        await model.task()
        #expect(model.state.phase == .content)
        #expect(model.state.visibleItems.map(\.post.title) == ["Layers"])

        let refresh = model.refresh()
        #expect(model.state.notice == .refreshing)
        await refresh?.value
        #expect(model.state.notice == .updated)

        model.filter("no such title")
        #expect(model.state.visibleItems.isEmpty)
        #expect(model.state.items.count == 1)
    }

    @Test func aFrameIsDrawnAndOnlyItsDifferenceWritten() {
        var frame = CellBuffer(width: 24, height: 2)
        frame.write("Posts", x: 0, y: 0, style: .bold)
        frame.write("Layers", x: 0, y: 1)
        var renderer = DiffRenderer(colorDepth: .none)
        let firstFrame = renderer.render(frame)
        #expect(!firstFrame.isEmpty)
        #expect(renderer.render(frame).isEmpty)

        frame.write("Layers, again", x: 0, y: 1)
        let update = String(decoding: renderer.render(frame), as: UTF8.self)
        #expect(update.contains(", again"))
        #expect(!update.contains("Posts"))
    }

    @Test func deepLinksBecomeRoutes() throws {
        let parser = builder.deepLinkParser(extraHosts: ["github.example.com"])
        #expect(try parser.route(for: "atomic://users/octocat") == .user(login: "octocat"))
        #expect(try parser.route(for: "https://github.example.com/octocat") == .user(login: "octocat"))
        #expect(try parser.route(for: "@octocat") == .user(login: "octocat"))
        #expect(try parser.route(for: "atomic://posts/3") == .post(id: 3))
        #expect(try parser.route(for: "atomic://users?since=42") == .users(since: 42))
        #expect(throws: DeepLinkError.unsupportedHost("gitlab.com")) {
            try parser.route(for: "https://gitlab.com/octocat")
        }
    }

    @Test func aDeepLinkGetsItsWholeBackStack() async throws {
        let router = RouteStack()
        let coordinator = AppCoordinator(router: router, builder: builder)
        coordinator.start()
        coordinator.open(try builder.deepLinkParser().route(for: "atomic://posts/3"))
        #expect(router.stack == [.home, .posts, .post(id: 3)])
        #expect(coordinator.children.count == 1)

        guard let detail = coordinator.screen(for: .post(id: 3))?.model(PostDetailViewModel.self) else {
            Issue.record("the post has no screen")
            return
        }
        await detail.task()
        #expect(detail.state.value?.post.id == 3)

        coordinator.back()
        coordinator.back()
        #expect(router.stack == [.home])
        #expect(coordinator.children.isEmpty)
    }
}

/// A feed of one post, "Layers" (id 1), in which every post id has a detail.
struct ExamplePosts: PostsRepository {
    let post = Post(id: 1, userId: 7, title: "Layers", body: "One target each.")

    func posts(context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]> {
        Fetched(value: [PostSummary(post: post, authorName: "Ada", commentCount: 0)], freshness: .fresh, fetchedAt: nil)
    }

    func post(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostDetail> {
        let post = Post(id: id, userId: 7, title: "Post \(id)", body: "")
        return Fetched(value: PostDetail(post: post, author: nil, comments: []), freshness: .fresh, fetchedAt: nil)
    }
}

/// One author of posts, "Ada" (id 7), whatever the id asked for.
struct ExamplePostAuthors: PostAuthorsRepository {
    func author(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostAuthorProfile> {
        Fetched(value: PostAuthorProfile(id: id, name: "Ada", username: "ada"), freshness: .fresh, fetchedAt: nil)
    }
}

/// No GitHub users at all.
struct ExampleUsers: GitHubUsersRepository {
    func users(after cursor: UserCursor?, pageSize: Int, context: LoadContext) async throws(DomainError) -> Fetched<
        UserPage
    > {
        Fetched(value: UserPage(users: [], next: nil), freshness: .fresh, fetchedAt: nil)
    }

    func user(login: GitHubLogin, context: LoadContext) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        throw .notFound(.gitHubUser(login: login.rawValue))
    }
}

/// Nothing cached, no rate limit known.
struct ExampleStatus: FeatureCacheStatusProvider, RateLimitBudgetProvider {
    func cacheStatus(of feature: Feature) async throws(DomainError) -> FeatureCacheStatus {
        FeatureCacheStatus(feature: feature, lastFetchedAt: nil)
    }

    func currentBudget(of resource: RateLimitBudget.Resource) async -> RateLimitBudget? { nil }
}
