import AtomicTestSupport
import Data
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The credentials file as one process sees it: where it is, its shape, its modes, and what it keeps.
@Suite struct CredentialsFileTests {
    @Test func theLocationFollowsXDGConfigHomeThenHome() {
        #expect(
            CredentialsFile.url(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/u"])?.path
                == "/x/config/atomic/credentials.json")
        #expect(
            CredentialsFile.url(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"])?.path
                == "/home/u/.config/atomic/credentials.json")
        #expect(
            CredentialsFile.url(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/u"])?.path
                == "/home/u/.config/atomic/credentials.json")
        #expect(CredentialsFile.url(environment: [:]) == nil)
        #expect(CredentialsFile.url(environment: ["HOME": ""]) == nil)
        #expect(CredentialsFile.url(environment: ["HOME": "home/u", "XDG_CONFIG_HOME": "config"]) == nil)
    }

    @Test func hostKeysAreLowerCasedHostsWithAnOptionalPort() {
        #expect(CredentialsFile.hostKey("GitHub.com") == "github.com")
        #expect(CredentialsFile.hostKey("ghe.example.com") == "ghe.example.com")
        #expect(CredentialsFile.hostKey("127.0.0.1:8080") == "127.0.0.1:8080")
        #expect(CredentialsFile.hostKey("[::1]:8080") == "[::1]:8080")
        #expect(CredentialsFile.hostKey("[::1]") == "[::1]")
        for bad in [
            "", "https://github.com", "github.com/", "git hub.com", "github.com:", "github.com:0",
            "github.com:65536", "github.com:080", ":8080", ".github.com", "a..b", "[::1", "[]", "[::1]x", "[ａ::1]",
            "[::g]", "gïthub.com",
            "github.com\n",
        ] {
            #expect(CredentialsFile.hostKey(bad) == nil, "\(bad.debugDescription)")
        }
    }

    @Test func aMissingFileOrFolderReadsAsNoCredentialsAndMakesNothing() throws {
        let sandbox = try CredentialsSandbox()
        #expect(try sandbox.file.read().isEmpty)
        #expect(try sandbox.file.credential(forHost: "github.com") == nil)
        #expect(!FileManager.default.fileExists(atPath: sandbox.folderPath))
        try sandbox.makeFolder()
        #expect(try sandbox.file.read().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folderPath).isEmpty)
    }

    @Test func everyFieldSurvivesAWriteAndARead() throws {
        let sandbox = try CredentialsSandbox()
        let minimal = SampleCredentials.minimal("ghp_other")
        try sandbox.file.update { (hosts: inout [String: StoredCredential]) throws(CredentialsError) in
            hosts["github.com"] = SampleCredentials.full
            hosts["127.0.0.1:8080"] = minimal
        }
        #expect(try sandbox.file.read() == ["github.com": SampleCredentials.full, "127.0.0.1:8080": minimal])
        #expect(try sandbox.file.credential(forHost: "GITHUB.COM") == SampleCredentials.full)
        #expect(try CredentialsFile(url: sandbox.fileURL).credential(forHost: "127.0.0.1:8080") == minimal)
        #expect(try sandbox.file.credential(forHost: "127.0.0.1:8081") == nil)
    }

