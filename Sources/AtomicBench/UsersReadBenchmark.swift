import CSQLite
import Data
import Domain
import Foundation
import Persistence

/// Reading `count` stored users into entities: ours through the repository (fresh cache, one query in id order,
/// rows to `GitHubUser` without JSON) against a raw sqlite3 step loop building the same structs from the same file.
enum UsersReadBenchmark {
    /// The benchmark over `pageCount` pages of users, in a database file under `folder`.
    static func make(pageCount: Int, folder: URL) -> Benchmark {
        let count = pageCount * BenchmarkUsers.pageSize
        return Benchmark(name: "users-read", title: "read \(count) users into entities", target: 1.5) {
            let users = BenchmarkUsers(pageCount: pageCount)
            let path = folder.appendingPathComponent("read.sqlite").path
            let store = try await SQLiteCacheStore.open(path: path, featureMigrations: FeatureMigrations.all)
            let repository = users.repository(store: store)
            try await users.storeAll(through: repository)
            let database = try RawSQLite(path: path)
            var ours: [GitHubUser] = []
            var floor: [GitHubUser] = []
            _ = try await Benchmark.time {
                ours = try await repository.users(after: nil, pageSize: count, context: .automatic).value.users
            }
            floor = try floorRead(count: count, from: database)
            guard ours == floor, ours.count == count else {
                throw BenchmarkError("ours read \(ours.count) users, the floor \(floor.count), or they differ")
            }
            return Benchmark.Sides(
                ours: {
                    try await Benchmark.time {
                        let page = try await repository.users(after: nil, pageSize: count, context: .automatic)
                        guard page.value.users.count == count else { throw BenchmarkError("short read") }
                    }
                },
                floor: {
                    try await Benchmark.time {
                        guard try floorRead(count: count, from: database).count == count else {
                            throw BenchmarkError("short read")
                        }
                    }
                })
        }
    }

    private static func floorRead(count: Int, from database: RawSQLite) throws -> [GitHubUser] {
        let select = try database.prepare(
            """
            SELECT id, login, avatar_url, html_url FROM github_users
            WHERE origin_id = (SELECT min(id) FROM github_origins) AND id > 0 ORDER BY id LIMIT ?
            """)
        defer { sqlite3_finalize(select) }
        sqlite3_bind_int64(select, 1, Int64(count))
        var users: [GitHubUser] = []
        users.reserveCapacity(count)
        while sqlite3_step(select) == SQLITE_ROW {
            users.append(
                GitHubUser(
                    id: Int(sqlite3_column_int64(select, 0)), login: RawSQLite.text(select, 1) ?? "",
                    avatarURL: RawSQLite.text(select, 2).flatMap(URL.init(string:)),
                    profileURL: RawSQLite.text(select, 3).flatMap(URL.init(string:))))
        }
        return users
    }
}
