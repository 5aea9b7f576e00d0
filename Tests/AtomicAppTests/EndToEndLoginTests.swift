import AtomicTestSupport
import Foundation
import Testing

/// Logins as GitHub has them reach the server (an app's `[bot]` percent-encoded); anything outside GitHub's login
/// rule is refused as a usage error, before any request.
@Suite struct EndToEndLoginTests {
    @Test(
        "Enterprise Managed Users and app logins are asked for, percent-encoded",
        arguments: [
            ("octocat_acme", "/users/octocat_acme"), ("dependabot[bot]", "/users/dependabot%5Bbot%5D"),
            ("a-b", "/users/a-b"), ("legacy--name-", "/users/legacy--name-"),
        ])
    func loginReachesTheServer(login: String, path: String) async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(path, .json(EndToEndFixtures.userDetailJSON(login: login, id: 42)))
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", login, "--json"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(server.requests.map(\.path) == [path])
        let profile = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(profile?["login"] as? String == login)
    }

    @Test(
        "a login outside GitHub's rule is a usage error without a request",
        arguments: ["", ".", "..", "a/b", "a\u{1B}b", "a b", "javascript:alert(1)", "x/../y", "名前"])
    func impossibleLoginIsRefused(login: String) async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["user", login], gitHub: server)

        #expect(run.status == 2)
        #expect(run.errorLines.first?.hasPrefix("error: ") == true)
        #expect(run.errorLines.first?.contains("is not a GitHub login") == true, "stderr: \(run.errorOutput)")
        #expect(run.errorLines.first?.contains("ASCII letters, digits") == !login.isEmpty)
        #expect(!run.errorOutput.unicodeScalars.contains("\u{1B}"))
        #expect(server.requestCount == 0)
    }

    @Test(
        "a link naming a login outside the rule is a usage error without a request",
        arguments: ["atomic://users/a%20b", "javascript:alert(1)", "https://github.com/a%3Cb"])
    func impossibleLoginInALinkIsRefused(link: String) async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["open", link, "--no-interactive"], gitHub: server)

        #expect(run.status == 2)
        #expect(run.errorLines.first?.hasPrefix("error: cannot open \"\(link)\": a login has only") == true)
        #expect(server.requestCount == 0)
    }
}
