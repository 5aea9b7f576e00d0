import Domain
import Foundation
import Testing

@Suite("DataFreshness and Fetched")
struct DataFreshnessTests {
    @Test("fresh combined with fresh stays fresh")
    func freshWithFresh() {
        #expect(DataFreshness.fresh.combined(with: .fresh) == .fresh)
    }

    @Test("revalidated beats fresh from either side")
    func revalidatedBeatsFresh() {
        #expect(DataFreshness.fresh.combined(with: .revalidated) == .revalidated)
        #expect(DataFreshness.revalidated.combined(with: .fresh) == .revalidated)
        #expect(DataFreshness.revalidated.combined(with: .revalidated) == .revalidated)
    }

    @Test("stale beats everything and the older age wins")
    func staleWins() {
        #expect(DataFreshness.revalidated.combined(with: .stale(age: 5)) == .stale(age: 5))
        #expect(DataFreshness.stale(age: 5).combined(with: .fresh) == .stale(age: 5))
        #expect(DataFreshness.stale(age: 5).combined(with: .stale(age: 90)) == .stale(age: 90))
        #expect(DataFreshness.stale(age: 90).combined(with: .stale(age: 5)) == .stale(age: 90))
    }

    @Test(
        "combination is commutative and associative",
        arguments: [DataFreshness.fresh, .revalidated, .stale(age: 1), .stale(age: 600)]
    )
    func algebra(first: DataFreshness) {
        let all: [DataFreshness] = [.fresh, .revalidated, .stale(age: 1), .stale(age: 600)]
        for second in all {
            #expect(first.combined(with: second) == second.combined(with: first))
            for third in all {
                #expect(
                    first.combined(with: second).combined(with: third)
                        == first.combined(with: second.combined(with: third)))
            }
        }
    }

    @Test("isStale is true only for stale")
    func isStale() {
        #expect(!DataFreshness.fresh.isStale)
        #expect(!DataFreshness.revalidated.isStale)
        #expect(DataFreshness.stale(age: 0).isStale)
    }

    @Test("map transforms the value and keeps freshness and fetch time")
    func mapKeepsMetadata() {
        let when = Date(timeIntervalSince1970: 1_000)
        let fetched = Fetched(value: [1, 2, 3], freshness: .stale(age: 42), fetchedAt: when)
        let counted = fetched.map { $0.count }
        #expect(counted == Fetched(value: 3, freshness: .stale(age: 42), fetchedAt: when))
    }

    @Test("map passes a typed error through")
    func mapThrows() {
        let fetched = Fetched(value: "x", freshness: .fresh, fetchedAt: nil)
        #expect(throws: DomainError.badData("nope")) {
            _ = try fetched.map { (_: String) throws(DomainError) -> Int in throw .badData("nope") }
        }
    }
}
