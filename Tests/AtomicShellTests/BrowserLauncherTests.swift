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

    @Test func withoutABrowserNothingIsStartedAndNothingWaitedFor() throws {
        let launcher = BrowserLauncher(environment: ["PATH": "/nonexistent"])
        #expect(launcher.command == nil)
        #expect(try launcher.openAndWait("https://github.com/octocat") == .noBrowser)
    }
}
