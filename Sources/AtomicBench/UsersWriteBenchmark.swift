import CSQLite
import Data
import Domain
import Foundation
import Persistence

/// Writing the users of `pageCount` pages from their raw bytes: ours through the repository (HTTP client over an
/// in-process transport, one decode, rows and segment in one transaction per page) into a fresh database file,
/// against `JSONDecoder` of the same DTOs plus raw sqlite3 prepared inserts in one transaction.
enum UsersWriteBenchmark {
    /// The benchmark over `pageCount` pages, with database files under `folder`.
    static func make(pageCount: Int, folder: URL) -> Benchmark {
        Benchmark(
            name: "users-write", title: "write \(pageCount * BenchmarkUsers.pageSize) users from \(pageCount) pages",
            target: 1.5
        ) {
            let users = BenchmarkUsers(pageCount: pageCount)
            var round = 0
            func freshPath(_ side: String) -> String {
                round += 1
                let path = folder.appendingPathComponent("write-\(side)-\(round).sqlite").path
                return path
            }
            return Benchmark.Sides(
                ours: {
                    let path = freshPath("ours")
                    defer { removeDatabase(at: path) }
                    let store = try await SQLiteCacheStore.open(path: path, featureMigrations: FeatureMigrations.all)
                    let repository = users.repository(store: store)
                    return try await Benchmark.time { try await users.storeAll(through: repository) }
                },
                floor: {
                    let path = freshPath("floor")
                    defer { removeDatabase(at: path) }
                    let database = try RawSQLite(path: path)
                    try database.execute(
                        """
                        CREATE TABLE github_users (id INTEGER PRIMARY KEY, login TEXT NOT NULL, avatar_url TEXT,
                            html_url TEXT, type TEXT, site_admin INTEGER)
                        """)
                    return try await Benchmark.time { try floorWrite(users.pages, into: database) }
                })
        }
    }

    private static func floorWrite(_ pages: [Data], into database: RawSQLite) throws {
        let decoder = JSONDecoder()
        let decoded = try pages.map { try decoder.decode([GitHubUserDTO].self, from: $0) }
        try database.execute("BEGIN IMMEDIATE")
        let insert = try database.prepare(
            "INSERT OR REPLACE INTO github_users (id, login, avatar_url, html_url, type, site_admin) VALUES (?, ?, ?, ?, ?, ?)"
        )
        defer { sqlite3_finalize(insert) }
        for page in decoded {
            for user in page {
                sqlite3_bind_int64(insert, 1, Int64(user.id))
                RawSQLite.bind(user.login, at: 2, in: insert)
                RawSQLite.bind(user.avatarURL, at: 3, in: insert)
                RawSQLite.bind(user.htmlURL, at: 4, in: insert)
                RawSQLite.bind(user.type, at: 5, in: insert)
                if let admin = user.siteAdmin {
                    sqlite3_bind_int64(insert, 6, admin ? 1 : 0)
                } else {
                    sqlite3_bind_null(insert, 6)
                }
                guard sqlite3_step(insert) == SQLITE_DONE else { throw BenchmarkError("insert failed") }
                sqlite3_reset(insert)
            }
        }
        try database.execute("COMMIT")
    }

    /// Removes a database file and its companions.
    static func removeDatabase(at path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}
