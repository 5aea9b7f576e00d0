import Foundation
import Testing

@testable import Persistence

/// `DatabaseQueue.openRecovering`: a program's own file used as it is, anything else moved aside and replaced.
@Suite struct OpenRecoveringTests {
    static let applicationID: Int32 = 0x5465_7374
    static let now = Date(timeIntervalSince1970: 1_767_225_600)

    static func migrator() throws -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        try migrator.registerMigration("create notes", version: 1) { db in
            try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
        }
        return migrator
    }

    static func open(_ path: String) async throws -> (DatabaseQueue, DatabaseFileRecovery?) {
        try await DatabaseQueue.openRecovering(
            path: path, applicationID: applicationID, migrator: migrator(),
            configuration: DatabaseConfiguration(followsSymbolicLinks: false), now: now)
    }

    @Test func aNewFileIsCreatedOwnerOnlyStampedAndMigratedAndKeptOnReopening() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.sqlite")
        let (first, recovery) = try await Self.open(path)
        #expect(recovery == nil)
        try await first.write { try $0.execute(sql: "INSERT INTO notes (text) VALUES ('kept')") }
        await first.close()
        #expect(permissions(of: path) == 0o600)
        #expect(
            DatabaseIdentity.bigEndianInt32(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), at: 68)
                == Self.applicationID)

        let (again, second) = try await Self.open(path)
        #expect(second == nil)
        #expect(try await again.read { try String.fetchAll($0, sql: "SELECT text FROM notes") } == ["kept"])
    }

    @Test func aNewFileWhoseIdIsStillOnlyInTheLogIsOursForAnotherOpener() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.sqlite")
        // Kept open, so nothing is checkpointed: the header on disk has no id yet, the log has it and the table.
        let (database, _) = try await Self.open(path)
        let header = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)).prefix(DatabaseIdentity.headerSize))
        try #require(header.count == DatabaseIdentity.headerSize)
        #expect(DatabaseIdentity.bigEndianInt32(header, at: 68) == 0, "the id is not in the file's header yet")

        let identity = await DatabaseIdentity.of(path: path, applicationID: Self.applicationID, adoptableTable: nil) {
            []
        }
        #expect(identity == .ours)
        await database.close()
    }

    @Test func aFileThatIsNotADatabaseIsMovedAsideAsDamaged() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let (database, recovery) = try await Self.open(path)
        let movedTo = path + ".corrupt-20260101T000000Z"
        guard case .movedAsideDamaged(movedTo, _) = recovery else {
            Issue.record("\(String(describing: recovery))")
            return
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == Data(repeating: 0x41, count: 4096))
        #expect(try await database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM notes") } == 0)
    }

    @Test func aDatabaseWithoutTheIdIsAnotherProgramsAndIsMovedAsideUntouched() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("notes.sqlite")
        do {
            let theirs = try DatabaseQueue(path: path)
            // Even a table of the same name: without the id the file is not adopted.
            try await theirs.write { try $0.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)") }
            await theirs.close()
        }
        let (_, recovery) = try await Self.open(path)
        #expect(
            recovery
                == .movedAsideForeign(
                    movedTo: path + ".foreign-20260101T000000Z",
                    detail: "it has no application_id and holds tables that are not ours (notes)"))
    }

    @Test func aSymbolicLinkAtThePathIsMovedAsideAndNeverFollowed() async throws {
        let folder = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let target = outside.file("target")
        try Data("outside".utf8).write(to: URL(fileURLWithPath: target))
        let path = folder.file("notes.sqlite")
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)

        let (_, recovery) = try await Self.open(path)

        #expect(
            recovery
                == .movedAsideForeign(
                    movedTo: path + ".foreign-20260101T000000Z", detail: "it is a symbolic link"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("outside".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path + ".foreign-20260101T000000Z") == target)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func withoutFollowingLinksSQLiteRefusesALinkItself() throws {
        let folder = try TemporaryDirectory()
        let target = folder.file("real.sqlite")
        _ = try DatabaseQueue(path: target)
        let link = folder.file("link.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        do {
            _ = try DatabaseQueue(path: link, configuration: DatabaseConfiguration(followsSymbolicLinks: false))
            Issue.record("the database was opened through a link")
        } catch PersistenceError.openFailed(let path, _) {
            #expect(path == link)
        } catch {
            Issue.record("\(error)")
        }
        _ = try DatabaseQueue(path: link)
    }
}
