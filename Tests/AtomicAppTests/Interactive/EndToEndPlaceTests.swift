import AtomicCore
import AtomicTestSupport
import Foundation
import Testing

/// The built `atomic` in tmux against a loopback GitHub keeps the person's place as a person would expect: the
/// user left on row 300 is selected on the next start, `r` keeps the rows and the selection, Esc that clears a
/// filter goes back to the selected user, and a rate limit is told the same way in the banner, the status bar and
/// the inspector.
@Suite("Keeping the place in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(3)))
struct EndToEndPlaceTests {
    /// The login on the selected (reverse-video) row of a users list, from a screen read with its colours.
    static func selectedLogin(_ coloredScreen: String) -> String? {
        for line in coloredScreen.split(separator: "\n") {
            guard let login = line.firstMatch(of: /\s(user[0-9]+)\s/) else { continue }
            let before = line[..<login.range.lowerBound]
            let parameters = before.matches(of: /\u{1B}\[([0-9;]*)m/).flatMap { $0.output.1.split(separator: ";") }
            if parameters.contains("7") { return String(login.output.1) }
        }
        return nil
    }

    private static func waitForSelection(_ login: String, in pane: TmuxPane) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while selectedLogin(pane.coloredScreen()) != login {
            guard ContinuousClock.now < deadline else {
                Issue.record("the selection never reached \(login); the screen was:\n\(pane.screen())")
                throw TmuxError.timedOut(login)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Presses `j` until the selection is on `userN`, a few rows at a time, each time waiting for the screen to
    /// show the move, so that no key lands beyond the rows loaded while the next page is on its way.
    private static func moveDown(to row: Int, in pane: TmuxPane) async throws {
        func selected() -> Int { selectedLogin(pane.coloredScreen()).flatMap { Int($0.dropFirst(4)) } ?? 0 }
        let deadline = ContinuousClock.now + .seconds(60)
        var current = selected()
        while current < row, ContinuousClock.now < deadline {
            let target = min(current + 8, row)
            try pane.send("-N", String(target - current), "j")
            let shown = ContinuousClock.now + .seconds(3)
            while selected() != target, ContinuousClock.now < shown {
                try await Task.sleep(for: .milliseconds(20))
            }
            current = selected()
        }
        guard current == row else {
            Issue.record("the selection stopped at user\(current); the screen was:\n\(pane.screen())")
            throw TmuxError.timedOut("user\(row)")
        }
    }

    @Test("the user left on row 300 is selected again when atomic starts, from the cache alone")
    func resumesAtRow300() async throws {
        let server = try TestHTTPServer.gitHubUsers(ids: Array(1...400), sendsLink: true)
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let first = try InteractiveRun.start(["users"], sandbox: sandbox, gitHub: server)
        try await first.waitFor("user1 ")
        try await Self.moveDown(to: 301, in: first)
        try first.send("k")
        try await Self.waitForSelection("user300", in: first)
        try first.send("q")
        try await first.waitFor("atomic exited 0")
        let asked = server.requests(to: "/users").count

        let second = try InteractiveRun.start([], sandbox: sandbox, gitHub: server)
        try await Self.waitForSelection("user300", in: second)
        // One jump to the user's page, and the page before it, both from the cache: the store counts the 269 users
        // before them.
        let screen = try await second.waitFor("row 300 of many · 329 users")
        #expect(screen.contains("AtomicArch › Home › Users"))
        #expect(server.requests(to: "/users").count == asked, "the 300 users came from the cache")
        try second.send("q")
        try await second.waitFor("atomic exited 0")
    }

    @Test("r on a 120-user list keeps the 120 rows and the selected user; Esc clearing a filter goes back to it")
    func refreshAndFilterKeepTheUser() async throws {
        let server = try TestHTTPServer.gitHubUsers(ids: Array(1...400), sendsLink: true)
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["users"], sandbox: sandbox, gitHub: server)
        try await pane.waitFor("user1 ")
        try await Self.moveDown(to: 100, in: pane)
        try await pane.waitFor("120 users")

        try pane.send("r")
        try await pane.waitFor("updated")
        #expect(pane.screen().contains("120 users"))
        #expect(Self.selectedLogin(pane.coloredScreen()) == "user100")

        try pane.send("/", "1", "0")
        try await pane.waitFor("12 of 120 users")
        try await Self.waitForSelection("user100", in: pane)
        try pane.send("5")
        try await pane.waitFor("1 of 120 users")
        try await Self.waitForSelection("user105", in: pane)
        try pane.send("Escape")
        try await pane.waitForScreen("the whole list") { $0.contains(" 120 users") && !$0.contains("of 120") }
        try await Self.waitForSelection("user100", in: pane)
        try pane.send("q")
        try await pane.waitFor("atomic exited 0")
    }

    @Test(
        "a rate-limited refresh names the reset time in the banner, and the inspector tells the status bar's budget",
        arguments: [403, 429])
    func rateLimitHasOneSource(status: Int) async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let reset = Date().addingTimeInterval(2 * 3_600)
        let resetText = UTCTimeText.describe(reset, now: Date(), roundingUp: true)
        let headers: (String) -> [(name: String, value: String)] = { remaining in
            [
                ("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", remaining),
                ("x-ratelimit-reset", String(Int(reset.timeIntervalSince1970))),
            ]
        }
        server.route(
            "/users",
            responses: [
                .json(EndToEndFixtures.gitHubUsersJSON(ids: 1...5), headers: headers("41")),
                .json(EndToEndFixtures.rateLimitedJSON, status: status, headers: headers("0")),
            ])
        let sandbox = try EndToEndSandbox()
        let cached = try await sandbox.atomic(["users", "--limit", "5"], gitHub: server)
        try #require(cached.status == 0)

        let pane = try InteractiveRun.start(["--ttl", "0", "users"], sandbox: sandbox, gitHub: server)
        try await pane.waitForScreen("the banner with the reset time and the budget in the status bar") {
            $0.contains("rate limited until \(resetText) · data from") && $0.contains("GitHub 0/60")
        }
        try pane.send("i")
        // The panel's lines read as one text: a reset on the next day names its date, and the line wraps.
        let inspector = try await pane.waitFor("Rate limit").split(separator: "\n")
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }.joined(separator: " ")
        #expect(inspector.contains("0 of 60 GitHub requests left · resets \(resetText)"))
        #expect(inspector.contains("stale because of an error: rate limited until \(resetText)"))
        try pane.send("i", "q")
        try await pane.waitFor("atomic exited 0")

        let printed = try await sandbox.atomic(["--ttl", "0", "users", "--limit", "5"], gitHub: server)
        #expect(printed.errorOutput.contains("rate limited until \(resetText)"), "\(printed.errorOutput)")
    }
}
