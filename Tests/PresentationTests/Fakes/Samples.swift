import Domain
import Foundation

/// Test data shared by the suites.
enum Samples {
    /// 2026-01-01 00:00:00 UTC, the test clock's start.
    static let start = Date(timeIntervalSince1970: 1_767_225_600)

    /// Users with ids `ids`, named `user<id>`.
    static func users(_ ids: ClosedRange<Int>) -> [GitHubUser] {
        ids.map { GitHubUser(id: $0, login: "user\($0)") }
    }

    /// A page of `users` whose next cursor is the last id, or `nil` when `isLast`.
    static func page(_ users: [GitHubUser], isLast: Bool = false) -> UserPage {
        UserPage(users: users, next: isLast ? nil : users.last.map { UserCursor(since: $0.id) })
    }

    /// `value` as a fresh answer.
    static func fresh<Value>(_ value: Value) -> Fetched<Value> {
        Fetched(value: value, freshness: .fresh, fetchedAt: start)
    }

    /// `value` as an out-of-date answer `age` seconds old, with `reason` when a refresh failed.
    static func stale<Value>(_ value: Value, age: TimeInterval, reason: DomainError? = nil) -> Fetched<Value> {
        Fetched(
            value: value, freshness: .stale(age: age), fetchedAt: start.addingTimeInterval(-age), staleReason: reason)
    }

    /// The budget the fakes report by default.
    static let budget = RateLimitBudget(remaining: 58, limit: 60, resetAt: start.addingTimeInterval(3_600))
}
