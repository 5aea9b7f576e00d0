import AtomicTestSupport
import Foundation
import Testing

/// `atomic` with `XDG_CONFIG_HOME` in a temporary folder: the config file's values, their precedence below flags
/// and atomic's and gh's variables and above the generic ones, its problems told once, and `atomic config`.
@Suite struct EndToEndConfigTests {
    private let sandbox: EndToEndSandbox
    private let folder: URL
    private var file: URL { folder.appendingPathComponent("atomic/config.yml") }

    init() throws {
        sandbox = try EndToEndSandbox()
        folder = sandbox.root.appendingPathComponent("config", isDirectory: true)
    }

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    private func atomic(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> AtomicBinary.Outcome {
        try await AtomicBinary.run(
            arguments + ["--cache-dir", sandbox.cacheDirectory.path],
            environment: sandbox.environment(["XDG_CONFIG_HOME": folder.path].merging(extra) { _, new in new }))
    }

    private func list(_ arguments: [String] = [], _ extra: [String: String] = [:]) async throws -> [String: String] {
        let run = try await atomic(arguments + ["config", "list"], extra)
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        var settings: [String: String] = [:]
        for line in run.output.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            settings[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return settings
    }

    @Test func setCreatesTheFileReadableByItsOwnerAloneAndGetReadsIt() async throws {
        let set = try await atomic(["config", "set", "colors.key", "#ff8000"])
        #expect(set.status == 0, "stderr: \(set.errorOutput)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "colors:\n  key: \"#ff8000\"\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)
        #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
        let get = try await atomic(["config", "get", "colors.key"])
        #expect(get.output == "#ff8000\n" && get.status == 0)
        let path = try await atomic(["config", "path"])
        #expect(path.output == file.path + "\n")
    }

    @Test func setKeepsEveryCommentAndLineOfTheFile() async throws {
        let before = """
            # atomic, my way
            theme: dark    # for the evening

            colors:
              header: red  # loud
            # the end

            """
        try write(before)
        let run = try await atomic(["config", "set", "theme", "light"])
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let added = try await atomic(["config", "set", "colors.border", "240"])
        #expect(added.status == 0, "stderr: \(added.errorOutput)")
        let after = try String(contentsOf: file, encoding: .utf8)
        #expect(
            after
                == """
                # atomic, my way
                theme: light    # for the evening

                colors:
                  header: red  # loud
                  border: 240
                # the end

                """)
    }

    @Test func aBadValueIsNotWritten() async throws {
        try write("ttl: 60\n")
        for (key, value) in [
            ("ttl", "-1"), ("browser", "ff\u{1B}[31m"), ("theme", "purple"), ("colors.header", "pink"),
            ("colour", "red"),
        ] {
            let run = try await atomic(["config", "set", key, value])
            #expect(run.status == 1 && run.errorOutput.hasPrefix("error: "), "\(key): \(run.errorOutput)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "ttl: 60\n")
        let get = try await atomic(["config", "get", "nope"])
        #expect(get.status == 1 && get.errorOutput.contains("unknown key \"nope\""))
    }

    @Test func aPagerThatCannotBeSplitIntoWordsIsRefusedAndInTheFileIsAWarningWithItsLine() async throws {
        try write("ttl: 60\n")
        let set = try await atomic(["config", "set", "pager", "'unterminated"])
        #expect(set.status == 1, "\(set.errorOutput)")
        #expect(
            set.errorOutput
                == "error: pager needs a command split into words as a shell splits them, but the quote (') is not closed\n"
        )
        #expect(try String(contentsOf: file, encoding: .utf8) == "ttl: 60\n")
        try write("ttl: 60\npager: \"'x\"\n")
        let run = try await atomic(["--demo", "post", "1"])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.errorOutput.contains("warning: \(file.path):2: pager: needs a command"), "\(run.errorOutput)")
        let settings = try await list()
        #expect(settings["pager"] == "cat (env PAGER)")
    }

    @Test func flagsWinOverOwnVariablesWhichWinOverTheFileWhichWinsOverGenericVariables() async throws {
        try write("theme: light\nttl: 42\nbrowser: file-browser\npager: file-pager\n")
        var settings = try await list(["--theme", "dark", "--ttl", "7"], ["ATOMIC_THEME": "high-contrast"])
        #expect(settings["theme"] == "dark (flag --theme)")
        #expect(settings["ttl"] == "7 (flag --ttl)")
        settings = try await list([], ["ATOMIC_THEME": "high-contrast", "ATOMIC_CACHE_TTL": "9"])
        #expect(settings["theme"] == "high-contrast (env ATOMIC_THEME)")
        #expect(settings["ttl"] == "9 (env ATOMIC_CACHE_TTL)")
        settings = try await list([], ["BROWSER": "generic", "PAGER": "generic-pager"])
        #expect(settings["theme"] == "light (config)")
        #expect(settings["ttl"] == "42 (config)")
        #expect(settings["browser"] == "file-browser (config)")
        #expect(settings["pager"] == "file-pager (config)")
        settings = try await list([], ["GH_BROWSER": "gh-browser", "GH_PAGER": "gh-pager", "BROWSER": "generic"])
        #expect(settings["browser"] == "gh-browser (env GH_BROWSER)")
        #expect(settings["pager"] == "gh-pager (env GH_PAGER)")
        try write("# nothing set\n")
        settings = try await list([], ["BROWSER": "generic", "PAGER": "generic-pager"])
        #expect(settings["theme"] == "dark (default)")
        #expect(settings["ttl"] == "300 (default)")
        #expect(settings["browser"] == "generic (env BROWSER)")
        #expect(settings["pager"] == "generic-pager (env PAGER)")
        #expect(settings["mouse"] == "true (default)")
    }

