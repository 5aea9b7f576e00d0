import AtomicCore
import Foundation
import Testing

@testable import Networking

@Suite("Rate limit parsing and tracking")
struct RateLimitTests {
    @Test("reads all five x-ratelimit headers, in any letter case")
    func parsesHeaders() throws {
        let headers: HTTPHeaders = [
            "X-RateLimit-Limit": "60",
            "x-ratelimit-remaining": "12",
            "X-RATELIMIT-RESET": "1767229200",
            "x-ratelimit-used": "48",
            "x-ratelimit-resource": "core",
        ]
        let rateLimit = try #require(RateLimit(headers: headers))
        #expect(
            rateLimit
                == RateLimit(
                    limit: 60,
                    remaining: 12,
                    reset: Date(timeIntervalSince1970: 1_767_229_200),
                    used: 48,
                    resource: "core"
                )
        )
        #expect(!rateLimit.isExhausted)
    }

    @Test("needs limit and remaining; malformed optional fields are left out")
    func partialHeaders() throws {
        #expect(RateLimit(headers: ["x-ratelimit-limit": "60"]) == nil)
        #expect(RateLimit(headers: ["x-ratelimit-limit": "sixty", "x-ratelimit-remaining": "1"]) == nil)
        #expect(RateLimit(headers: ["x-ratelimit-limit": "60", "x-ratelimit-remaining": "-1"]) == nil)
        let rateLimit = try #require(
            RateLimit(headers: [
                "x-ratelimit-limit": " 5000 ",
                "x-ratelimit-remaining": "0",
                "x-ratelimit-reset": "soon",
                "x-ratelimit-used": "",
            ])
        )
        #expect(rateLimit == RateLimit(limit: 5000, remaining: 0))
        #expect(rateLimit.isExhausted)
    }

    @Test("the tracker keeps the latest budget and announces every new one")
    func tracker() async throws {
        let announced = Locked<[Int]>([])
        let tracker = RateLimitTracker(onUpdate: { rateLimit in announced.withLock { $0.append(rateLimit.remaining) } })
        #expect(tracker.latest == nil)

        let request = TransportRequest(url: URL(string: "https://x.test/")!)
        let plain = TransportResponse(status: 200)
        tracker.didReceive(plain, for: request, attempt: 1, duration: .zero)
        #expect(tracker.latest == nil)

        for remaining in [9, 8] {
            let response = TransportResponse(
                status: 200,
                headers: ["x-ratelimit-limit": "10", "x-ratelimit-remaining": String(remaining)]
            )
            tracker.didReceive(response, for: request, attempt: 1, duration: .zero)
        }
        #expect(tracker.latest?.remaining == 8)
        #expect(announced.withLock { $0 } == [9, 8])
    }

    @Test("the tracker keeps one budget per resource and origin: a search budget leaves the core one as it was")
    func trackerPerResourceAndOrigin() {
        let tracker = RateLimitTracker()
        let gitHub = URL(string: "https://api.github.test/users")!
        let search = URL(string: "https://api.github.test/search/users?q=a")!
        let enterprise = URL(string: "https://ghe.example.test/api/v3/users")!
        func budget(_ remaining: Int, of limit: Int, resource: String?) -> TransportResponse {
            var headers: HTTPHeaders = ["x-ratelimit-limit": String(limit), "x-ratelimit-remaining": String(remaining)]
            if let resource { headers["x-ratelimit-resource"] = resource }
            return TransportResponse(status: 200, headers: headers)
        }
        tracker.didReceive(
            budget(4999, of: 5000, resource: nil), for: TransportRequest(url: gitHub), attempt: 1, duration: .zero)
        tracker.didReceive(
            budget(29, of: 30, resource: "search"), for: TransportRequest(url: search), attempt: 1, duration: .zero)
        tracker.didReceive(
            budget(59, of: 60, resource: "core"), for: TransportRequest(url: enterprise), attempt: 1, duration: .zero)

        #expect(tracker.latest(resource: "core", for: gitHub)?.remaining == 4999, "absent means core")
        #expect(tracker.latest(resource: "search", for: gitHub)?.remaining == 29)
        #expect(tracker.latest(resource: "core", for: enterprise)?.remaining == 59)
        #expect(tracker.latest(resource: "search", for: enterprise) == nil)
        #expect(tracker.latest(resource: "core")?.remaining == 59, "without an origin, the latest of the resource")
        #expect(tracker.latest(resource: "graphql") == nil)
        #expect(tracker.latest?.remaining == 59)
    }
}
