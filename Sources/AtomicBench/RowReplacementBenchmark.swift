import Foundation
import Persistence

/// Replacing a cached collection of `rowCount` rows: one transaction (what the cache does) against one transaction
/// per row, the naive way it is compared with (target: at most half its time).
enum RowReplacementBenchmark {
    private static let migrations = [
        Migration(
            version: SQLiteCacheStore.coreSchemaVersion + 1, name: "create bench_items",
            sql: "CREATE TABLE bench_items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, body TEXT NOT NULL)")
    ]

    /// The benchmark over `rowCount` rows, in a database file under `folder`.
    static func make(rowCount: Int, folder: URL) -> Benchmark {
        Benchmark(
            name: "row-replacement",
            title: "replace \(rowCount) rows: one transaction (floor: one transaction per row)", target: 0.5
        ) {
            let store = try await SQLiteCacheStore.open(
                path: folder.appendingPathComponent("replace.sqlite").path, featureMigrations: migrations)
            let rows = (0..<rowCount).map { ($0, "item \($0)", String(repeating: "body text ", count: 8)) }
            return Benchmark.Sides(
                ours: {
                    try await Benchmark.time {
                        try await store.write { writer in
                            try writer.execute(sql: "DELETE FROM bench_items")
                            let insert = try writer.makeStatement(
                                sql: "INSERT INTO bench_items (id, name, body) VALUES (?, ?, ?)")
                            for (id, name, body) in rows {
                                try insert.execute(arguments: [id, name, body])
                            }
                        }
                        try await check(store, rowCount)
                    }
                },
                floor: {
                    try await Benchmark.time {
                        try await store.write { try $0.execute(sql: "DELETE FROM bench_items") }
                        for (id, name, body) in rows {
                            try await store.write { writer in
                                try writer.execute(
                                    sql: "INSERT INTO bench_items (id, name, body) VALUES (?, ?, ?)",
                                    arguments: [id, name, body])
                            }
                        }
                        try await check(store, rowCount)
                    }
                })
        }
    }

    private static func check(_ store: SQLiteCacheStore, _ rowCount: Int) async throws {
        let stored = try await store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM bench_items") }
        guard stored == rowCount else {
            throw BenchmarkError("expected \(rowCount) rows after a replacement, found \(stored ?? 0)")
        }
    }
}
