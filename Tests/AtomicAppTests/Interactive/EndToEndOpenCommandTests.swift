import AtomicTestSupport
import Foundation
import Testing

/// `atomic open LINK` when output is not a terminal: it prints what the matching command prints.
@Suite struct EndToEndOpenCommandTests {
    @Test func openProfileLinkPrintsTheProfileLikeUser() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 583_231)))
        let sandbox = try EndToEndSandbox()

        let opened = try await sandbox.atomic(["open", "https://github.com/octocat", "--json"], gitHub: server)
        let user = try await sandbox.atomic(["user", "octocat", "--json"], gitHub: server)

        #expect(opened.status == 0, "stderr: \(opened.errorOutput)")
        #expect(opened.output == user.output)
        #expect(opened.output.contains("\"octocat\""))
    }

    @Test func openWithABadLinkIsAUsageError() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["open", "https://gitlab.com/octocat"])
        #expect(run.status == 2)
        #expect(
            run.errorOutput.hasPrefix(
                "error: cannot open \"https://gitlab.com/octocat\": \"gitlab.com\" is neither a GitHub host nor the posts API's"
            ))
    }

    @Test(
        "a query key the link does not take is a usage error naming it and the keys the link takes",
        arguments: [
            ("atomic://users?bogus=1", "atomic://users takes only the query key since, not \"bogus\""),
            ("atomic://posts/1?since=3", "atomic://posts/1 takes no query keys, not \"since\""),
            ("atomic://home?x", "atomic://home takes no query keys, not \"x\""),
        ])
    func unknownQueryKeyIsAUsageError(link: String, message: String) async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["--demo", "open", link, "--no-interactive"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorLines.first == "error: cannot open \"\(link)\": \(message)")
    }

    @Test func noInteractivePrintsTheOverviewAsWithoutATerminal() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["--demo", "--no-interactive"])
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.contains("GitHub users (first 10)"))
    }
}