    /// The exact text written, which is the documented, stable shape.
    @Test func theFileHasTheDocumentedShape() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.file.update { (hosts: inout [String: StoredCredential]) throws(CredentialsError) in
            hosts["github.com"] = SampleCredentials.full
            hosts["ghe.example.com"] = SampleCredentials.minimal("ghp_enterprise")
        }
        let expected = """
            {
              "hosts" : {
                "ghe.example.com" : {
                  "api_url" : "https://ghe.example.com/api/v3",
                  "token" : "ghp_enterprise"
                },
                "github.com" : {
                  "api_url" : "https://api.github.com",
                  "client_id" : "Iv1.0123456789abcdef",
                  "expires_at" : "2027-01-15T08:00:00Z",
                  "login" : "octocat",
                  "refresh_token" : "\(SampleCredentials.refreshToken)",
                  "refresh_token_expires_at" : "2027-07-07T22:40:00Z",
                  "scopes" : "repo, read:org",
                  "token" : "\(SampleCredentials.token)",
                  "web_url" : "https://github.com"
                }
              },
              "version" : 1
            }

            """
        #expect(try sandbox.text() == expected)
    }

    @Test func datesAreKeptToTheSecondAndReadWithFractionsOrOffsets() throws {
        let sandbox = try CredentialsSandbox()
        var credential = SampleCredentials.minimal()
        credential.expiresAt = Date(timeIntervalSince1970: 1_800_000_000.75)
        try sandbox.file.set(credential, forHost: "ghe.example.com")
        #expect(
            try sandbox.file.credential(forHost: "ghe.example.com")?.expiresAt
                == Date(timeIntervalSince1970: 1_800_000_000))

        try sandbox.write(
            #"{"version": 1, "hosts": {"a.example.com": {"token": "t", "api_url": "https://a.example.com/api/v3","#
                + #" "expires_at": "2027-01-15T08:00:00.500Z", "refresh_token_expires_at": null}}}"#)
        let read = try #require(try sandbox.file.credential(forHost: "a.example.com"))
        #expect(read.expiresAt == Date(timeIntervalSince1970: 1_800_000_000.5))
        #expect(read.refreshTokenExpiresAt == nil)
    }

    @Test func aWriteLeavesTheFile0600InA0700FolderAndNoTemporaryFile() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.file.set(SampleCredentials.full, forHost: "github.com")
        #expect(CredentialsSandbox.mode(sandbox.path) == 0o600)
        #expect(CredentialsSandbox.mode(sandbox.folderPath) == 0o700)
        try sandbox.file.set(SampleCredentials.minimal(), forHost: "ghe.example.com")
        #expect(CredentialsSandbox.mode(sandbox.path) == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.folderPath).sorted()
        #expect(names == ["credentials.json", "credentials.lock"])
        #expect(CredentialsSandbox.mode(sandbox.folder.appendingPathComponent("credentials.lock").path) == 0o600)
    }

    @Test func aMissingConfigFolderIsMade0700AndAnExistingOneKeepsItsMode() throws {
        let sandbox = try CredentialsSandbox()
        let home = sandbox.root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
        let url = try #require(CredentialsFile.url(environment: ["HOME": home.path]))
        try CredentialsFile(url: url).set(SampleCredentials.full, forHost: "github.com")
        #expect(CredentialsSandbox.mode(home.appendingPathComponent(".config").path) == 0o700)
        #expect(CredentialsSandbox.mode(home.appendingPathComponent(".config/atomic").path) == 0o700)
        #expect(CredentialsSandbox.mode(url.path) == 0o600)

        let otherHome = sandbox.root.appendingPathComponent("other")
        let config = otherHome.appendingPathComponent(".config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try CredentialsSandbox.check(chmod(config.path, 0o755), "chmod")
        let otherURL = try #require(CredentialsFile.url(environment: ["HOME": otherHome.path]))
        try CredentialsFile(url: otherURL).set(SampleCredentials.full, forHost: "github.com")
        #expect(CredentialsSandbox.mode(config.path) == 0o755)
        #expect(CredentialsSandbox.mode(config.appendingPathComponent("atomic").path) == 0o700)
    }

    @Test func aHomeThatDoesNotExistIsNotMade() throws {
        let sandbox = try CredentialsSandbox()
        let home = sandbox.root.appendingPathComponent("missing-home")
        let url = try #require(CredentialsFile.url(environment: ["HOME": home.path]))
        #expect(throws: CredentialsError.folderParentMissing(path: url.deletingLastPathComponent().path)) {
            try CredentialsFile(url: url).set(SampleCredentials.full, forHost: "github.com")
        }
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }

    @Test func removingTheLastHostRemovesTheFile() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.file.set(SampleCredentials.full, forHost: "github.com")
        try sandbox.file.set(SampleCredentials.minimal(), forHost: "ghe.example.com")
        try sandbox.file.set(nil, forHost: "github.com")
        #expect(try sandbox.file.read().keys.sorted() == ["ghe.example.com"])
        try sandbox.file.set(nil, forHost: "ghe.example.com")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path))
        #expect(try sandbox.file.read().isEmpty)
    }

    @Test func updateReturnsWhatItsBodyReturnsAndAnUnchangedMapIsNotWritten() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.file.set(SampleCredentials.full, forHost: "github.com")
        let before = try sandbox.text()
        // A file another program wrote with other spacing stays byte for byte when nothing changes.
        try sandbox.write(before.replacingOccurrences(of: "\n", with: "\n\n"))
        let spaced = try sandbox.text()
        let login = try sandbox.file.update { (hosts: inout [String: StoredCredential]) throws(CredentialsError) in
            hosts["github.com"]?.login
        }
        #expect(login == "octocat")
        #expect(try sandbox.text() == spaced)
    }

    @Test func anErrorFromTheBodyWritesNothing() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.file.set(SampleCredentials.full, forHost: "github.com")
        let before = try sandbox.text()
        let refusal = CredentialsError.refusedToWrite(path: sandbox.path, reason: "the body gave up")
        #expect(throws: refusal) {
            try sandbox.file.update { (hosts: inout [String: StoredCredential]) throws(CredentialsError) in
                hosts.removeAll()
                throw refusal
            }
        }
        #expect(try sandbox.text() == before)
    }

    @Test func unknownKeysAreKeptThroughAnUpdate() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.write(
            #"{"version": 1, "note": {"by": "a newer atomic", "n": [1, 2.5, true, null]}, "hosts": {"#
                + #""github.com": {"token": "t1", "api_url": "https://api.github.com", "future": "kept"}}}"#)
        let read = try #require(try sandbox.file.credential(forHost: "github.com"))
        #expect(read != SampleCredentials.minimal("t1", apiURL: "https://api.github.com"))
        try sandbox.file.set(SampleCredentials.minimal(), forHost: "ghe.example.com")
        let written = try JSONSerialization.jsonObject(with: Data(try sandbox.text().utf8)) as? [String: Any]
        let note = try #require(written?["note"] as? [String: Any])
        #expect(note["by"] as? String == "a newer atomic")
        #expect((note["n"] as? [Any])?.count == 4)
        let hosts = try #require(written?["hosts"] as? [String: [String: Any]])
        #expect(hosts["github.com"]?["future"] as? String == "kept")
        #expect(try sandbox.file.credential(forHost: "github.com") == read)
    }

    @Test func entriesTheFileMustNotHoldAreNotWritten() throws {
        let sandbox = try CredentialsSandbox()
        try sandbox.file.set(SampleCredentials.full, forHost: "github.com")
        let before = try sandbox.text()
        let cases: [(String, StoredCredential, String)] = [
            ("GitHub.com", SampleCredentials.minimal(), "a host is not a lower-cased host name with an optional port"),
            ("a.example.com", SampleCredentials.minimal(""), "a host entry's token is empty"),
            (
                "a.example.com", SampleCredentials.minimal("gho_secret\nX-Injected: 1"),
                "a host entry's token has a line break or another control character"
            ),
            (
                "a.example.com", SampleCredentials.minimal(apiURL: "ftp://a.example.com"),
                "a host entry's api_url is not an absolute http or https address without a user"
            ),
            (
                "a.example.com", SampleCredentials.minimal(apiURL: "https://user:pass@a.example.com"),
                "a host entry's api_url is not an absolute http or https address without a user"
            ),
        ]
        for (host, credential, reason) in cases {
            #expect(throws: CredentialsError.refusedToWrite(path: sandbox.path, reason: reason)) {
                try sandbox.file.set(credential, forHost: host)
            }
        }
        #expect(try sandbox.text() == before)
    }

    @Test func tokensNeverShowInDescriptions() throws {
        var credential = SampleCredentials.full
        credential.scopes = nil
        for text in [
            String(describing: credential), String(reflecting: credential), "\(credential)",
            String(describing: SampleCredentials.full),
            {
                var out = ""
                dump(SampleCredentials.full, to: &out)
                return out
            }(),
            String(describing: ["github.com": SampleCredentials.full]),
        ] {
            #expect(!text.contains(SampleCredentials.token), "\(text)")
            #expect(!text.contains(SampleCredentials.refreshToken), "\(text)")
            #expect(!text.contains("gho_"), "\(text)")
            #expect(text.contains("redacted"), "\(text)")
        }
        #expect(String(describing: SampleCredentials.full).contains("login: octocat"))
        #expect(String(describing: SampleCredentials.minimal()).contains("refresh_token: none"))
    }

    @Test func anUpdateWaitsForTheLockOnlyUpToItsTimeout() throws {
        let sandbox = try CredentialsSandbox(lockTimeout: .milliseconds(300))
        try sandbox.file.set(SampleCredentials.full, forHost: "github.com")
        let lockPath = sandbox.folder.appendingPathComponent("credentials.lock").path
        let held = open(lockPath, O_RDWR | O_CLOEXEC)
        try #require(held >= 0)
        defer { close(held) }
        try #require(flock(held, LOCK_EX) == 0)

        let started = ContinuousClock.now
        let error = CredentialsError.lockTimedOut(path: lockPath, timeout: .milliseconds(300))
        #expect(throws: error) {
            try sandbox.file.set(SampleCredentials.minimal(), forHost: "ghe.example.com")
        }
        let waited = ContinuousClock.now - started
        #expect(waited >= .milliseconds(300) && waited < .seconds(5), "\(waited)")
        #expect(
            error.message
                == "\(lockPath) stayed locked by another atomic process for 300 ms; try again once it has finished")
        // Reading never takes the lock.
        #expect(try sandbox.file.read().keys.sorted() == ["github.com"])
        flock(held, LOCK_UN)
        try sandbox.file.set(SampleCredentials.minimal(), forHost: "ghe.example.com")
        #expect(try sandbox.file.read().count == 2)
    }

    @Test func twoThreadsUpdatingAtOnceLoseNothing() async throws {
        let sandbox = try CredentialsSandbox()
        let url = sandbox.fileURL
        let failures = await withTaskGroup(of: [String].self) { group in
            for prefix in ["left", "right"] {
                group.addTask {
                    await BuildProducts.onOwnThread {
                        let file = CredentialsFile(url: url)
                        var failures: [String] = []
                        for index in 0..<20 {
                            do throws(CredentialsError) {
                                try file.set(
                                    SampleCredentials.minimal("t-\(prefix)-\(index)"),
                                    forHost: "\(prefix)-\(index).example.com")
                            } catch {
                                failures.append(error.message)
                            }
                        }
                        return failures
                    }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty)
        let hosts = try sandbox.file.read()
        #expect(hosts.count == 40)
        for prefix in ["left", "right"] {
            for index in 0..<20 {
                #expect(hosts["\(prefix)-\(index).example.com"]?.token == "t-\(prefix)-\(index)")
            }
        }
    }
}
