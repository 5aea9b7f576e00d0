import Domain
import Foundation
import Presentation
import Testing

@Suite struct FetchedWarningTests {
    private static let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func freshDataHasNoWarning() {
        #expect(FetchedWarning.stale(Fetched(value: 1, freshness: .fresh, fetchedAt: Self.now), now: Self.now) == nil)
        let list = Fetched(value: UserListSummary(count: 30, next: nil), freshness: .fresh, fetchedAt: Self.now)
        #expect(FetchedWarning.list(list, now: Self.now) == nil)
    }

    @Test func staleDataSaysWhyAndHowOld() {
        let offline = Fetched(value: 1, freshness: .stale(age: 300), fetchedAt: nil, staleReason: .offline)
        #expect(FetchedWarning.stale(offline, now: Self.now) == "offline, showing data cached 5 min ago")
        let refused = Fetched(
            value: 1, freshness: .stale(age: 7_200), fetchedAt: nil,
            staleReason: .cannotConnect(host: "127.0.0.1:8080", service: nil))
        #expect(
            FetchedWarning.stale(refused, now: Self.now)
                == "could not connect to 127.0.0.1:8080, showing data cached 2 h ago")
    }

    @Test func aCompleteListWarnsOnlyThatItIsStale() {
        let list = Fetched(
            value: UserListSummary(count: 30, next: nil), freshness: .stale(age: 45), fetchedAt: nil,
            staleReason: .offline)
        #expect(FetchedWarning.list(list, now: Self.now) == "offline, showing data cached 45 s ago")
    }

    @Test func anIncompleteListSaysHowManyUsersAreShownAndWhyTheRestIsMissing() {
        let cached = Fetched(
            value: UserListSummary(count: 1, next: nil, isIncomplete: true), freshness: .fresh, fetchedAt: nil,
            staleReason: .offline)
        #expect(
            FetchedWarning.list(cached, now: Self.now)
                == "the list is incomplete (offline): 1 user is cached, the rest could not be fetched")
        let stale = Fetched(
            value: UserListSummary(count: 1_140, next: nil, isIncomplete: true), freshness: .stale(age: 600),
            fetchedAt: nil, staleReason: .offline)
        #expect(
            FetchedWarning.list(stale, now: Self.now)
                == "the list is incomplete (offline): 1,140 users are shown as cached 10 min ago, the rest could not be fetched"
        )
    }
}
