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
}
