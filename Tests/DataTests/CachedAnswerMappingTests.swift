import Domain
import Foundation
import Networking
import Persistence
import Testing

@testable import Data

@Suite struct CachedAnswerMappingTests {
    private let fetchedAt = Date(timeIntervalSince1970: 1_767_225_600)

    @Test(arguments: [
        (CacheFreshness.fresh, DataFreshness.fresh),
        (.revalidated, .revalidated),
        (.stale(age: 42.5), .stale(age: 42.5)),
    ])
    func eachCacheFreshnessHasItsDomainTwin(cache: CacheFreshness, domain: DataFreshness) {
        let answer = CachedAnswer(value: 1, freshness: cache, fetchedAt: fetchedAt)

        let fetched = answer.fetched("one")

        #expect(fetched.value == "one")
        #expect(fetched.freshness == domain)
        #expect(fetched.fetchedAt == fetchedAt)
        #expect(fetched.staleReason == nil)
    }

    @Test func aFailedRefreshBecomesTheStaleReasonAboutTheServiceNamed() {
        let answer = CachedAnswer(
            value: 1, freshness: .stale(age: 600), fetchedAt: fetchedAt,
            revalidationError: NetworkError.connectionRefused(host: "127.0.0.1"))

        #expect(
            answer.fetched((), service: .gitHub).staleReason == .cannotConnect(host: "127.0.0.1", service: .gitHub))
        #expect(answer.fetched(()).staleReason == .cannotConnect(host: "127.0.0.1", service: nil))
    }
}