    @Test func avatarsComeFromTheFlagTheVariableOrTheFileWhichTakesItsOldFlagWords() async throws {
        try write("avatars: false\n")
        var settings = try await list()
        #expect(settings["avatars"] == "off (config)")
        try write("avatars: sixel\n")
        settings = try await list()
        #expect(settings["avatars"] == "sixel (config)")
        settings = try await list([], ["ATOMIC_AVATARS": "kitty"])
        #expect(settings["avatars"] == "kitty (env ATOMIC_AVATARS)")
        settings = try await list(["--avatars=symbols"], ["ATOMIC_AVATARS": "kitty"])
        #expect(settings["avatars"] == "symbols (flag --avatars)")
        try write("avatars: yes\n")
        settings = try await list()
        #expect(settings["avatars"] == "auto (config)")
        try write("# nothing set\n")
        settings = try await list()
        #expect(settings["avatars"] == "auto (default)")

        try write("avatars: pink\n")
        let run = try await atomic(["--demo", "users", "--limit", "1"])
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(
            run.errorOutput.contains("avatars: needs one of auto, symbols, kitty, sixel, off, got \"pink\""),
            "stderr: \(run.errorOutput)")
        let flag = try await atomic(["--demo", "--avatars=pink", "users"])
        #expect(flag.status == 2)
        #expect(flag.errorOutput.contains("--avatars"), "stderr: \(flag.errorOutput)")
    }

    @Test func theFilesGitHubURLIsUsedOnlyWithoutAFlagOrGHHost() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/users", .json(EndToEndFixtures.gitHubUsersJSON(ids: 1...2)))
        try write("github_api_url: \(server.baseURL.absoluteString)\n")
        let run = try await atomic(["users", "--limit", "2"])
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.contains("user1") && run.output.contains("user2"))
        var settings = try await list()
        #expect(settings["github_api_url"] == "\(server.baseURL.absoluteString) (config)")
        settings = try await list([], ["GH_HOST": "ghe.example.com"])
        #expect(settings["github_api_url"] == "https://ghe.example.com/api/v3 (env GH_HOST)")
        settings = try await list(["--github-api-url", "http://127.0.0.1:9"])
        #expect(settings["github_api_url"] == "http://127.0.0.1:9 (flag --github-api-url)")
    }

    @Test func aBadFileIsToldOnceAndTheCommandRunsOnTheDefaults() async throws {
        try write("theme: light\ncolour: red\nttl: soon\nkeys:\n  fly: f\n  open: [enter, x]\n")
        let run = try await atomic(["--demo", "users", "--limit", "1"])
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let shown = "\(file.path)"
        #expect(
            run.errorLines.filter { $0.hasPrefix("warning: \(shown)") } == [
                "warning: \(shown):2: unknown key \"colour\" (did you mean \"colors\"?)",
                "warning: \(shown):3: ttl: needs a whole number of seconds, 0 or more, got \"soon\"",
                "warning: \(shown):5: keys.fly: unknown action \"fly\"",
            ], "stderr: \(run.errorOutput)")
        let settings = try await list()
        #expect(settings["theme"] == "light (config)")
        #expect(settings["ttl"] == "300 (default)")
        #expect(settings["keys.open"] == "enter,x (config)")
    }

    @Test func keysGivenToTwoActionsAreOneProblemAndTheStandardKeys() async throws {
        try write("theme: light\nkeys:\n  open: q\n  quit: q\n")
        let run = try await atomic(["--demo", "users", "--limit", "1"])
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(
            run.errorLines.filter { $0.hasPrefix("warning: \(file.path)") } == [
                "warning: \(file.path):4: keys: \"q\" is bound to both open and quit; the standard keys apply"
            ], "stderr: \(run.errorOutput)")
        // The line is the later action's; config list shows the keys in force, the standard ones.
        let settings = try await list()
        #expect(settings["keys.quit"] == "q,ctrl+c (default)")
        #expect(settings["keys.open"] == "enter,right,l (default)")
    }
}
