import AtomicCore
import CSQLite
import Data
import Domain
import Foundation
import Networking
import Persistence

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A user's followers, the generated feature's pages of `GET /users/{login}/followers`: written from their raw bytes
/// through `CachedUserRelationsRepository` (HTTP client over an in-process transport, one decode, one transaction
/// per page with its rows and cursor) against `JSONDecoder` of the same DTOs plus raw sqlite3 inserts of the same
/// rows, one transaction a page too (a page is stored when its answer arrives, so no app can write two in one);
/// and read back, page by page, through the repository offline against a raw sqlite3 step loop building the same
/// entities.
enum FollowersBenchmark {
    /// The login whose followers the pages are.
    static let login = "octocat"

    /// Writing `pageCount` pages of 100 followers into a fresh database file under `folder`.
    static func write(pageCount: Int, folder: URL) -> Benchmark {
        Benchmark(
            name: "followers-write",
            title: "write \(pageCount * BenchmarkUsers.pageSize) followers from \(pageCount) pages", target: 1.5
        ) {
            let pages = BenchmarkUsers(pageCount: pageCount).pages
            var round = 0
            func freshPath(_ side: String) -> String {
                round += 1
                return folder.appendingPathComponent("followers-\(side)-\(round).sqlite").path
            }
            return Benchmark.Sides(
                ours: {
                    let path = freshPath("ours")
                    defer { UsersWriteBenchmark.removeDatabase(at: path) }
                    let repository = try await repository(pages: pages, path: path, mode: .online)
                    return try await Benchmark.time { try await storeAll(pages.count, through: repository) }
                },
                floor: {
                    let path = freshPath("floor")
                    defer { UsersWriteBenchmark.removeDatabase(at: path) }
                    let database = try RawSQLite(path: path)
                    try database.execute(floorSchema)
                    return try await Benchmark.time { try floorWrite(pages, into: database) }
                })
        }
    }

    /// Reading `pageCount` stored pages of 100 followers into entities, each page by its cache key.
    static func read(pageCount: Int, folder: URL) -> Benchmark {
        Benchmark(
            name: "followers-read", title: "read \(pageCount * BenchmarkUsers.pageSize) followers, a page at a time",
            target: 1.5
        ) {
            let pages = BenchmarkUsers(pageCount: pageCount).pages
            let path = folder.appendingPathComponent("followers-read.sqlite").path
            try await storeAll(pages.count, through: repository(pages: pages, path: path, mode: .online))
            let offline = try await repository(pages: pages, path: path, mode: .offline)
            let database = try RawSQLite(path: path)
            let keys = try (1...pages.count).map(cacheKey(page:))
            let ours = try await readAll(pages.count, through: offline)
            let floor = try floorRead(keys: keys, from: database)
            guard ours == floor, ours.count == pages.count * BenchmarkUsers.pageSize else {
                throw BenchmarkError("ours read \(ours.count) followers, the floor \(floor.count), or they differ")
            }
            return Benchmark.Sides(
                ours: { try await Benchmark.time { _ = try await readAll(pages.count, through: offline) } },
                floor: { try await Benchmark.time { _ = try floorRead(keys: keys, from: database) } })
        }
    }

