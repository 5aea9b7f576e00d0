import Domain
import Foundation

/// The warnings a command writes on standard error about data it shows, without the `warning: ` prefix: that it
/// is stale, why and how old, and that a list stops early because the rest could not be had.
///
/// ```swift
/// FetchedWarning.stale(feed, now: now)   // "offline, showing data cached 5 min ago"
/// FetchedWarning.list(users, now: now)   // "the list is incomplete (offline): 40 users are cached, the rest …"
/// ```
public enum FetchedWarning {
    /// That `fetched` is stale, why (``ErrorPresentation/staleCause(_:now:)``) and how old it is; `nil` when it
    /// is fresh.
    public static func stale<Value>(_ fetched: Fetched<Value>, now: Date) -> String? {
        guard case .stale(let age) = fetched.freshness else { return nil }
        return "\(ErrorPresentation.staleCause(fetched.staleReason, now: now)), showing data cached "
            + "\(AgeText.describe(age)) ago"
    }

    /// What is wrong with the users list `list`, in one line: that it stops early because the rest could not be
    /// had, why, and how old what is shown is when it is stale; else only that it is stale (``stale(_:now:)``).
    public static func list(_ list: Fetched<UserListSummary>, now: Date) -> String? {
        guard list.value.isIncomplete else { return stale(list, now: now) }
        let users = CountText.counted(list.value.count, "user is", "users are")
        var shown = "\(users) cached"
        if case .stale(let age) = list.freshness {
            shown = "\(users) shown as cached \(AgeText.describe(age)) ago"
        }
        return "the list is incomplete (\(ErrorPresentation.staleCause(list.staleReason, now: now))): \(shown), "
            + "the rest could not be fetched"
    }
}
