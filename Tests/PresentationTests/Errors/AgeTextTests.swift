import Foundation
import Presentation
import Testing

@Suite struct AgeTextTests {
    @Test func agesAreShortAndHuman() {
        for extreme in [Double(Int64.max), 1e308, .infinity] {
            #expect(AgeText.describe(extreme) == "36,500 days")
        }
        for nothing in [Double(Int64.min), -1e19, -1, .nan, -.infinity] {
            #expect(AgeText.describe(nothing) == "0 s")
        }
        #expect(AgeText.describe(45) == "45 s")
        #expect(AgeText.describe(12 * 60 + 59) == "12 min")
        #expect(AgeText.describe(3 * 3600) == "3 h")
        #expect(AgeText.describe(86_400) == "1 day")
        #expect(AgeText.describe(3 * 86_400) == "3 days")
    }
}
