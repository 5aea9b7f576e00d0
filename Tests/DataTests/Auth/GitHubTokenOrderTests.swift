import Domain
import Foundation
import Testing

@testable import Data

/// The token order: the variables, then the stored token, then gh's; each step only for the host it is for.
@Suite("GitHub token order")
struct GitHubTokenOrderTests {
    /// A private folder with a credentials file holding `hosts` (host key → token), and a `gh` printing `gh`.
    static func setUp(hosts: [String: String], gh: String?) throws -> (folder: URL, order: GitHubTokenOrder) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = CredentialsFile(url: folder.appendingPathComponent("atomic/credentials.json"))
        if !hosts.isEmpty {
            try file.update { entries in
                for (host, token) in hosts {
                    entries[host] = StoredCredential(token: token, login: "octocat", apiURL: "https://api.github.com")
                }
            }
        }
        var environment = ["PATH": "/nonexistent"]
        if let gh {
            let bin = folder.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try Data("#!/bin/sh\necho \(gh)\n".utf8).write(to: bin.appendingPathComponent("gh"))
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("gh").path)
            environment["PATH"] = "\(bin.path):/usr/bin:/bin"
        }
        return (
            folder,
            GitHubTokenOrder(environment: environment, credentials: file, gh: GhAuthToken(environment: environment))
        )
    }

    let api = URL(string: "https://api.github.com")!

    @Test("a variable wins over the stored token, which wins over gh's")
    func order() throws {
        let (folder, order) = try Self.setUp(hosts: ["github.com": "ghu_stored"], gh: "gho_fromGh")
        defer { try? FileManager.default.removeItem(at: folder) }
        let withVariable = GitHubTokenOrder(
            environment: ["GH_TOKEN": "ghp_variable"], credentials: order.credentials, gh: order.gh)
        let fromVariable = withVariable.resolve(host: .gitHubCom, apiURL: api, configured: nil)
        #expect(fromVariable.token == "ghp_variable")
        #expect(fromVariable.source.variable == "GH_TOKEN")

        let stored = order.resolve(host: .gitHubCom, apiURL: api, configured: nil)
        #expect(stored.token == "ghu_stored")
        #expect(stored.source.fallback == .stored(host: "github.com"))
        #expect(stored.source.signInSummary == "signed in as octocat")
        #expect(stored.stored?.login == "octocat")

        // Another host: nothing stored for it, so gh is asked, for that host.
        let other = order.resolve(host: .gitHubCom, apiURL: URL(string: "http://127.0.0.1:9/api/v3")!, configured: nil)
        #expect(other.token == "gho_fromGh")
        #expect(other.source.fallback == .gh(host: "127.0.0.1:9"))
        #expect(!"\(other)".contains("gho_fromGh"))
    }

    @Test("a credentials file that is refused is skipped with a warning naming it, and the order goes on")
    func refusedFileIsSkipped() throws {
        let (folder, order) = try Self.setUp(hosts: ["github.com": "ghu_stored"], gh: "gho_fromGh")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try #require(order.credentials?.url.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let resolution = order.resolve(host: .gitHubCom, apiURL: api, configured: nil)
        #expect(resolution.token == "gho_fromGh")
        #expect(resolution.warnings.first?.contains(path) == true)
        #expect(!resolution.warnings.contains { $0.contains("ghu_stored") || $0.contains("gho_fromGh") })
        // The first gh token is noticed once, the next run says nothing more.
        #expect(resolution.warnings.last?.contains("using gh's token") == true)
        #expect(order.resolve(host: .gitHubCom, apiURL: api, configured: nil).warnings.count == 1)
    }

    @Test("with nothing anywhere there is no token, and the words say so")
    func nothing() throws {
        let (folder, order) = try Self.setUp(hosts: [:], gh: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolution = order.resolve(host: .gitHubCom, apiURL: api, configured: nil)
        #expect(resolution.token == nil)
        #expect(!resolution.source.isSet)
        #expect(resolution.source.signInSummary == "not signed in · 60 requests an hour")
        #expect(resolution.source.sourceDescription == "none: 60 requests an hour")
    }

    @Test("hosts are keyed by the API's web host and a port that is not the scheme's")
    func hostKeys() {
        #expect(GitHubTokenOrder.hostKey(apiURL: URL(string: "https://api.github.com")!) == "github.com")
        #expect(GitHubTokenOrder.hostKey(apiURL: URL(string: "https://GHE.example.com/api/v3")!) == "ghe.example.com")
        #expect(
            GitHubTokenOrder.hostKey(apiURL: URL(string: "https://ghe.example.com:443/api/v3")!) == "ghe.example.com")
        #expect(GitHubTokenOrder.hostKey(apiURL: URL(string: "http://127.0.0.1:8080/api/v3")!) == "127.0.0.1:8080")
    }
}
