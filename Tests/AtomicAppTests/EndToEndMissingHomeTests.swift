import AtomicTestSupport
import Foundation
import Testing

/// `HOME` naming a folder that does not exist: `atomic` makes nothing there (not the whole missing path), runs
/// without a disk cache and says so once.
@Suite struct EndToEndMissingHomeTests {
    @Test func aMissingHomeIsNotCreatedAndTheRunSaysItHasNoCacheOnce() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users", .json(EndToEndFixtures.gitHubUsersJSON(ids: 1...2)))
        let sandbox = try EndToEndSandbox()
        let missing = sandbox.root.appendingPathComponent("nonexistent", isDirectory: true)
        let home = missing.appendingPathComponent("home", isDirectory: true)

        let run = try await AtomicBinary.run(
            ["users", "--limit", "2", "--github-api-url", server.baseURL.absoluteString],
            environment: ["PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "COLUMNS": "100"])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.contains("user1") && run.output.contains("user2"))
        #expect(!FileManager.default.fileExists(atPath: missing.path), "nothing is made under a missing HOME")
        let warnings = run.errorLines.filter { $0.hasPrefix("warning:") }
        #expect(warnings.count == 1, "stderr: \(run.errorOutput)")
        // The warning is one line, which standard error wraps at the width.
        let text = run.errorOutput.replacingOccurrences(of: "\n", with: " ")
        #expect(text.contains("nonexistent/home") && text.contains("does not exi"), "stderr: \(run.errorOutput)")
        #expect(text.contains("continuing without it"))
    }
}
