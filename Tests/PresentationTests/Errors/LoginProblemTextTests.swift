import Domain
import Presentation
import Testing

@Suite("GitHubLogin.Invalid wording")
struct LoginProblemTextTests {
    @Test(
        "each rule a login breaks has its own line",
        arguments: [
            ("", "a login cannot be empty"), ("..", "a login cannot be \".\" or \"..\""),
            ("a/b", "a login cannot contain \"/\""), ("a\u{1B}b", "a login cannot contain control characters"),
        ])
    func message(text: String, expected: String) throws {
        let problem = try #require(GitHubLogin.problem(with: text))
        #expect(problem.message == expected)
    }
}
