import AtomicCore
import Data
import Domain
import Foundation
import Networking
import Persistence

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Synthetic GitHub user pages with GitHub's real field set, and the repository that stores them, shared by the
/// users benchmarks.
struct BenchmarkUsers {
    /// The base URL the pages are served under (never contacted: a stub transport answers).
    static let baseURL = URL(string: "https://api.github.com")!
    /// Users per page, GitHub's largest `per_page`.
    static let pageSize = 100

    /// The raw bodies of the pages, in order; page `i` holds the users after id `since(i)`.
    let pages: [Data]
    /// The id of each page's last user.
    let lastIDs: [Int]

    /// `pageCount` pages of ``pageSize`` users; ids grow with gaps, as on GitHub.
    init(pageCount: Int) {
        var pages: [Data] = []
        var lastIDs: [Int] = []
        var id = 0
        for _ in 0..<pageCount {
            var users: [String] = []
            for _ in 0..<Self.pageSize {
                id += 1 + id % 3
                users.append(Self.userJSON(id: id))
            }
            pages.append(Data(("[" + users.joined(separator: ",") + "]").utf8))
            lastIDs.append(id)
        }
        self.pages = pages
        self.lastIDs = lastIDs
    }

    /// The number of users.
    var count: Int { pages.count * Self.pageSize }

    /// One entry of `GET /users` as GitHub sends it.
    static func userJSON(id: Int) -> String {
        let login = "user-\(id)"
        let api = "https://api.github.com/users/\(login)"
        return """
            {"login":"\(login)","id":\(id),"node_id":"MDQ6VXNlcj\(id)",\
            "avatar_url":"https://avatars.githubusercontent.com/u/\(id)?v=4","gravatar_id":"","url":"\(api)",\
            "html_url":"https://github.com/\(login)","followers_url":"\(api)/followers",\
            "following_url":"\(api)/following{/other_user}","gists_url":"\(api)/gists{/gist_id}",\
            "starred_url":"\(api)/starred{/owner}{/repo}","subscriptions_url":"\(api)/subscriptions",\
            "organizations_url":"\(api)/orgs","repos_url":"\(api)/repos","events_url":"\(api)/events{/privacy}",\
            "received_events_url":"\(api)/received_events","type":"User","user_view_type":"public","site_admin":false}
            """
    }

    /// A transport that answers `GET /users?since=S` with the page that starts after `S`, and a `Link` to the next.
    func transport() -> StubTransport {
        let (pages, lastIDs) = (pages, lastIDs)
        return StubTransport { request in
            let items = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }
            let since = items?.first { $0.name == "since" }?.value.flatMap { Int($0) } ?? 0
            let index = since == 0 ? 0 : (lastIDs.firstIndex(of: since).map { $0 + 1 } ?? pages.count)
            guard index < pages.count else {
                return StubResponse(headers: ["Content-Type": "application/json"], body: Data("[]".utf8))
            }
            let next = "<https://api.github.com/users?per_page=\(Self.pageSize)&since=\(lastIDs[index])>; rel=\"next\""
            return StubResponse(headers: ["Content-Type": "application/json", "Link": next], body: pages[index])
        }
    }

    /// A repository over `store` whose requests are answered by ``transport()``.
    func repository(store: SQLiteCacheStore, timeToLive: TimeInterval = 3_600) -> CachedGitHubUsersRepository {
        CachedGitHubUsersRepository(
            client: HTTPClient(transport: transport()), baseURL: Self.baseURL,
            policy: CachePolicy(store: store, clock: SystemClock(), timeToLive: timeToLive))
    }

    /// Stores every page through `repository`, one page per request as the app does; returns the users stored.
    @discardableResult
    func storeAll(through repository: CachedGitHubUsersRepository) async throws -> Int {
        var cursor: UserCursor?
        var stored = 0
        for _ in pages {
            let page = try await repository.users(after: cursor, pageSize: Self.pageSize, context: .automatic)
            stored += page.value.users.count
            cursor = page.value.next
        }
        guard stored == count else { throw BenchmarkError("expected \(count) users stored, got \(stored)") }
        return stored
    }

    /// Stores every page in the cache database at `path` (made when missing), as ``storeAll(through:)`` does, and
    /// closes it.
    func storeAll(inCacheAt path: String) async throws {
        let store = try await SQLiteCacheStore.open(path: path, featureMigrations: FeatureMigrations.all)
        try await storeAll(through: repository(store: store))
        await store.close()
    }

    /// A warm cache folder for `atomic --cache-dir`: `directory`, made, with every page stored in its
    /// `cache.sqlite`; returns the database's path.
    func warmCache(in directory: URL) async throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("cache.sqlite").path
        try await storeAll(inCacheAt: path)
        return path
    }
}
