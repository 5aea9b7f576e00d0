import Foundation
import Testing

@testable import Persistence

/// Stores `value` in an untyped column and reads it back as `T`, with SQLite's name for its storage class.
private func roundTrip<T: DatabaseValueConvertible>(_ value: T, as type: T.Type) async throws -> (T, String) {
    let database = try DatabaseQueue.inMemory()
    return try await database.write { writer in
        try writer.execute(sql: "CREATE TABLE box (x)")
        try writer.execute(sql: "INSERT INTO box (x) VALUES (?)", arguments: [value])
        let row = try Row.fetchOne(writer, sql: "SELECT x, typeof(x) AS kind FROM box")
        guard let row else { throw PersistenceError.misuse("no row") }
        return (try row.value("x", as: type), try row.value("kind", as: String.self))
    }
}

@Suite struct BindingTests {
    @Test(arguments: [Int.min, -1, 0, 1, Int.max])
    func intRoundTrips(_ value: Int) async throws {
        let (read, kind) = try await roundTrip(value, as: Int.self)
        #expect(read == value)
        #expect(kind == "integer")
    }

    @Test func int64RoundTrips() async throws {
        let (read, _) = try await roundTrip(Int64.min, as: Int64.self)
        #expect(read == Int64.min)
    }

    @Test(arguments: [0.0, -2.5, Double.pi, Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude])
    func doubleRoundTripsExactly(_ value: Double) async throws {
        let (read, kind) = try await roundTrip(value, as: Double.self)
        #expect(read == value)
        #expect(kind == "real")
    }

    @Test(arguments: ["", "plain", "héllo wörld", "日本語 🧪👩‍👩‍👧", "nul\u{0}inside\u{0}", "'); DROP TABLE box; --"])
    func stringRoundTripsIncludingUnicodeAndNul(_ value: String) async throws {
        let (read, kind) = try await roundTrip(value, as: String.self)
        #expect(read == value)
        #expect(read.utf8.count == value.utf8.count)
        #expect(kind == "text")
    }

    @Test func stringWithNulKeepsEveryByteInTheDatabase() async throws {
        let database = try DatabaseQueue.inMemory()
        let hex = try await database.write { writer in
            try writer.execute(sql: "CREATE TABLE box (x)")
            try writer.execute(sql: "INSERT INTO box (x) VALUES (?)", arguments: ["a\u{0}b"])
            return try String.fetchOne(writer, sql: "SELECT hex(CAST(x AS BLOB)) FROM box")
        }
        #expect(hex == "610062")
    }

    @Test func dataRoundTripsIncludingNulAndEmpty() async throws {
        let bytes = Data([0x00, 0xFF, 0x00, 0x41, 0x00])
        let (read, kind) = try await roundTrip(bytes, as: Data.self)
        #expect(read == bytes)
        #expect(kind == "blob")

        let (empty, emptyKind) = try await roundTrip(Data(), as: Data.self)
        #expect(empty.isEmpty)
        #expect(emptyKind == "blob")

        var large = Data(count: 1 << 20)
        for index in large.indices {
            large[index] = UInt8(truncatingIfNeeded: index &* 31)
        }
        let (readLarge, _) = try await roundTrip(large, as: Data.self)
        #expect(readLarge == large)
    }

    @Test func dateKeepsSubMicrosecondPrecision() async throws {
        let whole = Date(timeIntervalSince1970: 1_767_225_600)
        let (readWhole, kind) = try await roundTrip(whole, as: Date.self)
        #expect(readWhole == whole)
        #expect(kind == "real")

        for date in [Date(timeIntervalSince1970: 1_767_225_600.123456), Date()] {
            let (read, _) = try await roundTrip(date, as: Date.self)
            #expect(abs(read.timeIntervalSince(date)) < 0.000_001)
        }
    }

    @Test func boolRoundTripsAsIntegers() async throws {
        let (yes, kind) = try await roundTrip(true, as: Bool.self)
        let (no, _) = try await roundTrip(false, as: Bool.self)
        #expect(yes == true)
        #expect(no == false)
        #expect(kind == "integer")
        #expect(Bool.fromDatabaseValue(.integer(7)) == true)
        #expect(Bool.fromDatabaseValue(.text("true")) == nil)
    }

    @Test func nilBindsNullAndOptionalsReadIt() async throws {
        let database = try DatabaseQueue.inMemory()
        let (kinds, name, missing) = try await database.write { writer in
            try writer.execute(sql: "CREATE TABLE box (a, b, c)")
            let absent: String? = nil
            try writer.execute(
                sql: "INSERT INTO box (a, b, c) VALUES (?, ?, ?)", arguments: [nil, absent, Optional("x")])
            let row = try Row.fetchOne(
                writer, sql: "SELECT a, b, c, typeof(a) || typeof(b) || typeof(c) AS kinds FROM box")
            guard let row else { throw PersistenceError.misuse("no row") }
            return (
                try row.value("kinds", as: String.self), try row.value("c", as: String?.self),
                try row.value("a", as: Int?.self)
            )
        }
        #expect(kinds == "nullnulltext")
        #expect(name == "x")
        #expect(missing == nil)
    }

    @Test func readingNullAsNonOptionalIsATypeMismatch() async throws {
        let database = try DatabaseQueue.inMemory()
        await #expect(throws: PersistenceError.typeMismatch(column: "value", expected: "Int", found: "NULL")) {
            try await database.read { reader in
                try Row.fetchOne(reader, sql: "SELECT NULL AS value")?.value("value", as: Int.self)
            }
        }
    }

    @Test func valuesAreNeverConvertedSilently() {
        #expect(Int.fromDatabaseValue(.text("12")) == nil)
        #expect(String.fromDatabaseValue(.integer(12)) == nil)
        #expect(Data.fromDatabaseValue(.text("ab")) == nil)
        #expect(Double.fromDatabaseValue(.integer(3)) == 3)
        #expect(Date.fromDatabaseValue(.integer(10)) == Date(timeIntervalSince1970: 10))
        #expect(Int.fromDatabaseValue(.real(1.0)) == nil)
    }
}
