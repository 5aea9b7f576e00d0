import Domain
import Presentation
import Testing

@Suite("GitHubLogin.Invalid wording")
struct LoginProblemTextTests {
    @Test(
        "each problem is one line naming the rule and the character outside it, escaped when it is a control",
        arguments: [
            ("", "a login cannot be empty"),
            ("..", "a login has only ASCII letters, digits, \"-\" and \"_\", not \".\""),
            ("a b", "a login has only ASCII letters, digits, \"-\" and \"_\", not \" \""),
            ("a\u{1B}b", "a login has only ASCII letters, digits, \"-\" and \"_\", not \"\\u{1B}\""),
        ])
    func message(text: String, expected: String) throws {
        let problem = try #require(GitHubLogin.problem(with: text))
        #expect(problem.message == expected)
    }
}
