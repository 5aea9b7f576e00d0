import Domain
import Foundation
import Testing

@Suite("GitHub logins")
struct GitHubLoginTests {
    @Test(
        "ASCII letters, digits, hyphens and underscores, with an optional [bot], are a login, kept exactly",
        arguments: [
            "octocat", "octocat_acme", "dependabot[bot]", "a-b", "Mona-Lisa", "-old-", "a--b", "x", "0", "_",
            "my-app[bot]", String(repeating: "a", count: 39) + "_acme", String(repeating: "b", count: 100),
        ])
    func valid(text: String) throws {
        #expect(try GitHubLogin(text).rawValue == text)
        #expect(GitHubLogin.problem(with: text) == nil)
    }

    @Test(
        "anything else is refused, naming the first character outside the rule",
        arguments: [
            ("", GitHubLogin.Invalid.empty), ("[bot]", .empty), (".", .disallowedCharacter(".")),
            ("..", .disallowedCharacter(".")), ("Mona.Lisa", .disallowedCharacter(".")),
            ("a/b", .disallowedCharacter("/")), ("x/../y", .disallowedCharacter("/")),
            ("a b", .disallowedCharacter(" ")), ("javascript:alert(1)", .disallowedCharacter(":")),
            ("%41", .disallowedCharacter("%")), ("名前", .disallowedCharacter("名")), ("é", .disallowedCharacter("é")),
            ("a[bot]b", .disallowedCharacter("[")), ("a[bot][bot]", .disallowedCharacter("[")),
            ("a\u{1B}b", .disallowedCharacter("\u{1B}")), ("a\u{0}", .disallowedCharacter("\u{0}")),
            ("a\u{7F}", .disallowedCharacter("\u{7F}")), ("\u{9B}31m", .disallowedCharacter("\u{9B}")),
            ("a\nb", .disallowedCharacter("\n")), ("a\r\nb", .disallowedCharacter("\r\n")),
            ("ａｂ", .disallowedCharacter("ａ")),
        ])
    func invalid(text: String, problem: GitHubLogin.Invalid) {
        #expect(throws: problem) { try GitHubLogin(text) }
    }

    @Test(
        "a typed login loses surrounding white space and one leading @",
        arguments: [(" octocat ", "octocat"), ("@octocat", "octocat"), ("\t@a-b\n", "a-b")])
    func typed(text: String, login: String) throws {
        #expect(try GitHubLogin(typed: text).rawValue == login)
    }

    @Test("only one leading @ is dropped from a typed login")
    func typedTwoAts() {
        #expect(throws: GitHubLogin.Invalid.disallowedCharacter("@")) { try GitHubLogin(typed: "@@x") }
    }

    @Test("a typed login that is nothing but white space or @ is empty")
    func typedEmpty() {
        #expect(throws: GitHubLogin.Invalid.empty) { try GitHubLogin(typed: "  @ ") }
    }

    @Test("a login is a single JSON string, and decoding applies the rule")
    func codable() throws {
        let login = try GitHubLogin("dependabot[bot]")
        let data = try JSONEncoder().encode([login])
        #expect(String(decoding: data, as: UTF8.self) == #"["dependabot[bot]"]"#)
        #expect(try JSONDecoder().decode([GitHubLogin].self, from: data) == [login])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([GitHubLogin].self, from: Data(#"["a b"]"#.utf8))
        }
    }

    @Test("lower case names the same account")
    func lowercased() throws {
        #expect(try GitHubLogin("Octo_Cat[Bot]").lowercased == GitHubLogin("octo_cat[bot]"))
    }
}
