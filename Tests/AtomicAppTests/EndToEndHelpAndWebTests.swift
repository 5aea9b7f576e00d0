import AtomicTestSupport
import Foundation
import Testing

/// The built binary's help, `--json=FIELDS` and `--web`, end to end.
@Suite struct EndToEndHelpAndWebTests {
    @Test(arguments: [["--help"], ["-h"], ["help"], ["users", "--help"], ["help", "users"], ["help", "exit-codes"]])
    func helpGoesToStandardOutputWithStatusZero(arguments: [String]) async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomicExactly(arguments, environment: ["COLUMNS": "40"])
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.errorOutput == "")
        #expect(run.output.contains("LEARN MORE"))
        #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 40 })
    }

    @Test func completionScriptsAndTheManPageArePrinted() async throws {
        let sandbox = try EndToEndSandbox()
        let bash = try await sandbox.atomicExactly(["completion", "bash"])
        #expect(bash.status == 0)
        #expect(bash.output.hasSuffix("complete -F _atomic atomic\n"))
        let zsh = try await sandbox.atomicExactly(["completion", "zsh"])
        #expect(zsh.output.hasPrefix("#compdef atomic\n"))
        let fish = try await sandbox.atomicExactly(["completion", "fish"])
        #expect(fish.output.contains("complete -c atomic -n __fish_use_subcommand -a users"))
        let page = try await sandbox.atomicExactly(["man"])
        #expect(page.status == 0)
        #expect(page.output.hasPrefix(".TH ATOMIC 1"))
        #expect(page.errorOutput == "")
    }

    @Test(
        "version --json is the version line as an object",
        arguments: [
            (["version", "--json"], #"{"name":"atomic","version":"0.1.0"}"#),
            (["--version", "--json"], #"{"name":"atomic","version":"0.1.0"}"#),
            (["version", "--json=version"], #"{"version":"0.1.0"}"#),
        ])
    func versionPrintsJSON(arguments: [String], json: String) async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomicExactly(arguments)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output == json + "\n")
    }

    @Test(
        "man and completion print a document for another program, so --json is a usage error",
        arguments: [
            (["man", "--json"], "error: 'atomic man' prints a manual page in roff and has no JSON form"),
            (["completion", "zsh", "--json"], "error: 'atomic completion' prints a zsh script and has no JSON form"),
        ])
    func documentsHaveNoJSONForm(arguments: [String], message: String) async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomicExactly(arguments)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errorLines.first.map(String.init) == message)
        #expect(run.errorLines.last?.hasPrefix("hint: leave out --json") == true)
    }

    @Test func anUnknownCommandWithHelpIsAUsageError() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomicExactly(["usres", "--help"])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errorLines == ["error: unknown command \"usres\"", "hint: did you mean 'atomic users'?"])
    }

    @Test func jsonFieldsSelectKeysOfEachUser() async throws {
        let server = try TestHTTPServer.gitHubUsers(ids: Array(1...3), sendsLink: false)
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(["users", "-L", "2", "--json=login,id"], gitHub: server)

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let users = try #require(EndToEndFixtures.json(run.output) as? [[String: Any]])
        #expect(users.map { $0.keys.sorted() } == [["id", "login"], ["id", "login"]])
        #expect(users.map { $0["id"] as? Int } == [1, 2])
    }

    @Test func anUnknownJSONFieldIsAUsageErrorListingTheValidOnes() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["posts", "--json=id,name"])
        #expect(run.status == 2)
        #expect(run.errorLines.first == "error: unknown JSON field \"name\" for 'atomic posts'")
        #expect(run.errorLines.last == "hint: valid fields: userId, id, title, author, commentCount")
    }

    /// A `$BROWSER` script that writes its arguments, one a line, to a file in the sandbox.
    private func fakeBrowser(in sandbox: EndToEndSandbox) throws -> (script: String, record: URL) {
        let record = sandbox.root.appendingPathComponent("browser-arguments")
        let script = sandbox.root.appendingPathComponent("browser")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record.path)'\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (script.path, record)
    }

    @Test func webOpensTheProfilePageInTheBrowser() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users/octocat", .json(EndToEndFixtures.userDetailJSON(login: "octocat", id: 583_231)))
        let sandbox = try EndToEndSandbox()
        let browser = try fakeBrowser(in: sandbox)

        let run = try await sandbox.atomic(
            ["user", "octocat", "--web"], gitHub: server, environment: ["BROWSER": browser.script])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output == "")
        #expect(try String(contentsOf: browser.record, encoding: .utf8) == "https://github.com/octocat\n")
    }

    @Test func aProfileAddressThatIsNotPlainHTTPSIsNotOpened() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let body = EndToEndFixtures.userDetailJSON(login: "octocat", id: 1).replacingOccurrences(
            of: "\"html_url\":\"https://github.com/octocat\"", with: "\"html_url\":\"javascript:alert(1)\"")
        server.route("/users/octocat", .json(body))
        let sandbox = try EndToEndSandbox()
        let browser = try fakeBrowser(in: sandbox)

        let run = try await sandbox.atomic(
            ["user", "-w", "octocat"], gitHub: server, environment: ["BROWSER": browser.script])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(try String(contentsOf: browser.record, encoding: .utf8) == "https://github.com/octocat\n")
    }

    @Test func webOpensThePostPageWithoutARequest() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        let browser = try fakeBrowser(in: sandbox)

        let run = try await sandbox.atomic(
            ["post", "7", "--web"], posts: server, environment: ["BROWSER": browser.script])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(try String(contentsOf: browser.record, encoding: .utf8) == "\(server.baseURL.absoluteString)/posts/7\n")
        #expect(server.requests.isEmpty)
    }

    @Test func withoutABrowserTheAddressIsPrinted() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()

        let run = try await sandbox.atomic(
            ["post", "7", "--web"], posts: server, environment: ["PATH": sandbox.root.path])

        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output == "\(server.baseURL.absoluteString)/posts/7\n")
    }

    @Test func aFailingBrowserIsAFailure() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["post", "7", "--web"], environment: ["BROWSER": "/bin/false"])
        #expect(run.status == 1)
        #expect(run.errorLines == ["error: could not open the browser: /bin/false exited with status 1"])
        // The address is printed all the same, to be opened by hand.
        #expect(run.output.hasPrefix("http") && run.output.hasSuffix("/posts/7\n"), "\(run.output)")

        let missing = try await sandbox.atomic(
            ["post", "7", "--web"], environment: ["BROWSER": "/nonexistent/browser"])
        #expect(missing.status == 1)
        #expect(missing.errorLines.last == "error: could not open the browser: /nonexistent/browser was not found")
    }

    @Test(
        "--web with --demo is a usage error, and no browser is started",
        arguments: [["--demo", "post", "3", "--web"], ["user", "octocat", "-w", "--demo"]])
    func webIsRefusedInDemoMode(arguments: [String]) async throws {
        let sandbox = try EndToEndSandbox()
        let browser = try fakeBrowser(in: sandbox)

        let run = try await sandbox.atomic(arguments, environment: ["BROWSER": browser.script])

        #expect(run.status == 2)
        #expect(run.output == "")
        let message =
            "error: --web cannot be used with --demo: it opens the real page on GitHub or JSONPlaceholder, not the demo data"
        #expect(run.errorLines.first.map(String.init) == message)
        #expect(!FileManager.default.fileExists(atPath: browser.record.path))
    }
}
