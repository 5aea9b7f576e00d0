import Foundation
import Testing

@testable import Persistence

@Suite struct CacheLocationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let expected: String
        var testDescription: String { expected }
    }

    @Test(arguments: [
        Case(
            environment: ["ATOMIC_CACHE_DIR": "/data/c", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"],
            expected: "/data/c"),
        Case(environment: ["XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"], expected: "/xdg/atomicarch"),
        Case(
            environment: ["ATOMIC_CACHE_DIR": "", "XDG_CACHE_HOME": "", "HOME": "/home/u"],
            expected: "/home/u/.cache/atomicarch"),
        Case(
            environment: ["XDG_CACHE_HOME": "relative/cache", "HOME": "/home/u"], expected: "/home/u/.cache/atomicarch"),
    ])
    func theFolderFollowsTheEnvironment(_ example: Case) throws {
        let location = try CacheLocation.resolve(environment: example.environment)
        #expect(location.directoryPath == example.expected)
        #expect(location.databasePath == example.expected + "/cache.sqlite")
    }

    @Test func withoutAnyVariableThereIsNoLocation() {
        #expect(throws: PersistenceError.self) { try CacheLocation.resolve(environment: ["HOME": ""]) }
    }

    @Test func theFolderIsCreatedOwnerOnly() throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(
            directoryPath: folder.file("nested/deeper/atomicarch"), existingParentPath: folder.path)
        try location.createDirectory()
        #expect(permissions(of: location.directoryPath) == 0o700)
        #expect(permissions(of: folder.file("nested")) == 0o700)
        try location.createDirectory()
    }

    @Test func aHomeThatDoesNotExistIsNeverCreated() throws {
        let folder = try TemporaryDirectory()
        let home = folder.file("missing/home")
        let location = try CacheLocation.resolve(environment: ["HOME": home])
        #expect(location.existingParentPath == home)
        #expect {
            try location.createDirectory()
        } throws: { error in
            guard case PersistenceError.cacheDirectoryUnavailable(let path, let reason)? = error as? PersistenceError
            else { return false }
            return path == home + "/.cache/atomicarch" && reason.contains("\(home) does not exist")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("missing")))
    }

    @Test func underAnExistingHomeTheCacheFolderAndDotCacheAreMade() throws {
        let folder = try TemporaryDirectory()
        let location = try CacheLocation.resolve(environment: ["HOME": folder.path])
        try location.createDirectory()
        #expect(permissions(of: folder.file(".cache/atomicarch")) == 0o700)
    }

    @Test(arguments: ["ATOMIC_CACHE_DIR", "XDG_CACHE_HOME"])
    func onlyTheFolderItselfIsMadeUnderANamedFolder(variable: String) throws {
        let folder = try TemporaryDirectory()
        let missing = CacheLocation(directoryPath: folder.file("a/b/atomicarch"))
        let named = try CacheLocation.resolve(environment: [variable: folder.file("a/b")])
        for location in [missing, named] {
            #expect(throws: PersistenceError.self) { try location.createDirectory() }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("a")))
        let present = try CacheLocation.resolve(
            environment: [variable: variable == "XDG_CACHE_HOME" ? folder.path : folder.file("atomicarch")])
        try present.createDirectory()
        #expect(permissions(of: present.directoryPath) == 0o700)
    }

    @Test func theDatabaseFilesAreOwnerOnly() async throws {
        let folder = try TemporaryDirectory()
        let location = CacheLocation(directoryPath: folder.file("atomicarch"))
        let store = try await SQLiteCacheStore.openOrRecover(at: location)
        try await store.write { writer in
            try writer.saveCacheEntry(CacheEntry(key: CacheKey(rawValue: "GET /x"), fetchedAt: Date()))
        }
        #expect(permissions(of: location.directoryPath) == 0o700)
        #expect(permissions(of: location.databasePath) == 0o600)
        #expect(permissions(of: location.databasePath + "-wal") == 0o600)
        #expect(permissions(of: location.databasePath + "-shm") == 0o600)
        await store.close()
    }

    @Test func aFolderThatCannotExistIsATypedError() throws {
        let folder = try TemporaryDirectory()
        let blocker = folder.file("plain-file")
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        let location = CacheLocation(directoryPath: blocker + "/atomicarch")
        #expect {
            try location.createDirectory()
        } throws: { error in
            guard let error = error as? PersistenceError else { return false }
            return error.isEnvironmental
        }
        #expect(throws: PersistenceError.cacheDirectoryUnavailable(path: blocker, reason: "it is not a folder")) {
            try CacheLocation(directoryPath: blocker).createDirectory()
        }
    }
}
