import Domain
import Foundation
import TerminalUI
import Testing

@testable import AtomicApp

/// Plain output of very long remote fields: fitted in linear time, shortened with a note past the field limit.
@Suite struct PlainOutputTests {
    static let output = PlainOutput(width: 80, style: TextStyle(isEnabled: false))

    @Test(
        "a field within the limit is shown whole",
        arguments: [0, 1, 160, FieldLimit.maximumCharacters])
    func shortFieldIsWhole(length: Int) {
        let text = String(repeating: "é", count: length)
        #expect(FieldLimit.apply(text) == text)
    }

    @Test(
        "a field past the limit shows its start and how much was left out",
        arguments: [
            (1, "1 more character"), (48_213, "48,213 more characters"), (1_048_576, "1,048,576 more characters"),
        ])
    func longFieldIsShortened(extra: Int, note: String) {
        let text = String(repeating: "x", count: FieldLimit.maximumCharacters + extra)
        #expect(
            FieldLimit.apply(text)
                == String(repeating: "x", count: FieldLimit.maximumCharacters) + " … \(note); see --json")
    }

    @Test("a profile's counts are grouped for people, never in JSON")
    func countsAreGroupedForPeopleOnly() {
        let user = GitHubUserDetail(
            id: 1, login: "octocat", publicRepos: 1_234, publicGists: 8, followers: 9_000, following: 12_345)
        let plain = Self.output.user(user)
        #expect(plain.contains("Followers  9,000\n") && plain.contains("Following  12,345\n"), "\(plain)")
        #expect(plain.contains("Repos      1,234\n"), "\(plain)")
        let json = JSONOutput.render(JSONOutput.UserDetail(user: user), format: .compact)
        #expect(json.contains(#""publicRepos":1234,"publicGists":8,"followers":9000,"following":12345"#), "\(json)")
    }

    @Test("a field that cleaning leaves blank gets no row")
    func blankAfterCleaning() {
        let user = GitHubUserDetail(
            id: 1, login: "octocat", company: "\u{0}\u{1}", location: "\u{1B}[1A\u{1B}[2K", bio: "\u{1B}]0;T\u{07}")
        let text = Self.output.user(user)
        #expect(text == Self.output.user(GitHubUserDetail(id: 1, login: "octocat")))
        #expect(!text.contains("Company"))
        #expect(!text.contains("Location"))
        #expect(text.contains("ID"))
    }

    @Test("a 1 MiB bio with no space is fitted to the width and shortened with a note")
    func hugeBio() {
        let bio = String(repeating: "b", count: 1 << 20)
        let text = Self.output.user(GitHubUserDetail(id: 1, login: "octocat", bio: bio))
        let lines = text.split(separator: "\n")
        #expect(lines.allSatisfy { TextWidth.displayWidth(of: String($0)) <= 80 })
        #expect(text.contains("… 1,044,576 more characters; see --json"))
        #expect(text.filter { $0 == "b" }.count == FieldLimit.maximumCharacters)
    }

    @Test("a 1 MiB post body and comment keep their first lines and end in a note")
    func hugePostBody() {
        let body = String(repeating: "word ", count: (1 << 20) / 5)
        let detail = PostDetail(
            post: Post(id: 1, userId: 2, title: "T", body: body), author: nil,
            comments: [Comment(id: 1, postId: 1, name: "n", email: "e@x.test", body: body)])
        let text = Self.output.post(detail)
        #expect(text.components(separatedBy: "; see --json").count == 3)
        #expect(text.split(separator: "\n").allSatisfy { TextWidth.displayWidth(of: String($0)) <= 80 })
    }

    @Test("a table cell of 1 MiB is cut to the column")
    func hugeTableCell() {
        let login = String(repeating: "l", count: 1 << 20)
        let text = Self.output.users([GitHubUser(id: 1, login: login)])
        #expect(text.split(separator: "\n").allSatisfy { TextWidth.displayWidth(of: String($0)) <= 80 })
        #expect(text.contains("…"))
    }

    @Test(
        "tables and profiles at extreme widths neither trap nor grow without bound",
        arguments: [Int.min, 0, 1, Int.max])
    func extremeWidths(width: Int) {
        let output = PlainOutput(width: width, style: TextStyle(isEnabled: false))
        let users = output.users([GitHubUser(id: Int.max, login: "octocat"), GitHubUser(id: Int.min, login: "x")])
        #expect(users.contains("octoc"))
        #expect(users.utf8.count < 1_000)
        let profile = output.user(GitHubUserDetail(id: 1, login: "octocat", bio: "a short bio"))
        #expect(profile.contains("a short bio") || width <= 1)
    }
}
