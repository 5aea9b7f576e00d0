import AtomicLineShell
import Domain
import Foundation
import Presentation
import Testing

/// The accessible line shell driven by typed lines, its output captured: each screen printed once as plain lines,
/// a prompt after it, commands that open, page, filter, go back and quit.
@MainActor @Suite struct LineShellTests {
    @Test func homeListsTheFeaturesNumberedAndThePromptOffersThem() async {
        let fixture = LineShellFixture()
        let text = await fixture.start()
        #expect(text.contains("\nHome\n1. GitHub Users — "))
        #expect(text.contains("\n2. Posts — "))
        #expect(LineShellFixture.prompt(of: text) == "home · number to open, q quit > ")
    }

    @Test func aNumberOpensTheUsersListAPageAtATimeWithItsPrompt() async {
        let fixture = LineShellFixture()
        await fixture.start()
        let text = await fixture.type("1")
        #expect(text.contains("\nHome › Users\n1. user1 #1\n2. user2 #2\n"))
        #expect(text.contains("\n30. user30 #30\n"))
        #expect(!text.contains("31. "))
        #expect(
            LineShellFixture.prompt(of: text)
                == "users 1–30 of many · number to open, n next page, / filter, b back, q quit > ")
        #expect(fixture.shell.stack == [.home, .users(since: nil)])
    }

    @Test func nextPageLoadsMoreAtTheEndAndNumbersGoOn() async {
        let fixture = LineShellFixture(at: .users(since: nil))
        await fixture.start()
        let second = await fixture.type("n")
        #expect(second.contains("\n31. user31 #31\n"))
        #expect(second.contains("\n60. user60 #60\n"))
        #expect(!second.contains("\n30. "))
        #expect(LineShellFixture.prompt(of: second).hasPrefix("users 31–60 of "))
        #expect(await fixture.type("n").hasPrefix("no more users\n"))
        let back = await fixture.type("p")
        #expect(back.contains("\n1. user1 #1\n"))
        #expect(await fixture.type("p").hasPrefix("this is the first page\n"))
    }

    @Test func theEndOfTheListIsCountedOnceKnown() async {
        let fixture = LineShellFixture(at: .users(since: nil), users: PagedUsersRepository(count: 5))
        let text = await fixture.start()
        #expect(text.contains("\n5. user5 #5\n"))
        #expect(LineShellFixture.prompt(of: text) == "users 1–5 of 5 · number to open, / filter, b back, q quit > ")
        #expect(await fixture.type("n").hasPrefix("this is the last page\n"))
    }

    @Test func aFilterKeepsTheMatchingRowsAndSlashAloneShowsAllAgain() async {
        let fixture = LineShellFixture(at: .users(since: nil))
        await fixture.start()
        let text = await fixture.type("/ user2")
        #expect(text.contains("\n1. user2 #2\n2. user20 #20\n"))
        #expect(LineShellFixture.prompt(of: text).hasPrefix("users 1–11 of 11 matching “user2” · "))
        let none = await fixture.type("/zzz")
        #expect(none.contains("Nothing loaded matches “zzz”"))
        #expect(await fixture.type("/").contains("\n30. user30 #30\n"))
    }

    @Test func aProfilePrintsItsFieldsOnLinesAndOffersNoPaging() async {
        let fixture = LineShellFixture(at: .users(since: nil))
        await fixture.start()
        let text = await fixture.type("1")
        #expect(text.contains("\nHome › Users › user1\nFirst User\n@user1\nWrites\nlines.\nCompany: @github\n"))
        #expect(text.contains("\nFollowers: 1,200\n"))
        #expect(LineShellFixture.prompt(of: text) == "user1 · b back, q quit > ")
        #expect(await fixture.type("n").hasPrefix("“n” is not a command here"))
        let back = await fixture.type("b")
        #expect(back.contains("\nHome › Users\n1. user1 #1\n"))
        #expect(fixture.shell.stack == [.home, .users(since: nil)])
    }

    @Test func aPostOffersItsAuthorAndTheAuthorOffersTheirPosts() async {
        let fixture = LineShellFixture(at: .posts)
        let list = await fixture.start()
        #expect(
            list.contains(
                "\n1. sunt aut facere repellat provident occaecati excepturi optio reprehenderit — Leanne Graham · 2 comments\n"
            ))
        let post = await fixture.type("1")
        #expect(post.contains("\nby Leanne Graham (@Bret) <Sincere@april.biz>\n"))
        #expect(post.contains("\nComments (2)\nComment 1: id labore ex et quam laborum <Eliseo@gardner.biz>\n"))
        #expect(LineShellFixture.prompt(of: post) == "post 1 · a author, b back, q quit > ")
        let author = await fixture.type("a")
        #expect(author.contains("\nLeanne Graham\n@Bret\nEmail: "))
        #expect(LineShellFixture.prompt(of: author).contains("p posts"))
        let posts = await fixture.type("p")
        #expect(posts.contains("\n1. sunt aut facere"))
    }

    @Test func helpListsTheCommandsAndUnknownLinesSaySo() async {
        let fixture = LineShellFixture(at: .users(since: nil))
        await fixture.start()
        let help = await fixture.type("?")
        #expect(help.contains("\n  n next page\n"))
        #expect(help.contains("\n  q quit\n"))
        let unknown = await fixture.type("frobnicate")
        #expect(unknown.hasPrefix("“frobnicate” is not a command here; ? lists the commands\n"))
        #expect(await fixture.type("99").hasPrefix("no row 99 here; rows 1–30 are shown\n"))
        #expect(LineShellFixture.prompt(of: await fixture.type("")).hasPrefix("users 1–30 of many · "))
    }

    @Test func backOnHomeStaysAndQuitEndsWithoutPrinting() async {
        let fixture = LineShellFixture()
        await fixture.start()
        #expect(await fixture.type("b").hasPrefix("this is home; q quits\n"))
        #expect(await fixture.shell.send("q") == false)
        #expect(fixture.takeOutput().isEmpty)
    }

    @Test func theEndOfTheInputQuitsAfterEndingThePromptsLine() async {
        let fixture = LineShellFixture(at: .users(since: nil))
        let (input, lines) = AsyncStream<String>.makeStream()
        lines.yield("1")
        lines.finish()
        await fixture.shell.run(input)
        let text = fixture.takeOutput()
        #expect(text.contains("\nFirst User\n"))
        #expect(text.hasSuffix("user1 · b back, q quit > \n"))
    }

    @Test func remoteTextReachesTheOutputWithoutEscapeSequences() async {
        let author = PostAuthor(id: 1, name: "Evil\u{1B}[2J Author", username: "ev\u{1B}]8;;x\u{07}il", email: nil)
        let post = Post(id: 1, userId: 1, title: "red \u{1B}[31mtitle\u{1B}[0m", body: "line one\nline\u{1B}[H two")
        let posts = FakePostsRepository(
            summaries: [PostSummary(post: post, authorName: author.name, commentCount: 0)],
            details: [1: PostDetail(post: post, author: author, comments: [])])
        let fixture = LineShellFixture(at: .posts, posts: posts)
        let list = await fixture.start()
        let detail = await fixture.type("1")
        let text = list + detail
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(list.contains("\n1. red title — Evil Author · 0 comments\n"))
        #expect(detail.contains("\nline one\nline two\n"))
    }

    @Test func aScreenWithoutLineScreensIsLeftAtOnceWithALine() async {
        let fixture = LineShellFixture(features: [GitHubUsersLines.self])
        await fixture.start()
        let text = await fixture.type("2")
        #expect(text == "Posts has no plain-line view; staying here\nhome · number to open, q quit > ")
        #expect(fixture.shell.stack == [.home])
        #expect(await fixture.type("1").contains("\n1. user1 #1\n"))
    }

    @Test func theDemoDataIsNamedOnceAtTheStart() async {
        let fixture = LineShellFixture(demo: true)
        #expect(await fixture.start().hasPrefix("demo data — nothing here is real\n"))
        #expect(!(await fixture.type("1")).contains("demo data — nothing"))
    }

    @Test func aFailedLoadIsPrintedOnceWithRetry() async {
        let users = PagedUsersRepository(count: 60, failsAfter: 0)
        let fixture = LineShellFixture(at: .users(since: nil), users: users)
        let text = await fixture.start()
        #expect(text.contains("r retries"))
        #expect(LineShellFixture.prompt(of: text) == "users · / filter, b back, q quit > ")
        users.heal()
        #expect(await fixture.type("r").contains("\n1. user1 #1\n"))
    }
}
