import AtomicTestSupport
import Data
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The credentials file shared by real processes (`atomic-credentials-worker`): updates at once lose nothing, and
/// a read-only file system still reads but refuses to write with a typed error. The read-only case mounts the
/// folder read-only in a private mount namespace (`unshare -m`), which needs root, as CI runs; without `unshare`
/// or the privilege it fails, never skips.
@Suite struct CredentialsProcessTests {
    static func worker() throws -> URL {
        try BuildProducts.executable(named: "atomic-credentials-worker", override: "ATOMIC_CREDENTIALS_WORKER")
    }

    static func run(_ executable: URL, _ arguments: [String]) async throws -> ChildProcess.Outcome {
        let process = ChildProcess()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = .nullDevice
        return try await process.runUntilExit()
    }

    @Test func twoProcessesUpdatingAtOnceLoseNothing() async throws {
        let sandbox = try CredentialsSandbox()
        let worker = try Self.worker()
        let path = sandbox.path
        async let left = Self.run(worker, ["add", path, "left", "20"])
        async let right = Self.run(worker, ["add", path, "right", "20"])
        for outcome in try await [left, right] {
            #expect(outcome.status == 0 && outcome.reason == .exit, "\(outcome.errorOutput)")
            #expect(outcome.output == "added 20\n")
        }
        let text = try sandbox.text()
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
        let hosts = try sandbox.file.read()
        #expect(hosts.count == 40)
        for prefix in ["left", "right"] {
            for index in 0..<20 {
                #expect(hosts["\(prefix)-\(index).example.com"]?.token == "token-\(prefix)-\(index)")
            }
        }
        #expect(CredentialsSandbox.mode(path) == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.folderPath).sorted()
        #expect(names == ["credentials.json", "credentials.lock"])
    }

    @Test func aReadOnlyFileSystemStillReadsAndRefusesToWrite() async throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.file.set(SampleCredentials.full, forHost: "github.com")
        try sandbox.file.set(SampleCredentials.minimal("same"), forHost: "ghe.example.com")
        let before = try sandbox.text()
        let secret = "gho_WrittenOnAReadOnlyFileSystem42"
        // In its own mount namespace (private propagation, unshare's default), the shell makes the sandbox a
        // read-only bind mount of itself, then the worker reads, makes an update that changes nothing (which needs
        // no write), and tries to write; the mount ends with them.
        let script = """
            mount --bind "$1" "$1" && mount -o remount,ro,bind "$1" || exit 9
            touch "$1/probe" 2>/dev/null && exit 10
            "$2" read "$3" && "$2" set "$3" ghe.example.com same && exec "$2" set "$3" ghe.example.com "$4"
            """
        let outcome = try await Self.run(
            URL(fileURLWithPath: "/usr/bin/unshare"),
            ["--mount", "sh", "-c", script, "sh", sandbox.root.path, try Self.worker().path, sandbox.path, secret])

        #expect(outcome.status == 1, "status \(outcome.status); stderr: \(outcome.errorOutput)")
        #expect(outcome.output == "hosts 2\nghe.example.com\ngithub.com\nset\n")
        let expected = CredentialsError.cannotWrite(path: sandbox.path, errno: EROFS)
        #expect(outcome.errorOutput == "atomic-credentials-worker: \(expected.message)\n")
        #expect(!outcome.errorOutput.contains(secret))
        #expect(!outcome.errorOutput.contains(SampleCredentials.token))
        // Outside the namespace the folder is writable again and the file is as it was.
        #expect(try sandbox.text() == before)
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("probe").path))
        try sandbox.file.set(SampleCredentials.minimal(), forHost: "a.example.com")
        #expect(try sandbox.file.read().count == 3)
    }

    @Test func aReadOnlyFileSystemWithoutTheFolderReadsNothingAndRefusesToMakeIt() async throws {
        let sandbox = try CredentialsSandbox()
        let script = """
            mount --bind "$1" "$1" && mount -o remount,ro,bind "$1" || exit 9
            "$2" read "$3" && exec "$2" set "$3" ghe.example.com token
            """
        let outcome = try await Self.run(
            URL(fileURLWithPath: "/usr/bin/unshare"),
            ["--mount", "sh", "-c", script, "sh", sandbox.root.path, try Self.worker().path, sandbox.path])

        #expect(outcome.status == 1, "status \(outcome.status); stderr: \(outcome.errorOutput)")
        #expect(outcome.output == "hosts 0\n")
        let expected = CredentialsError.cannotWrite(path: sandbox.folderPath, errno: EROFS)
        #expect(outcome.errorOutput == "atomic-credentials-worker: \(expected.message)\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folderPath))
    }
}
