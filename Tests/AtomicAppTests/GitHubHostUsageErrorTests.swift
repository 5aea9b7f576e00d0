import Data
import Domain
import Foundation
import Testing

@testable import AtomicApp

/// The usage errors the app makes of `GH_HOST` and the token variables (the host's resolution is Data's
/// `GitHubHost`, tested there).
@Suite struct GitHubHostUsageErrorTests {
    @Test func aGHHostThatNamesNoHostIsAUsageErrorForCommandsThatAskTheNetwork() async {
        #expect(GitHubHost.usageError(in: ["GH_HOST": "ghe.example.com:8443"]) == nil)
        #expect(GitHubHost.usageError(in: ["GH_HOST": "  "]) == nil)
        #expect(GitHubHost.usageError(in: [:]) == nil)
        let error = GitHubHost.usageError(in: ["GH_HOST": "x\u{1B}[31my"])
        #expect(error?.message == #"GH_HOST is not a host name: "x\u{1B}[31my""#)

        let console = RecordingConsole()
        let status = await AtomicCommand.main(
            arguments: ["user", "octocat"], environment: ["GH_HOST": "127.0.0.1:1/evil?"], console: console,
            makeServices: { _ in throw DomainError.cancelled })
        #expect(status == 2)
        #expect(console.err.hasPrefix("error: GH_HOST is not a host name"))
        let help = RecordingConsole()
        #expect(
            await AtomicCommand.main(
                arguments: ["--help"], environment: ["GH_HOST": "127.0.0.1:1/evil?"], console: help,
                makeServices: { _ in throw DomainError.cancelled }) == 0)
    }

    @Test func aTokenWithAControlCharacterIsAUsageErrorNamingItsVariableBeforeAnyRequest() async {
        #expect(GitHubHost.tokenUsageError(in: ["GITHUB_TOKEN": "abc"]) == nil)
        #expect(GitHubHost.tokenUsageError(in: ["GITHUB_TOKEN": "abc\n"]) == nil)
        #expect(GitHubHost.tokenUsageError(in: [:]) == nil)
        let enterprise = ["GH_HOST": "ghe.example.com", "GITHUB_ENTERPRISE_TOKEN": "a\u{7F}b", "GH_TOKEN": "a\rb"]
        #expect(GitHubHost.tokenUsageError(in: enterprise)?.message.hasPrefix("GITHUB_ENTERPRISE_TOKEN ") == true)

        let console = RecordingConsole()
        let status = await AtomicCommand.main(
            arguments: ["user", "qq"], environment: ["GITHUB_TOKEN": "secret\r\nX-Injected: 1"], console: console,
            makeServices: { _ in throw DomainError.cancelled })
        #expect(status == 2)
        let lines = console.err.split(separator: "\n")
        #expect(lines.first?.hasPrefix("error: GITHUB_TOKEN contains a control character") == true)
        #expect(lines.count == 2 && lines.last?.hasPrefix("hint: ") == true)
        #expect(!console.err.contains("secret") && !console.err.contains("try again"))
    }
}
