import AtomicOutput
import Domain
import Foundation
import Testing

@testable import AtomicApp

/// `GH_HOST` and the token variables, as `gh` reads them.
@Suite struct GitHubHostTests {
    @Test func withoutGHHostTheHostIsGitHubComAndItsAPI() {
        let host = GitHubHost(environment: [:])
        #expect(host == .gitHubCom)
        #expect(host.apiURL.absoluteString == "https://api.github.com")
        #expect(host.tokenVariables == ["GH_TOKEN", "GITHUB_TOKEN"])
        #expect(GitHubHost(environment: ["GH_HOST": "github.com"]).apiURL.absoluteString == "https://api.github.com")
        #expect(GitHubHost(environment: ["GH_HOST": "  "]) == .gitHubCom)
    }

    @Test func anEnterpriseHostHasItsAPIUnderAPIV3AndItsOwnTokenVariables() {
        let host = GitHubHost(environment: ["GH_HOST": "ghe.example.com"])
        #expect(host.name == "ghe.example.com")
        #expect(host.apiURL.absoluteString == "https://ghe.example.com/api/v3")
        #expect(host.tokenVariables == ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"])
        #expect(
            GitHubHost(environment: ["GH_HOST": "https://GHE.example.com:8443/"]).apiURL.absoluteString
                == "https://ghe.example.com:8443/api/v3")
    }

    @Test func aHostThatIsNotAHostNameCountsAsUnset() {
        for text in ["ghe.example.com/evil path", "a b", "host:port", "ghe\u{1B}[2J", "x:1:2", "https://"] {
            #expect(GitHubHost(environment: ["GH_HOST": text]) == .gitHubCom, "\(text)")
        }
    }

    @Test func aConfiguredAPIURLWinsOverTheHost() {
        let host = GitHubHost(environment: ["GH_HOST": "ghe.example.com"])
        let loopback = URL(string: "http://127.0.0.1:8080")!
        #expect(host.apiURL(configured: loopback) == loopback)
        // Given explicitly, even github.com's own address wins over GH_HOST.
        #expect(
            host.apiURL(configured: URL(string: "https://api.github.com")!).absoluteString
                == "https://api.github.com")
        #expect(host.apiURL(configured: nil).absoluteString == "https://ghe.example.com/api/v3")
        #expect(GitHubHost.gitHubCom.apiURL(configured: loopback) == loopback)
    }

    @Test func theTokenSourceNamesTheSettingTheAddressCameFrom() {
        let environment = ["GH_HOST": "ghe.example.com"]
        let host = GitHubHost(environment: environment)
        let loopback = URL(string: "http://127.0.0.1:8080")!
        #expect(host.tokenSource(in: environment, configured: nil).apiURLSetting == "GH_HOST")
        #expect(host.tokenSource(in: environment, configured: loopback).apiURLSetting == "--github-api-url")
        #expect(GitHubHost.gitHubCom.tokenSource(in: [:], configured: nil).apiURLSetting == nil)
        #expect(GitHubHost.gitHubCom.tokenSource(in: [:], configured: loopback).apiURLSetting == "--github-api-url")
    }

    @Test func ghTokenComesBeforeGitHubToken() {
        let both = GitHubHost.gitHubCom.token(in: ["GH_TOKEN": "gh", "GITHUB_TOKEN": "github"])
        #expect(both.value == "gh")
        #expect(both.source == TokenSource(candidates: ["GH_TOKEN", "GITHUB_TOKEN"], variable: "GH_TOKEN"))
        let blank = GitHubHost.gitHubCom.token(in: ["GH_TOKEN": " \n", "GITHUB_TOKEN": "github"])
        #expect(blank.value == "github")
        #expect(blank.source.variable == "GITHUB_TOKEN")
        let none = GitHubHost.gitHubCom.token(in: ["GH_ENTERPRISE_TOKEN": "e"])
        #expect(none.value == nil)
        #expect(none.source == .gitHubUnset)
    }

    @Test func anEnterpriseHostReadsOnlyTheEnterpriseVariables() {
        let host = GitHubHost(environment: ["GH_HOST": "ghe.example.com"])
        let environment = ["GH_TOKEN": "gh", "GITHUB_ENTERPRISE_TOKEN": "old", "GH_ENTERPRISE_TOKEN": "new"]
        #expect(host.token(in: environment).value == "new")
        #expect(host.token(in: environment).source.variable == "GH_ENTERPRISE_TOKEN")
        #expect(host.token(in: ["GITHUB_ENTERPRISE_TOKEN": "old"]).value == "old")
        #expect(host.token(in: ["GH_TOKEN": "gh"]).value == nil)
    }

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
