import Foundation
import Testing

@testable import AtomicShell

/// `o` in the app starts the browser without waiting on the app's thread, and hears how it ended.
@Suite struct BrowserLauncherTests {
    private func open(with browser: String) async -> (BrowserLauncher.Outcome, BrowserFailure?) {
        let launcher = BrowserLauncher(environment: ["BROWSER": browser, "PATH": "/usr/bin:/bin"])
        var outcome = BrowserLauncher.Outcome.noBrowser
        let failure = await withCheckedContinuation { (continuation: CheckedContinuation<BrowserFailure?, Never>) in
            outcome = launcher.open(URL(string: "https://github.com/octocat")!) { continuation.resume(returning: $0) }
            if outcome == .noBrowser { continuation.resume(returning: nil) }
        }
        return (outcome, failure)
    }

    @Test func aBrowserThatFailsIsReportedWithItsStatus() async {
        let (outcome, failure) = await open(with: "false")
        #expect(outcome == .started(program: "false"))
        #expect(failure == BrowserFailure(program: "false", status: 1))
        #expect(failure?.errorDescription == "could not open the browser: false exited with status 1")
    }

    @Test func aBrowserThatEndsWellReportsNothing() async {
        let (outcome, failure) = await open(with: "true")
        #expect(outcome == .started(program: "true"))
        #expect(failure == nil)
    }

    @Test func aMissingProgramIsAFailureToo() async {
        let (_, failure) = await open(with: "/nonexistent/browser")
        #expect(failure?.program == "/nonexistent/browser")
        #expect(failure?.status == 127)
    }

    /// `--web` waits for the browser: its status decides, and the failure names the program.
    @Test func waitingForTheBrowserReportsHowItEnded() throws {
        let launcher = { (browser: String) in
            BrowserLauncher(environment: ["BROWSER": browser, "PATH": "/usr/bin:/bin"])
        }
        #expect(try launcher("true").openAndWait("https://github.com/octocat") == .started(program: "true"))
        #expect(throws: BrowserFailure(program: "false", status: 1)) {
            try launcher("false").openAndWait("https://github.com/octocat")
        }
        #expect(throws: BrowserFailure(program: "/nonexistent/browser", status: 127)) {
            try launcher("/nonexistent/browser").openAndWait("https://github.com/octocat")
        }
    }

    /// `$BROWSER` as xdg-open reads it: `%s` stands for the address, `%%` for `%`; without `%s` the address goes last.
    @Test func theAddressTakesThePlaceOfPercentS() {
        let url = "https://github.com/octocat"
        #expect(BrowserLauncher.arguments(for: ["firefox"], url: url) == ["firefox", url])
        #expect(
            BrowserLauncher.arguments(for: ["firefox", "--new-tab=%s", "100%%"], url: url)
                == ["firefox", "--new-tab=\(url)", "100%"])
        #expect(BrowserLauncher.arguments(for: ["x", "%s", "%s"], url: url) == ["x", url, url])
        // Only `%s` makes the address go inside: other `%` sequences stay as they are.
        #expect(BrowserLauncher.arguments(for: ["x", "%d", "50%"], url: url) == ["x", "%d", "50%", url])
        #expect(BrowserLauncher.arguments(for: ["x", "%d", "%s%"], url: url) == ["x", "%d", "\(url)%"])
    }

    @Test func theListIsSplitAtColonsAndEmptyEntriesAreSkipped() {
        let launcher = BrowserLauncher(environment: ["BROWSER": ":firefox --new-tab %s::w3m:", "PATH": "/nonexistent"])
        #expect(launcher.commands == [["firefox", "--new-tab", "%s"], ["w3m"]])
        #expect(launcher.command == ["firefox", "--new-tab", "%s"])
        #expect(BrowserLauncher(environment: ["BROWSER": "::", "PATH": "/nonexistent"]).commands.isEmpty)
    }

    @Test func eachCommandOfTheListIsTriedUntilOneSucceeds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("arguments")
        let script = folder.appendingPathComponent("browser.sh")
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let launcher = BrowserLauncher(
            environment: [
                "BROWSER": "false:/nonexistent/browser:\(script.path) --url=%s:true", "PATH": "/usr/bin:/bin",
            ])

        #expect(try launcher.openAndWait("https://github.com/octocat") == .started(program: script.path))
        #expect(try String(contentsOf: record, encoding: .utf8) == "--url=https://github.com/octocat\n")
        // The first that succeeds ends the list; when none does, the last one's failure is thrown.
        let firstWins = BrowserLauncher(environment: ["BROWSER": "true --x:false", "PATH": "/usr/bin:/bin"])
        #expect(try firstWins.openAndWait("https://github.com/octocat") == .started(program: "true"))
        #expect(throws: BrowserFailure(program: "/nonexistent/browser", status: 127)) {
            try BrowserLauncher(environment: ["BROWSER": "false:/nonexistent/browser", "PATH": "/usr/bin:/bin"])
                .openAndWait("https://github.com/octocat")
        }
    }

    /// The first word is the program, as it is: not an `env` assignment or option.
    @Test func theFirstWordIsTheProgramNeverAnAssignmentOrAnOption() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("ran")
        let script = folder.appendingPathComponent("browser.sh")
        try "#!/bin/sh\nenv > '\(record.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

        for browser in ["GH_TOKEN=stolen \(script.path)", "-i \(script.path)", "--help"] {
            let launcher = BrowserLauncher(environment: ["BROWSER": browser, "PATH": "/usr/bin:/bin"])
            #expect(throws: BrowserFailure.self, "\(browser)") {
                try launcher.openAndWait("https://github.com/octocat")
            }
            #expect(!FileManager.default.fileExists(atPath: record.path), "\(browser) ran the script")
        }
        let plain = BrowserLauncher(environment: ["BROWSER": script.path, "PATH": "/usr/bin:/bin"])
        #expect(try plain.openAndWait("https://github.com/octocat") == .started(program: script.path))
        #expect(try !String(contentsOf: record, encoding: .utf8).contains("GH_TOKEN=stolen"))
    }

    @Test func theAppTriesTheListInTurnToo() async {
        let (outcome, failure) = await open(with: "false:/nonexistent/browser:true")
        #expect(outcome == .started(program: "false"))
        #expect(failure == nil)
        let (_, last) = await open(with: "true --x:false")
        #expect(last == nil)
        let (_, none) = await open(with: "false:/nonexistent/browser")
        #expect(none == BrowserFailure(program: "/nonexistent/browser", status: 127))
    }

    @Test func withoutABrowserNothingIsStartedAndNothingWaitedFor() throws {
        let launcher = BrowserLauncher(environment: ["PATH": "/nonexistent"])
        #expect(launcher.command == nil)
        #expect(try launcher.openAndWait("https://github.com/octocat") == .noBrowser)
    }
}
