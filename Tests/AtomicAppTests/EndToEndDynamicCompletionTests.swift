import AtomicTestSupport
import Foundation
import Testing

/// `atomic __complete`, which the completion scripts run: logins, post ids and `--json=` fields from the cache
/// alone, opened only to read, and the scripts of bash and fish asking it from a real shell.
@Suite struct EndToEndDynamicCompletionTests {
    private static func server() throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        server.route("/users", .json(EndToEndFixtures.gitHubUsersJSON(ids: [3, 7, 12, 40])))
        return server
    }

    private static func postsServer() throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        server.route(
            "/posts",
            .json(
                #"[{"userId":1,"id":1,"title":"one","body":"b"},{"userId":1,"id":12,"title":"tw\u001b[2Jelve","body":"b"}]"#
            ))
        server.route("/users", .json(#"[{"id":1,"name":"Ada","username":"ada","email":"a@x.test"}]"#))
        server.route("/comments", .json("[]"))
        return server
    }

    /// The names and sizes of every file in `folder`, and their modification times.
    private static func snapshot(_ folder: URL) -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var files: [String: String] = [:]
        for name in names {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            files[name] = "\(attributes?[.size] ?? 0) \(attributes?[.modificationDate] ?? "")"
        }
        return files
    }

    @Test func loginsPostIdsAndFieldsComeFromTheCacheWhichIsLeftAsItWas() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let postsServer = try Self.postsServer()
        defer { postsServer.stop() }
        let sandbox = try EndToEndSandbox()
        let filled = try await sandbox.atomic(["users", "--limit", "4"], gitHub: server, posts: postsServer)
        let posts = try await sandbox.atomic(["posts"], gitHub: server, posts: postsServer)
        #expect(filled.status == 0 && posts.status == 0, "\(filled.errorOutput) \(posts.errorOutput)")
        let before = Self.snapshot(sandbox.cacheDirectory)
        let options = sandbox.options(gitHub: server, posts: postsServer)

        let logins = try await sandbox.atomicExactly(["__complete"] + options + ["user", "user1"])
        let all = try await sandbox.atomicExactly(["__complete"] + options + ["followers", ""])
        let ids = try await sandbox.atomicExactly(["__complete"] + options + ["post", "1"])
        let fields = try await sandbox.atomicExactly(["__complete"] + options + ["users", "--json=id,l"])
        let links = try await sandbox.atomicExactly(["__complete"] + options + ["open", "atomic://users/user4"])
        let bare = try await sandbox.atomicExactly(["__complete"] + options + ["open", "user4"])
        let at = try await sandbox.atomicExactly(["__complete"] + options + ["open", "@user1"])

        #expect(logins.status == 0 && logins.output == "user12\n:4\n", "\(logins.output)\(logins.errorOutput)")
        #expect(all.output == "user12\nuser3\nuser40\nuser7\n:4\n", "\(all.output)")
        // The title's escape sequence is gone before it reaches the shell.
        #expect(ids.output == "1\tone\n12\ttwelve\n:4\n", "\(ids.output)")
        #expect(fields.output == "--json=id,login\n:6\n", "\(fields.output)")
        #expect(links.output == "atomic://users/user40\n:4\n", "\(links.output)")
        #expect(bare.output == "user40\n:4\n", "\(bare.output)")
        #expect(at.output == "@user12\n:4\n", "\(at.output)")
        for run in [logins, all, ids, fields, links, bare, at] {
            #expect(run.errorOutput.isEmpty, "\(run.errorOutput)")
        }
        #expect(Self.snapshot(sandbox.cacheDirectory) == before)
        // The server heard nothing more.
        #expect(server.requestCount(to: "/users") == 1)
    }

    @Test func anotherAPIsUsersAreNotOffered() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.atomic(["users", "--limit", "4"], gitHub: server)

        let other = try await sandbox.atomicExactly(
            [
                "__complete", "--cache-dir", sandbox.cacheDirectory.path, "--github-api-url", "http://127.0.0.1:1",
                "user", "",
            ])

        #expect(other.output == ":4\n", "\(other.output)")
    }

    @Test(arguments: [
        "not a database", "SQLite format 3\u{0}" + String(repeating: "x", count: 200),
    ])
    func aDamagedOrForeignFileOffersNothingAndIsNotMovedAside(contents: String) async throws {
        let sandbox = try EndToEndSandbox()
        try FileManager.default.createDirectory(at: sandbox.cacheDirectory, withIntermediateDirectories: true)
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite")
        try Data(contents.utf8).write(to: database)
        let before = Self.snapshot(sandbox.cacheDirectory)

        let run = try await sandbox.atomicExactly([
            "__complete", "--cache-dir", sandbox.cacheDirectory.path, "user", "",
        ])

        #expect(run.status == 0 && run.output == ":4\n" && run.errorOutput.isEmpty, "\(run.errorOutput)")
        #expect(Self.snapshot(sandbox.cacheDirectory) == before)
        #expect(try Data(contentsOf: database) == Data(contents.utf8))
    }

    @Test func aFolderOthersMayWriteToOffersNothing() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.atomic(["users", "--limit", "4"], gitHub: server)
        let options = sandbox.options(gitHub: server)
        let trusted = try await sandbox.atomicExactly(["__complete"] + options + ["user", ""])
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: sandbox.cacheDirectory.path)
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o700], ofItemAtPath: sandbox.cacheDirectory.path)
        }

        let refused = try await sandbox.atomicExactly(["__complete"] + options + ["user", ""])

        #expect(trusted.output.hasPrefix("user12\n"), "\(trusted.output)")
        #expect(refused.output == ":4\n", "\(refused.output)")
    }

    @Test func withoutACacheFolderNothingIsOfferedAndNothingMade() async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomicExactly([
            "__complete", "--cache-dir", sandbox.cacheDirectory.path, "post", "",
        ])

        #expect(run.status == 0 && run.output == ":4\n", "\(run.output)\(run.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.cacheDirectory.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.home.path).isEmpty)
    }

    @Test func configKeysAreOfferedAfterGetAndSet() async throws {
        let sandbox = try EndToEndSandbox()
        let get = try await sandbox.atomicExactly(["__complete", "config", "get", "colors.s"])
        #expect(
            get.status == 0 && get.output == "colors.status_bar\ncolors.selection\ncolors.secondary\n:4\n",
            "\(get.output)")
        let set = try await sandbox.atomicExactly(["__complete", "config", "set", "keys.qu"])
        #expect(set.output == "keys.quit\n:4\n", "\(set.output)")
        let all = try await sandbox.atomicExactly(["__complete", "config", "get", ""])
        let keys = all.output.split(separator: "\n").dropLast()
        #expect(keys.contains("theme") && keys.contains("avatars") && keys.contains("pager"), "\(all.output)")
        #expect(!keys.contains("keys.*"))
    }

    /// The scripts `atomic completion SHELL` prints, sourced in a real shell that finds the built `atomic` on `PATH`.
    @Test func bashAndFishCompleteLoginsOfTheDemoDataFromTheBuiltBinary() async throws {
        let sandbox = try EndToEndSandbox()
        let folder = try AtomicBinary.executableURL().deletingLastPathComponent().path
        let environment = sandbox.environment(["PATH": "\(folder):/usr/bin:/bin"])
        let bash = """
            source <(atomic completion bash)
            COMP_LINE="atomic --demo user dara-labs-"; COMP_POINT=${#COMP_LINE}
            COMP_WORDS=(atomic --demo user dara-labs-); COMP_CWORD=3; _atomic; echo "${COMPREPLY[*]}"
            COMP_LINE="atomic --demo users --json=id,log"; COMP_POINT=${#COMP_LINE}
            COMP_WORDS=(atomic --demo users --json = id,log); COMP_CWORD=5; COMPREPLY=(); _atomic; echo "${COMPREPLY[*]}"
            """
        let bashRun = try await AtomicBinary.run(
            ["--norc", "--noprofile", "-c", bash], environment: environment, program: URL(fileURLWithPath: "/bin/bash"))
        #expect(bashRun.status == 0, "\(bashRun.errorOutput)")
        #expect(bashRun.output == "dara-labs-0 dara-labs-2093\nid,login\n", "\(bashRun.output)\(bashRun.errorOutput)")

        guard FileManager.default.fileExists(atPath: "/usr/bin/fish") else { return }
        let fish = "atomic completion fish | source; complete -C 'atomic --demo user dara-labs-'"
        let fishRun = try await AtomicBinary.run(
            ["--no-config", "-c", fish], environment: environment, program: URL(fileURLWithPath: "/usr/bin/fish"))
        #expect(fishRun.status == 0, "\(fishRun.errorOutput)")
        #expect(
            fishRun.output.split(separator: "\n").map { $0.split(separator: "\t")[0] } == [
                "dara-labs-0", "dara-labs-2093",
            ])
    }
}
