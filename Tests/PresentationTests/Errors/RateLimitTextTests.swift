import Domain
import Foundation
import Presentation
import Testing

@Suite struct RateLimitTextTests {
    private let now = Date(timeIntervalSince1970: 1_767_225_600)

    @Test func aBudgetInWords() {
        let reset = now.addingTimeInterval(14 * 3_600 + 5 * 60)
        #expect(
            RateLimitText.describe(RateLimitBudget(remaining: 58, limit: 60, resetAt: reset), now: now)
                == "58 of 60 GitHub requests left · resets 14:05 UTC")
        #expect(
            RateLimitText.describe(RateLimitBudget(remaining: 0, limit: 60), now: now) == "0 of 60 GitHub requests left"
        )
    }

    @Test func onlyALowBudgetThatIsNotSpentIsWarnedAbout() {
        let reset = now.addingTimeInterval(1_800)
        #expect(
            RateLimitText.lowBudgetWarning(RateLimitBudget(remaining: 9, limit: 60, resetAt: reset), now: now)
                == "9 of 60 GitHub requests left until 00:30 UTC; set GH_TOKEN or GITHUB_TOKEN for a larger allowance")
        #expect(
            RateLimitText.lowBudgetWarning(RateLimitBudget(remaining: 1, limit: 60), now: nil)
                == "1 of 60 GitHub requests left; set GH_TOKEN or GITHUB_TOKEN for a larger allowance")
        #expect(RateLimitText.lowBudgetWarning(RateLimitBudget(remaining: 10, limit: 60), now: now) == nil)
        #expect(RateLimitText.lowBudgetWarning(RateLimitBudget(remaining: 0, limit: 60), now: now) == nil)
    }
}

@Suite("Rate-limit text with a reset already past")
struct RateLimitTextPastResetTests {
    @Test("a reset time already past is left out")
    func pastResetIsLeftOut() {
        let now = Date(timeIntervalSince1970: 1_767_225_600)
        let budget = RateLimitBudget(remaining: 3, limit: 60, resetAt: now.addingTimeInterval(-60))
        #expect(RateLimitText.describe(budget, now: now) == "3 of 60 GitHub requests left")
        #expect(
            RateLimitText.lowBudgetWarning(budget, now: now)
                == "3 of 60 GitHub requests left; set GH_TOKEN or GITHUB_TOKEN for a larger allowance")
    }
}

@Suite("Rate-limit text of the search budget")
struct RateLimitTextSearchTests {
    @Test("search's 10 or 30 a minute are low below a tenth, and named; core's threshold stays 10")
    func searchIsLowBelowATenth() {
        let search = { (remaining: Int, limit: Int) in
            RateLimitBudget(remaining: remaining, limit: limit, resource: .search)
        }
        // Without a token every search leaves fewer than 10: none of them is low.
        #expect((0...10).allSatisfy { !RateLimitText.isLow(search($0, 10)) })
        #expect(RateLimitText.isLow(search(2, 30)) && !RateLimitText.isLow(search(3, 30)))
        #expect(RateLimitText.isLow(RateLimitBudget(remaining: 9, limit: 60)))
        #expect(RateLimitText.describe(search(8, 10), now: nil) == "8 of 10 GitHub search requests left")
    }
}