    /// A repository over a store at `path` (made when missing), whose requests get page `page` of `pages` with a
    /// `Link` to the next.
    private static func repository(pages: [Data], path: String, mode: CacheMode) async throws
        -> CachedUserRelationsRepository
    {
        let store = try await SQLiteCacheStore.open(
            path: path,
            featureMigrations: (FeatureMigrations.all + UserRelationsSchema.migrations).sorted {
                $0.version < $1.version
            })
        let transport = StubTransport { request in
            let items = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems }
            let number = items?.first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 1
            guard (1...pages.count).contains(number) else {
                return StubResponse(headers: ["Content-Type": "application/json"], body: Data("[]".utf8))
            }
            var headers: HTTPHeaders = ["Content-Type": "application/json"]
            if number < pages.count {
                let next = "https://api.github.com/users/\(login)/followers?page=\(number + 1)&per_page=100"
                headers["Link"] = "<\(next)>; rel=\"next\""
            }
            return StubResponse(headers: headers, body: pages[number - 1])
        }
        return CachedUserRelationsRepository(
            client: HTTPClient(transport: transport), baseURL: BenchmarkUsers.baseURL,
            policy: CachePolicy(store: store, clock: SystemClock(), timeToLive: 3_600, mode: mode))
    }

    /// Stores `pageCount` pages through `repository`, following each page's next cursor as the app does.
    private static func storeAll(_ pageCount: Int, through repository: CachedUserRelationsRepository) async throws {
        let followers = try await readAll(pageCount, through: repository)
        guard followers.count == pageCount * BenchmarkUsers.pageSize else {
            throw BenchmarkError("expected \(pageCount * BenchmarkUsers.pageSize) followers, got \(followers.count)")
        }
    }

    /// Every follower of `pageCount` pages through `repository`, page after page.
    private static func readAll(_ pageCount: Int, through repository: CachedUserRelationsRepository) async throws
        -> [RelatedUser]
    {
        var cursor: Int?
        var followers: [RelatedUser] = []
        for _ in 0..<pageCount {
            let page = try await repository.userRelations(
                login: try GitHubLogin(login), relation: .followers, cursor: cursor, context: .automatic)
            followers += page.value.items
            cursor = page.value.next
        }
        return followers
    }

    /// The cache key of page `page` (1 is the first), as the repository spells it: its URL asks for the
    /// repository's page size, whatever the stub answers with.
    private static func cacheKey(page: Int) throws -> String {
        let url = try GitHub(baseURL: BenchmarkUsers.baseURL).userRelations(
            login: try GitHubLogin(login).lowercased, relation: .followers, page: page == 1 ? nil : page,
            perPage: CachedUserRelationsRepository.defaultPageSize
        ).makeURL()
        return CacheKey(url: url).rawValue
    }

    private static let floorSchema = """
        CREATE TABLE followers (cache_key TEXT NOT NULL, position INTEGER NOT NULL, id INTEGER NOT NULL,
            avatar_url TEXT NOT NULL, html_url TEXT NOT NULL, login TEXT NOT NULL, site_admin INTEGER NOT NULL,
            type TEXT NOT NULL, PRIMARY KEY (cache_key, position)) WITHOUT ROWID
        """

    private static func floorWrite(_ pages: [Data], into database: RawSQLite) throws {
        let decoder = JSONDecoder()
        let decoded = try pages.map { try decoder.decode([RelatedUserDTO].self, from: $0) }
        let keys = try (1...pages.count).map(cacheKey(page:))
        let insert = try database.prepare(
            """
            INSERT INTO followers (cache_key, position, id, avatar_url, html_url, login, site_admin, type)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        defer { sqlite3_finalize(insert) }
        for (page, followers) in decoded.enumerated() {
            // Each page arrives in its own answer and is shown as it arrives: one transaction a page.
            try database.execute("BEGIN IMMEDIATE")
            for (position, follower) in followers.enumerated() {
                RawSQLite.bind(keys[page], at: 1, in: insert)
                sqlite3_bind_int64(insert, 2, Int64(position))
                sqlite3_bind_int64(insert, 3, Int64(follower.id))
                RawSQLite.bind(follower.avatarURL, at: 4, in: insert)
                RawSQLite.bind(follower.htmlURL, at: 5, in: insert)
                RawSQLite.bind(follower.login, at: 6, in: insert)
                sqlite3_bind_int64(insert, 7, follower.siteAdmin ? 1 : 0)
                RawSQLite.bind(follower.type, at: 8, in: insert)
                guard sqlite3_step(insert) == SQLITE_DONE else { throw BenchmarkError("insert failed") }
                sqlite3_reset(insert)
            }
            try database.execute("COMMIT")
        }
    }

    private static func floorRead(keys: [String], from database: RawSQLite) throws -> [RelatedUser] {
        let select = try database.prepare(
            """
            SELECT "id", "avatar_url", "html_url", "login", "site_admin", "type" FROM feature_user_relations
            WHERE row_cache_key = ? ORDER BY row_position
            """)
        defer { sqlite3_finalize(select) }
        var followers: [RelatedUser] = []
        for key in keys {
            RawSQLite.bind(key, at: 1, in: select)
            while sqlite3_step(select) == SQLITE_ROW {
                followers.append(
                    RelatedUser(
                        id: Int(sqlite3_column_int64(select, 0)), avatarURL: RawSQLite.text(select, 1) ?? "",
                        htmlURL: RawSQLite.text(select, 2) ?? "", login: RawSQLite.text(select, 3) ?? "",
                        siteAdmin: sqlite3_column_int64(select, 4) != 0,
                        type: RawSQLite.text(select, 5) ?? ""))
            }
            sqlite3_reset(select)
        }
        return followers
    }
}
