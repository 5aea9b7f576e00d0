import Foundation
import Testing

@testable import Persistence

@Suite struct StatementValuesTests {
    @Test func valuesOfEveryStorageClassAreBoundInOrder() async throws {
        let database = try DatabaseQueue.inMemory()
        let rows = try await database.write { writer in
            try writer.execute(sql: "CREATE TABLE things (a, b, c, d, e)")
            let insert = try writer.cachedStatement(sql: "INSERT INTO things (a, b, c, d, e) VALUES (?, ?, ?, ?, ?)")
            var values: [DatabaseValue] = [
                .null, .integer(-7), .real(2.5), .text("héllo\u{0}x"), .blob(Data([0, 1, 2])),
            ]
            try insert.execute(values: values)
            values[0] = .text("")
            values[4] = .blob(Data())
            try insert.execute(values: values)
            return try Row.fetchAll(writer, sql: "SELECT a, b, c, d, e FROM things ORDER BY rowid")
        }
        #expect(rows.count == 2)
        #expect(rows[0].values == [.null, .integer(-7), .real(2.5), .text("héllo\u{0}x"), .blob(Data([0, 1, 2]))])
        #expect(rows[1].values == [.text(""), .integer(-7), .real(2.5), .text("héllo\u{0}x"), .blob(Data())])
    }

    @Test func theValueCountMustMatchTheParameters() async throws {
        let database = try DatabaseQueue.inMemory()
        await #expect(throws: PersistenceError.argumentCountMismatch(expected: 2, given: 3)) {
            try await database.write { writer in
                try writer.execute(sql: "CREATE TABLE pairs (a, b)")
                try writer.makeStatement(sql: "INSERT INTO pairs (a, b) VALUES (?, ?)").execute(values: [
                    .null, .null, .null,
                ])
            }
        }
    }
}
