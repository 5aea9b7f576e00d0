import AtomicCore
import AtomicTestSupport
import Foundation
import Testing

/// The built `atomic` in tmux with the mouse: xterm SGR reports sent as the terminal sends them, and the modes the
/// app asked tmux for, read back from tmux itself.
@Suite(
    "Interactive app with the mouse in tmux", .serialized, .enabled(if: TmuxPane.isAvailable), .timeLimit(.minutes(2)))
struct EndToEndMouseTests {
    /// The report of `button` (xterm's code: 0 left, 64 wheel up, 65 wheel down) pressed on zero-based `column`
    /// and `row`, as a terminal in SGR mode sends it.
    private static func press(_ button: Int, column: Int, row: Int) -> [UInt8] {
        Array("\u{1B}[<\(button);\(column + 1);\(row + 1)M".utf8)
    }

    /// The release that follows a press of the left button.
    private static func release(column: Int, row: Int) -> [UInt8] {
        Array("\u{1B}[<0;\(column + 1);\(row + 1)m".utf8)
    }

    /// The mouse modes the program in `pane` is in, as tmux keeps them: button events only (1000, which 1002
    /// replaces), button events with drags (1002), the SGR format (1006).
    private static func mouseModes(_ pane: TmuxPane) -> [String] {
        ["#{mouse_standard_flag}", "#{mouse_button_flag}", "#{mouse_sgr_flag}"].map(pane.format)
    }

    @Test("the wheel moves the selection, a click on it opens, the breadcrumb goes back, a second click opens")
    func wheelClickAndBreadcrumb() async throws {
        let server = try TestHTTPServer.gitHubUsers(ids: Array(1...60), sendsLink: true)
        defer { server.stop() }
        for id in [4, 7] {
            server.route("/users/user\(id)", .json(EndToEndFixtures.userDetailJSON(login: "user\(id)", id: id)))
        }
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(["users"], sandbox: sandbox, gitHub: server)
        try await pane.waitFor("user1 ")
        #expect(Self.mouseModes(pane) == ["0", "1", "1"])

        // One notch down: three rows, onto user4 (the list starts on the row under the header).
        try pane.send(bytes: Self.press(65, column: 10, row: 8))
        try pane.send(bytes: Self.press(0, column: 10, row: 4) + Self.release(column: 10, row: 4))
        let profile = try await pane.waitForScreen("user4's profile") { $0.contains("Mona Lisa") }
        #expect(profile.hasPrefix(" AtomicArch › Home › Users › user4"))

        let header = String(profile.split(separator: "\n")[0])
        let users = try #require(header.range(of: "Users"))
        let column = header.distance(from: header.startIndex, to: users.lowerBound) + 2
        try pane.send(bytes: Self.press(0, column: column, row: 0) + Self.release(column: column, row: 0))
        try await pane.waitForScreen("the list again") { $0.contains("user7") && !$0.contains("Mona Lisa") }

        // The first click selects user7, the second (on the selected row) opens it.
        try pane.send(bytes: Self.press(0, column: 20, row: 7) + Self.release(column: 20, row: 7))
        try pane.send(bytes: Self.press(0, column: 20, row: 7) + Self.release(column: 20, row: 7))
        let second = try await pane.waitForScreen("user7's profile") { $0.contains("Mona Lisa") }
        #expect(second.hasPrefix(" AtomicArch › Home › Users › user7"))
        #expect(server.requests(to: "/users/user4").count == 1)

        try pane.send("q")
        try await pane.waitForScreen("the exit status") { $0.contains("atomic exited 0") }
        #expect(Self.mouseModes(pane) == ["0", "0", "0"], "the mouse is given back to the terminal")
    }

    @Test("--no-mouse and ATOMIC_NO_MOUSE=1 leave the mouse to the terminal", arguments: [true, false])
    func noMouse(byFlag: Bool) async throws {
        let sandbox = try EndToEndSandbox()
        let pane = try InteractiveRun.start(
            (byFlag ? ["--no-mouse"] : []) + ["--demo"], sandbox: sandbox, gitHub: nil,
            environment: byFlag ? [:] : ["ATOMIC_NO_MOUSE": "1"])
        try await pane.waitFor("GitHub Users")
        #expect(Self.mouseModes(pane) == ["0", "0", "0"])
        try pane.send("q")
        try await pane.waitForScreen("the exit status") { $0.contains("atomic exited 0") }
    }
}
