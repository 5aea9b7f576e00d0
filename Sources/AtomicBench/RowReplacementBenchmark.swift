import Foundation
import Persistence

/// Replacing a cached collection of 10,000 rows: one transaction (what the cache does) against one
/// transaction per row.
struct RowReplacementBenchmark {
    /// How many rows a replacement writes.
    let rowCount = 10_000

    private static let migrations = [
        Migration(
            version: SQLiteCacheStore.coreSchemaVersion + 1, name: "create bench_items",
            sql: "CREATE TABLE bench_items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, body TEXT NOT NULL)")
    ]

    /// Runs both ways in a database file under `folder` and returns the comparison.
    func run(in folder: URL, measurement: Measurement) async throws -> ComparisonLine {
        let store = try await SQLiteCacheStore.open(
            path: folder.appendingPathComponent("bench.sqlite").path, featureMigrations: Self.migrations)
        let rows = (0..<rowCount).map { ($0, "item \($0)", String(repeating: "body text ", count: 8)) }

        let oneTransaction = try await measurement.median {
            try await store.write { writer in
                try writer.execute("DELETE FROM bench_items")
                let insert = try writer.prepare("INSERT INTO bench_items (id, name, body) VALUES (?, ?, ?)")
                for (id, name, body) in rows {
                    try insert.execute([id, name, body])
                }
            }
        }
        let perRow = try await measurement.median {
            try await store.write { try $0.execute("DELETE FROM bench_items") }
            for (id, name, body) in rows {
                try await store.write { writer in
                    try writer.execute("INSERT INTO bench_items (id, name, body) VALUES (?, ?, ?)", [id, name, body])
                }
            }
        }
        let stored = try await store.read { try $0.fetchValue("SELECT COUNT(*) FROM bench_items", as: Int.self) }
        guard stored == rowCount else {
            throw BenchmarkError("expected \(rowCount) rows after a replacement, found \(stored ?? 0)")
        }
        return ComparisonLine(
            title: "Replace a cached collection of \(rowCount.formatted()) rows (SQLite file, WAL)",
            chosen: ("one transaction", oneTransaction), alternative: ("one transaction per row", perRow))
    }
}
