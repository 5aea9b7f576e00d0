import Domain
import Foundation
import Testing

@Suite("GitHub logins")
struct GitHubLoginTests {
    @Test(
        "any text that fits one path segment is a login, kept exactly",
        arguments: ["octocat", "octocat_acme", "dependabot[bot]", "a-b", "Mona.Lisa", "...", "名前", "a b", "%"])
    func valid(text: String) throws {
        #expect(try GitHubLogin(text).rawValue == text)
        #expect(GitHubLogin.problem(with: text) == nil)
    }

    @Test(
        "what cannot be one path segment is refused with the reason",
        arguments: [
            ("", GitHubLogin.Invalid.empty), (".", .dotSegment), ("..", .dotSegment), ("a/b", .containsSlash),
            ("/", .containsSlash), ("a\u{1B}b", .containsControlCharacter), ("a\u{0}", .containsControlCharacter),
            ("a\u{7F}", .containsControlCharacter), ("\u{9B}31m", .containsControlCharacter),
            ("a\nb", .containsControlCharacter),
        ])
    func invalid(text: String, problem: GitHubLogin.Invalid) {
        #expect(throws: problem) { try GitHubLogin(text) }
    }

    @Test(
        "a typed login loses surrounding white space and one leading @",
        arguments: [(" octocat ", "octocat"), ("@octocat", "octocat"), ("\t@a-b\n", "a-b"), ("@@x", "@x")])
    func typed(text: String, login: String) throws {
        #expect(try GitHubLogin(typed: text).rawValue == login)
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
            try JSONDecoder().decode([GitHubLogin].self, from: Data(#"[".."]"#.utf8))
        }
    }

    @Test("lower case names the same account")
    func lowercased() throws {
        #expect(try GitHubLogin("Octo_Cat[Bot]").lowercased == GitHubLogin("octo_cat[bot]"))
    }
}
