import AtomicCore
import AtomicTestSupport
import Foundation
import Testing

/// The built `atomic` in a real terminal (tmux) against a loopback GitHub: what a person sees and does.
@Suite("Interactive app in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
struct EndToEndInteractiveTests {
    static let ids = Array(1...90)

    @Test("the list pages ahead, opens a profile, comes back to the same row, survives resizes and quits cleanly")
    func browseUsers() async throws {
        let server = try TestHTTPServer.gitHubUsers(ids: Self.ids, sendsLink: true)
        defer { server.stop() }
        server.route("/users/user21", .json(EndToEndFixtures.userDetailJSON(login: "user21", id: 21)))
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["users"], sandbox: sandbox, gitHub: server)

        try await pane.waitFor("user1 ")
        #expect(server.requests(to: "/users").map { $0.queryValue("since") } == [nil])
        for _ in 0..<20 { try pane.send("j") }
        // The selection is on row 21 of 30 when the next page is asked for.
        try await waitUntil("the request for page 2") {
            server.requests(to: "/users").map { $0.queryValue("since") } == [nil, "30"]
        }

        try pane.send("Enter")
        try await pane.waitFor("Mona Lisa")
        try pane.send("Escape")
        let list = try await pane.waitForScreen("the list again") { $0.contains("user21") && !$0.contains("Mona") }
        #expect(list.contains("user1 ") && list.contains("user22"))
        try pane.send("Enter")
        try await pane.waitFor("Mona Lisa")
        try pane.send("h")
        try await pane.waitForScreen("the same list") { $0 == list }

        try pane.resize(columns: 40, rows: 12)
        try await pane.waitForScreen("the list at 40×12") { screen in
            screen.contains("user21") && screen.split(separator: "\n").allSatisfy { $0.count <= 40 }
        }
        try pane.resize(columns: 80, rows: 24)
        try await pane.waitForScreen("the list at 80×24 again, every row whole") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(24)
            let rows = lines.dropFirst().dropLast()
            return lines.first?.hasPrefix(" AtomicArch › Home › Users") == true
                && lines.last?.hasPrefix(" s search users  ↑↓ move") == true && rows.count == 22
                && rows.allSatisfy(Self.isWholeUserRow) && screen.contains("user21")
        }

        try pane.send("q")
        let after = try await pane.waitForScreen("the exit status and every terminal mode") { screen in
            screen.contains("atomic exited 0") && screen.contains(InteractiveRun.modesEnd)
        }
        let modes = InteractiveRun.modes(in: after)
        #expect(modes.contains("echo") && modes.contains("icanon"), "stty -a after exit: \(after)")
        #expect(!modes.contains("-echo") && !modes.contains("-icanon"))
    }

    @Test("a failed next page shows the inline row, and r loads it")
    func retryLoadMore() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let pager = EndToEndFixtures.usersPager(ids: Self.ids, port: server.port, sendsLink: true)
        let failures = Locked(1)
        server.route("/users") { request in
            let fails =
                request.queryValue("since") == "30"
                && failures.withLock { remaining in
                    guard remaining > 0 else { return false }
                    remaining -= 1
                    return true
                }
            return fails ? .json(#"{"message":"Bad Request"}"#, status: 400) : pager(request)
        }
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["users"], sandbox: sandbox, gitHub: server)

        try await pane.waitFor("user1 ")
        try pane.send("End")
        try await pane.waitFor("couldn't load more — r to retry", context: { server.requests.map(\.target) })
        try pane.send("r")
        try await pane.waitForScreen("the second page") {
            !$0.contains("couldn't load more") && $0.contains("60 users")
        }
        try pane.send("C-c")
        try await pane.waitFor("atomic exited 0")
    }

    @Test("atomic open shows that profile; escape sequences in the bio change neither the title nor the screen")
    func openProfileWithHostileBio() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let bio = #"Hi\u001b]0;PWNED\u0007\u001b[2J\u001b[H\u001b]52;c;cHduZWQ=\u0007 there"#
        server.route(
            "/users/mallory",
            .json(
                #"{"login":"mallory","id":7,"name":"Mallory Evil","bio":"\#(bio)","public_repos":1,"#
                    + #""public_gists":2,"followers":3,"following":4,"html_url":"https://github.com/mallory"}"#))
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["open", "https://github.com/mallory"], sandbox: sandbox, gitHub: server)
        let titleBefore = pane.title()

        let screen = try await pane.waitFor("Mallory Evil")
        #expect(screen.contains("AtomicArch"))
        #expect(screen.contains("Followers"))
        #expect(!pane.title().contains("PWNED"))
        #expect(pane.title() == titleBefore)
        try pane.send("q")
        try await pane.waitFor("atomic exited 0")
    }

    /// Whether `line` is " userN", spaces, "#N" ending at column 79: a row drawn whole, with no leftovers.
    static func isWholeUserRow(_ line: Substring) -> Bool {
        let words = line.split(separator: " ")
        guard line.count == 79, words.count == 2, words[0].hasPrefix("user") else { return false }
        return "#" + words[0].dropFirst(4) == words[1]
    }

    private func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("timed out waiting for \(what)")
                throw TmuxError.timedOut(what)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
