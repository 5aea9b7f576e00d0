import AtomicLineShell
import Domain
import Foundation
import Presentation
import Testing

/// The line shell over the users list's window of pages: the numbers count from the list's first row after the
/// window has let go of its first pages, and going back reads them again.
@MainActor @Suite struct LineShellWindowTests {
    @Test func numbersCountFromTheFirstRowPastTheWindowAndBackAgain() async {
        let users = PagedUsersRepository(count: 2_000)
        let fixture = LineShellFixture(at: .users(since: nil), users: users)
        await fixture.start()
        var text = ""
        for _ in 0..<25 { text = await fixture.type("n") }

        #expect(text.contains("\n751. user751 #751\n"))
        #expect(text.contains("\n780. user780 #780\n"))
        #expect(LineShellFixture.prompt(of: text).hasPrefix("users 751–780 of many · "))
        #expect(await fixture.type("5").hasPrefix("no row 5 here; rows 751–780 are shown\n"))

        for _ in 0..<25 { text = await fixture.type("p") }
        #expect(text.contains("\n1. user1 #1\n"))
        #expect(LineShellFixture.prompt(of: text).hasPrefix("users 1–30 of many · "))
        #expect(users.sinceRequests.filter { $0 == 0 }.count == 2, "the first page was let go of and read again")
    }
}
