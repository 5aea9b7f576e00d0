import Foundation
import Testing

@testable import Data

/// `gh auth token` as the token order's last step, with a `gh` script of the test's own on `PATH`.
@Suite("gh auth token")
struct GhAuthTokenTests {
    /// A folder holding a `gh` that runs `script` (a POSIX shell body), and the environment that finds it.
    static func fakeGh(_ script: String) throws -> (folder: URL, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gh = folder.appendingPathComponent("gh")
        try Data("#!/bin/sh\n\(script)\n".utf8).write(to: gh)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gh.path)
        return (folder, ["PATH": "\(folder.path):/usr/bin:/bin"])
    }

    @Test("a token gh prints is used, asked for the host by name")
    func printsAToken() throws {
        let (folder, environment) = try Self.fakeGh(
            #"[ "$1 $2 $3 $4" = "auth token --hostname ghe.example.com" ] && echo gho_16C7e42F292c6912E7710c8 || exit 4"#
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            GhAuthToken(environment: environment).token(forHost: "ghe.example.com")
                == .token("gho_16C7e42F292c6912E7710c8"))
        #expect(GhAuthToken(environment: environment).token(forHost: "github.com") == GhAuthToken.Outcome.none)
    }

    @Test("a token ending in a Windows line break is the token")
    func crlf() throws {
        let (folder, environment) = try Self.fakeGh(#"printf 'gho_abc\r\n'"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(GhAuthToken(environment: environment).token(forHost: "github.com") == .token("gho_abc"))
    }

    @Test(
        "what is not one line of a token is refused; nothing printed or a failure is no token",
        arguments: [
            (#"printf 'gho_abc\ngho_def\n'"#, GhAuthToken.Outcome.refused),
            (#"printf 'gho abc\n'"#, .refused), (#"printf 'gho_\033[2J\n'"#, .refused),
            ("head -c 100000 /dev/zero | tr '\\0' a", .refused), ("exit 0", .none), ("echo gho_abc; exit 1", .none),
        ])
    func badOutput(script: String, expected: GhAuthToken.Outcome) throws {
        let (folder, environment) = try Self.fakeGh(script)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(GhAuthToken(environment: environment).token(forHost: "github.com") == expected)
    }

    @Test("a gh that hangs is stopped after the time-out")
    func hangingGhIsStopped() throws {
        let (folder, environment) = try Self.fakeGh("exec sleep 60")
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = Date()
        #expect(GhAuthToken(environment: environment, timeout: 0.3).token(forHost: "github.com") == .timedOut)
        // Bounded: the step returns instead of waiting for the minute (no figure is asserted but the bound).
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test("ATOMIC_NO_GH_TOKEN=1 and a PATH without gh ask nothing")
    func notAsked() throws {
        let (folder, environment) = try Self.fakeGh("echo gho_abc")
        defer { try? FileManager.default.removeItem(at: folder) }
        var off = environment
        off["ATOMIC_NO_GH_TOKEN"] = "1"
        #expect(GhAuthToken(environment: off).token(forHost: "github.com") == .notAsked)
        #expect(GhAuthToken(environment: ["PATH": "/nonexistent"]).token(forHost: "github.com") == .notAsked)
        #expect("\(GhAuthToken.Outcome.token("gho_secret"))" == "token(<redacted>)")
    }
}
