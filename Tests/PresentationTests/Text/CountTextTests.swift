import Domain
import Presentation
import Testing

@Suite("Counts for people")
struct CountTextTests {
    @Test(
        "numbers are grouped by thousands whatever the locale",
        arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (48_213, "48,213"), (-1_234_567, "-1,234,567")])
    func grouping(number: Int, text: String) {
        #expect(CountText.grouped(number) == text)
    }

    @Test("Int.min, Int.max and other integer types are grouped without trapping")
    func groupingExtremes() {
        #expect(CountText.grouped(Int.max) == "9,223,372,036,854,775,807")
        #expect(CountText.grouped(Int.min) == "-9,223,372,036,854,775,808")
        #expect(CountText.grouped(Int64(1_048_576)) == "1,048,576")
        #expect(CountText.grouped(UInt8(255)) == "255")
    }

    @Test("a count takes the singular for exactly one, the plural otherwise")
    func counted() {
        #expect(CountText.counted(1, "user", "users") == "1 user")
        #expect(CountText.counted(0, "user", "users") == "0 users")
        #expect(CountText.counted(1140, "user", "users") == "1,140 users")
    }

    @Test("the words that carry counts group them: rate limits, request counts, ages")
    func wordsGroupTheirCounts() {
        #expect(
            RateLimitText.describe(RateLimitBudget(remaining: 4999, limit: 5000), now: nil).hasPrefix("4,999 of 5,000"))
        #expect(AgeText.describe(3_000 * 86_400) == "3,000 days")
    }
}
