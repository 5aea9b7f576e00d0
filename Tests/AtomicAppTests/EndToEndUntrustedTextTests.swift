import AtomicTestSupport
import Foundation
import Testing

/// The demo's hostile profiles, end to end: neither plain nor JSON output carries a raw escape, C1 or
/// bidirectional control; joined emoji survive; JSON still decodes to the original text.
@Suite struct EndToEndUntrustedTextTests {
    static let hostileLogins = ["mallory-escapes", "family-account", "reversed-text"]

    /// Raw scalars a terminal acts on, hidden characters included; a line feed ends lines and is allowed.
    static func unsafeInPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200B, 0x200C, 0x200E, 0x200F, 0x2028...0x202E, 0x2060,
            0x2066...0x2069, 0xFEFF:
            true
        default: false
        }
    }

    /// Raw scalars that `--json` must escape.
    static func unsafeInJSON(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    @Test("plain output of a hostile profile carries no control", arguments: hostileLogins)
    func plainIsClean(login: String) async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["--demo", "user", login])
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        #expect(run.output.contains(login))
        let unsafe = run.output.unicodeScalars.filter(Self.unsafeInPlain).map(\.value)
        #expect(unsafe.isEmpty, "raw controls: \(unsafe)")
    }

    @Test("joined emoji survive in plain output; hidden characters do not; a carriage return leaves a space")
    func joinedEmojiSurvive() async throws {
        let sandbox = try EndToEndSandbox()
        let family = try await sandbox.atomic(["--demo", "user", "family-account"])
        #expect(family.output.contains("👩‍👩‍👧‍👦 Family Account"))
        let reversed = try await sandbox.atomic(["--demo", "user", "reversed-text"])
        #expect(reversed.output.contains("Zerowidthspaces, tabs and a carriage return."))
    }

    @Test(
        "JSON output of a hostile profile escapes controls and decodes to the original text", arguments: hostileLogins)
    func jsonIsEscaped(login: String) async throws {
        let sandbox = try EndToEndSandbox()
        let run = try await sandbox.atomic(["--demo", "user", login, "--json"])
        #expect(run.status == 0, "stderr: \(run.errorOutput)")
        let unsafe = run.output.unicodeScalars.filter(Self.unsafeInJSON).map(\.value)
        #expect(unsafe.isEmpty, "raw controls: \(unsafe)")
        let profile = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(profile["login"] as? String == login)
        if login == "mallory-escapes" {
            #expect(profile["name"] as? String == "Mallory \u{1B}[31mRed\u{1B}[0m")
            #expect((profile["bio"] as? String)?.contains("\u{1B}]0;pwned\u{07}") == true)
        }
        if login == "reversed-text" {
            #expect(run.output.contains(#"\u202etxet desrever\u202c"#))
        }
    }

    /// A profile whose name, company and bio carry each kind of invisible character, and the visible sequences
    /// that hold some of them.
    static let inkName = "Ann\u{AD}a\u{2062} Lee\u{115F}\u{3164}"
    static let inkCompany = "Acme\u{E0001}\u{E0068}\u{E0069}\u{E0064}\u{E0065}\u{E007F}\u{FFA0} Ltd"
    static let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
    static let inkBio = "From \(england) with ❤\u{FE0F} and 👩\u{200D}👩\u{200D}👧; total \u{600}١٢\u{2061}\u{1160}."

    @Test("invisible characters from the server are removed from plain output and escaped in JSON")
    func invisibleCharactersFromTheServer() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let profile: [String: Any] = [
            "login": "ink", "id": 7, "name": Self.inkName, "company": Self.inkCompany, "bio": Self.inkBio,
            "public_repos": 1, "public_gists": 0, "followers": 2, "following": 3,
            "created_at": "2011-01-25T18:44:36Z", "html_url": "https://github.com/ink",
        ]
        server.route(
            "/users/ink",
            TestResponse(
                status: 200, headers: [("Content-Type", "application/json")],
                body: try JSONSerialization.data(withJSONObject: profile)))
        let sandbox = try EndToEndSandbox()

        let plain = try await sandbox.atomic(["user", "ink"], gitHub: server)
        #expect(plain.status == 0, "stderr: \(plain.errorOutput)")
        #expect(plain.output.contains("Anna Lee"), "\(plain.output)")
        #expect(plain.output.contains("Acme Ltd"), "\(plain.output)")
        #expect(plain.output.contains("From \(Self.england) with ❤\u{FE0F} and 👩\u{200D}👩\u{200D}👧; total \u{600}١٢."))
        let kept: Set<UInt32> = [0x200D, 0xFE0F, 0xE0067, 0xE0062, 0xE0065, 0xE006E, 0xE007F]
        let hidden = plain.output.unicodeScalars.map(\.value).filter { value in
            guard let scalar = Unicode.Scalar(value) else { return false }
            return (scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .format)
                && !kept.contains(value) && value != 0x600
        }
        #expect(hidden.isEmpty, "hidden characters in plain output: \(hidden)")

        let json = try await sandbox.atomic(["user", "ink", "--json"], gitHub: server)
        #expect(json.status == 0, "stderr: \(json.errorOutput)")
        #expect(json.output.contains(#"Ann\u00ada\u2062 Lee\u115f\u3164"#), "\(json.output)")
        #expect(json.output.contains(#"Acme\udb40\udc01\udb40\udc68"#), "\(json.output)")
        #expect(json.output.contains(#"❤\ufe0f and 👩\u200d👩\u200d👧"#), "\(json.output)")
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(decoded["name"] as? String == Self.inkName)
        #expect(decoded["company"] as? String == Self.inkCompany)
        #expect(decoded["bio"] as? String == Self.inkBio)
    }
}
