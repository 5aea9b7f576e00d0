import AtomicTestSupport
import Foundation
import Testing

/// A cache on a read-only mount is read, not set aside: `--offline` and `cache info` answer from it, `atomic` says
/// once that it cannot be written, a refresh still answers, and `cache clear` fails with one line. Each run happens
/// in a private mount namespace (`unshare -m`) where the cache folder is bind-mounted read-only; CI runs as root,
/// which that needs. When `unshare` cannot make the namespace the test fails, never skips.
@Suite struct EndToEndReadOnlyCacheTests {
    static let unshare = URL(fileURLWithPath: "/usr/bin/unshare")

    /// Runs `atomic arguments` (plus the sandbox's options) with the sandbox's cache folder mounted read-only.
    static func runOnReadOnlyMount(
        _ arguments: [String], in sandbox: EndToEndSandbox, gitHub: TestHTTPServer, posts: TestHTTPServer
    ) async throws -> AtomicBinary.Outcome {
        let folder = sandbox.cacheDirectory.path
        let script = """
            mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" "$1" || exit 97
            shift
            exec "$@"
            """
        return try await AtomicBinary.run(
            ["-m", "sh", "-c", script, "sh", folder, try AtomicBinary.executableURL().path] + arguments
                + sandbox.options(gitHub: gitHub, posts: posts),
            environment: sandbox.environment(), program: unshare)
    }

    @Test func aCacheOnAReadOnlyMountIsReadAndSaysOnceThatItCannotBeWritten() async throws {
        let gitHub = try TestHTTPServer()
        defer { gitHub.stop() }
        gitHub.route("/users", .json(EndToEndFixtures.gitHubUsersJSON(ids: 1...5)))
        let posts = try TestHTTPServer.postsFeed()
        defer { posts.stop() }
        let sandbox = try EndToEndSandbox()
        let home = sandbox.home.path
        let check = try await AtomicBinary.run(
            ["-m", "sh", "-c", "mount --bind \"$0\" \"$0\" && mount -o remount,bind,ro \"$0\" \"$0\"", home],
            environment: [:], program: Self.unshare)
        try #require(check.status == 0, "unshare -m and a read-only bind mount are needed: \(check.errorOutput)")
        let filled = try await sandbox.atomic(["users", "--limit", "5", "--json"], gitHub: gitHub, posts: posts)
        #expect(filled.status == 0, "stderr: \(filled.errorOutput)")
        #expect(try await sandbox.atomic(["posts"], gitHub: gitHub, posts: posts).status == 0)
        let databasePath = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite").path
        let note =
            "warning: the cache at \(databasePath) cannot be written (read-only file system); "
            + "answering from what it holds, and keeping nothing new"

        let offline = try await Self.runOnReadOnlyMount(
            ["--offline", "users", "--limit", "5", "--json"], in: sandbox, gitHub: gitHub, posts: posts)
        #expect(offline.status == 0, "stderr: \(offline.errorOutput)")
        #expect(offline.output == filled.output)
        #expect(offline.errorLines == [Substring(note)])

        let info = try await Self.runOnReadOnlyMount(["cache", "info"], in: sandbox, gitHub: gitHub, posts: posts)
        #expect(info.status == 0, "stderr: \(info.errorOutput)")
        #expect(!info.output.contains("Nothing cached"), "\(info.output)")
        #expect(info.output.contains(databasePath), "\(info.output)")
        #expect(info.output.contains("/posts"), "\(info.output)")
        #expect(info.errorLines == [Substring(note)])

        // A refresh answers from the network; what it fetched is kept in memory only, without a second warning.
        let refreshed = try await Self.runOnReadOnlyMount(
            ["--ttl", "0", "users", "--limit", "5", "--json"], in: sandbox, gitHub: gitHub, posts: posts)
        #expect(refreshed.status == 0, "stderr: \(refreshed.errorOutput)")
        #expect(refreshed.output == filled.output)
        #expect(refreshed.errorLines == [Substring(note)])
        #expect(gitHub.requestCount(to: "/users") == 2)

        let clear = try await Self.runOnReadOnlyMount(["cache", "clear"], in: sandbox, gitHub: gitHub, posts: posts)
        #expect(clear.status == 1, "stdout: \(clear.output)")
        #expect(
            clear.errorLines == [
                Substring(note),
                "error: the database at \(databasePath) cannot be written (read-only file, folder or disk)",
            ])

        // Nothing was set aside or lost: outside the namespace the cache is as it was.
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path)
        #expect(!names.contains { $0.contains(".corrupt-") }, "\(names)")
        let after = try await sandbox.atomic(["--offline", "posts"], gitHub: gitHub, posts: posts)
        #expect(after.status == 0, "stderr: \(after.errorOutput)")
        #expect(after.errorOutput.isEmpty)
    }
}
