import AtomicCore
import AtomicTestSupport
import Foundation
import Testing

/// The built `atomic` in tmux, run twice over one cache directory: the second run opens where the first left off,
/// unless started with `--fresh-start`.
@Suite("Interactive app remembers in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
struct EndToEndRememberingTests {
    @Test("atomic alone opens at the remembered route; --fresh-start opens at home")
    func remembersRoute() async throws {
        let server = try TestHTTPServer.gitHubUsers(ids: Array(1...90), sendsLink: true)
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let first = try InteractiveRun.start([], sandbox: sandbox, gitHub: server)
        try await first.waitFor("GitHub Users")
        try first.send("Enter")
        try await first.waitFor("user1 ")
        try first.send("j")
        try first.send("q")
        try await first.waitFor("atomic exited 0")

        let second = try InteractiveRun.start([], sandbox: sandbox, gitHub: server)
        let reopened = try await second.waitForScreen("the users list again") {
            $0.contains("AtomicArch › Home › Users") && $0.contains("user1 ")
        }
        #expect(reopened.contains("user2"))
        try second.send("q")
        try await second.waitFor("atomic exited 0")

        let fresh = try InteractiveRun.start(["--fresh-start"], sandbox: sandbox, gitHub: server)
        let home = try await fresh.waitFor("GitHub Users")
        #expect(!home.contains("AtomicArch › Home › Users"))
        try fresh.send("q")
        try await fresh.waitFor("atomic exited 0")
    }
}
