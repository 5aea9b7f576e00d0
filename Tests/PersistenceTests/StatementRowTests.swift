import Foundation
import Testing

@testable import Persistence

/// A row read in place by ``Statement/forEachRow(_:_:)``: typed readers, `NULL`, and the errors of a wrong type.
@Suite struct StatementRowTests {
    /// The texts read by `read` from each row of a one-column `SELECT` of `values`, in order.
    private func readEach<Value: Sendable>(
        _ values: [String], _ read: @escaping @Sendable (borrowing StatementRow) throws -> Value
    ) async throws -> [Value] {
        let database = try DatabaseQueue.inMemory()
        let select =
            "SELECT value FROM (" + values.map { "SELECT \($0) AS value" }.joined(separator: " UNION ALL ") + ")"
        return try await database.read { reader in
            var results: [Value] = []
            try reader.makeStatement(sql: select).forEachRow { row in results.append(try read(row)) }
            return results
        }
    }

    @Test func optionalTextReadsTextAndNullAndEmptyText() async throws {
        let texts = try await readEach(["'https://github.com/octocat'", "NULL", "''", "'日本 é'"]) {
            try $0.optionalText(at: 0)
        }
        #expect(texts == ["https://github.com/octocat", nil, "", "日本 é"])
    }

    @Test func textRepairsInvalidUTF8() async throws {
        let texts = try await readEach(["CAST(x'61ff62' AS TEXT)"]) { try $0.text(at: 0) }
        #expect(texts == ["a\u{FFFD}b"])
    }

    @Test func textOfAnotherTypeIsATypeMismatchNeverAConversion() async throws {
        for (value, found) in [("42", "INTEGER"), ("1.5", "REAL"), ("x'00'", "BLOB")] {
            let mismatch = PersistenceError.typeMismatch(column: "value", expected: "String", found: found)
            await #expect(throws: mismatch) { _ = try await readEach([value]) { try $0.optionalText(at: 0) } }
            await #expect(throws: mismatch) { _ = try await readEach([value]) { try $0.text(at: 0) } }
        }
        let null = PersistenceError.typeMismatch(column: "value", expected: "String", found: "NULL")
        await #expect(throws: null) { _ = try await readEach(["NULL"]) { try $0.text(at: 0) } }
    }

    @Test func aColumnOutOfRangeIsNoSuchColumn() async throws {
        await #expect(throws: PersistenceError.noSuchColumn("#1")) {
            _ = try await readEach(["'a'"]) { try $0.optionalText(at: 1) }
        }
        await #expect(throws: PersistenceError.noSuchColumn("#-1")) {
            _ = try await readEach(["'a'"]) { try $0.optionalText(at: -1) }
        }
    }
}
