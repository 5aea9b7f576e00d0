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
}
