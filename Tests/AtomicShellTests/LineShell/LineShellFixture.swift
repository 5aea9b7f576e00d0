import AtomicLineShell
import Domain
import Foundation
import Presentation

/// A ``LineShell`` over the shell fixture's fake repositories, its output captured, driven by typed lines.
@MainActor
final class LineShellFixture {
    /// Everything the shell wrote, in order.
    private(set) var output = ""
    /// The shell.
    private(set) var shell: LineShell!

    /// The profile of `user1`, the first row of the users list.
    static let firstUser = GitHubUserDetail(
        id: 1, login: "user1", name: "First User", company: "@github", location: "Lisbon", bio: "Writes\nlines.",
        publicRepos: 3, followers: 1_200, following: 4)

    /// The users the lists show: `user1`…`user60`, the first with a profile.
    static func users() -> PagedUsersRepository {
        PagedUsersRepository(count: 60, details: ["user1": firstUser])
    }

    /// A shell at `route` over `users` and `posts` with the line screens of `features`, lists `pageSize` rows a
    /// page; not started.
    init(
        at route: Route = .home, users: any GitHubUsersRepository = LineShellFixture.users(),
        posts: FakePostsRepository = ShellFixture.posts, demo: Bool = false, pageSize: Int = 30,
        features: [any LineFeature.Type] = [GitHubUsersLines.self, PostsLines.self]
    ) {
        shell = LineShell(
            builder: ShellFixture.builder(users: users, posts: posts, demo: demo),
            features: features, route: route, pageSize: pageSize
        ) { [weak self] text in self?.output += text }
    }

    /// Starts the shell and returns what it printed.
    @discardableResult
    func start() async -> String {
        await shell.start()
        return takeOutput()
    }

    /// Types `line` and returns what the shell printed for it.
    @discardableResult
    func type(_ line: String) async -> String {
        _ = await shell.send(line)
        return takeOutput()
    }

    /// What was printed since the last call, which is then forgotten.
    func takeOutput() -> String {
        defer { output = "" }
        return output
    }

    /// The prompt that ends `text`: its last line.
    static func prompt(of text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }
}
