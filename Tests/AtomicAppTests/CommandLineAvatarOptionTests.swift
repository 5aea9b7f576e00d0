import Domain
import Testing

@testable import AtomicApp

/// `--avatar` belongs to `atomic user`; `COLORTERM` decides whether pictures use 24-bit colour.
@Suite struct CommandLineAvatarOptionTests {
    private func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> Invocation {
        try CommandLineParser(environment: environment).parse(arguments)
    }

    @Test func avatarIsAFlagOfTheUserCommand() throws {
        #expect(try parse(["user", "octocat"]).command == .user(login: GitHubLogin("octocat"), avatar: false))
        #expect(
            try parse(["user", "octocat", "--avatar"]).command == .user(login: GitHubLogin("octocat"), avatar: true))
        #expect(try parse(["--avatar", "user", "octocat"]) == parse(["user", "octocat", "--avatar"]))
        #expect(try parse(["user", "octocat", "--avatar", "--json"]).options.json)
    }

    @Test(arguments: [
        (["users", "--avatar"], "option --avatar only applies to 'atomic user'"),
        (["--avatar"], "option --avatar only applies to 'atomic user'"),
        (["user", "octocat", "--avatar=yes"], "option --avatar takes no value"),
    ])
    func avatarElsewhereIsAUsageError(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try parse(arguments) }
        do {
            _ = try parse(arguments)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func colortermTruecolorOr24bitMeansTrueColour() throws {
        #expect(try parse(["posts"]).options.trueColor == false)
        #expect(try parse(["posts"], environment: ["COLORTERM": "truecolor"]).options.trueColor)
        #expect(try parse(["posts"], environment: ["COLORTERM": "24BIT"]).options.trueColor)
        #expect(try parse(["posts"], environment: ["COLORTERM": "yes"]).options.trueColor == false)
    }

    @Test func helpMentionsTheFlag() {
        #expect(HelpText.text(for: "user").contains("--avatar"))
        #expect(HelpText.general.contains("user LOGIN [--avatar]"))
    }
}
