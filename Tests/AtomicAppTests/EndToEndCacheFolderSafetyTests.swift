import AtomicTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A cache folder that another user owns, or that others may write to, is never used: `atomic` says so once on
/// standard error, answers from the network without a disk cache, and leaves nothing in the folder. The owner
/// case gives the folder to uid 65534, which needs root, as CI runs.
@Suite struct EndToEndCacheFolderSafetyTests {
    /// The folder the runs use as `--cache-dir`, made by the test (so it exists before `atomic` starts).
    static func preparedFolder(in sandbox: EndToEndSandbox) throws -> URL {
        try FileManager.default.createDirectory(at: sandbox.cacheDirectory, withIntermediateDirectories: true)
        return sandbox.cacheDirectory
    }

    /// Runs `users` against a fresh server with the folder as the cache, and checks the one warning and the
    /// untouched folder.
    static func expectRefused(_ sandbox: EndToEndSandbox, saying reason: String) async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users", .json(EndToEndFixtures.gitHubUsersJSON(ids: 1...3)))
        for run in 1...2 {
            let outcome = try await sandbox.atomic(["users", "--limit", "3"], gitHub: server)
            #expect(outcome.status == 0, "stderr: \(outcome.errorOutput)")
            #expect(outcome.output.split(separator: "\n").count == 3, "run \(run): \(outcome.output)")
            #expect(outcome.errorLines.count == 1, "run \(run): \(outcome.errorOutput)")
            let line = try #require(outcome.errorLines.first)
            #expect(line.hasPrefix("warning: the cache cannot be used (cannot use the cache folder "), "\(line)")
            #expect(line.contains(reason), "\(line)")
            #expect(line.hasSuffix("); continuing without it"), "\(line)")
        }
        // Nothing was kept: no database, no log, no avatar folder, so both runs asked the server.
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path).isEmpty)
        #expect(server.requestCount(to: "/users") == 2)
    }

    @Test func aFolderOfAnotherUserIsNotUsed() async throws {
        let sandbox = try EndToEndSandbox()
        let folder = try Self.preparedFolder(in: sandbox)
        try #require(
            chown(folder.path, 65534, 65534) == 0, "chown to 65534 (needs root): \(String(cString: strerror(errno)))")
        try await Self.expectRefused(sandbox, saying: "it belongs to another user (uid 65534, not \(geteuid()))")
    }

    @Test(arguments: [
        (0o777, "others can write to it (mode 0777)"), (0o1777, "others can write to it (mode 1777)"),
        (0o770, "its group can write to it (mode 0770)"),
    ])
    func aFolderOthersCanWriteToIsNotUsed(mode: Int, reason: String) async throws {
        let sandbox = try EndToEndSandbox()
        let folder = try Self.preparedFolder(in: sandbox)
        #expect(chmod(folder.path, mode_t(mode)) == 0)
        try await Self.expectRefused(sandbox, saying: reason)
    }

    @Test func cacheClearInAFolderOfAnotherUserFailsAndDeletesNothing() async throws {
        let sandbox = try EndToEndSandbox()
        let folder = try Self.preparedFolder(in: sandbox)
        let planted = folder.appendingPathComponent("cache.sqlite")
        try Data("someone else's".utf8).write(to: planted)
        try #require(
            chown(folder.path, 65534, 65534) == 0, "chown to 65534 (needs root): \(String(cString: strerror(errno)))")

        let outcome = try await sandbox.atomic(["cache", "clear"])

        #expect(outcome.status == 1, "stdout: \(outcome.output)")
        #expect(
            outcome.errorLines.last?.hasPrefix("error: cannot use the cache folder ") == true, "\(outcome.errorOutput)")
        #expect(try Data(contentsOf: planted) == Data("someone else's".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cache.sqlite"])
    }
}
