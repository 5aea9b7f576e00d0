import Presentation
import Testing

@testable import AtomicShell

@Suite struct ListTextsTests {
    @Test func oneLoadedItemTakesTheSingular() {
        #expect(ListTexts.count(shown: 1, loaded: 1, noun: "users", singular: "user", phase: .content) == "1 user")
    }

    @Test func otherCountsTakeThePlural() {
        #expect(ListTexts.count(shown: 30, loaded: 30, noun: "users", singular: "user", phase: .content) == "30 users")
        #expect(ListTexts.count(shown: 0, loaded: 0, noun: "posts", singular: "post", phase: .empty) == "0 posts")
    }

    @Test func aFilterShowsHowManyOfTheLoadedItems() {
        #expect(
            ListTexts.count(shown: 1, loaded: 30, noun: "users", singular: "user", phase: .content) == "1 of 30 users")
        #expect(ListTexts.count(shown: 0, loaded: 1, noun: "posts", singular: "post", phase: .content) == "0 of 1 post")
    }

    @Test func countsAreGroupedByThousands() {
        #expect(
            ListTexts.count(shown: 1140, loaded: 1140, noun: "users", singular: "user", phase: .content)
                == "1,140 users")
        #expect(
            ListTexts.count(shown: 1002, loaded: 2400, noun: "users", singular: "user", phase: .content)
                == "1,002 of 2,400 users")
    }

    @Test func nothingBeforeTheFirstLoadEnds() {
        #expect(ListTexts.count(shown: 0, loaded: 0, noun: "users", singular: "user", phase: .loading).isEmpty)
    }
}
