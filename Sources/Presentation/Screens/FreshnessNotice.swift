import Domain
import Foundation

/// A one-line notice about how current the shown data is; a screen without a notice shows current data.
public enum FreshnessNotice: Sendable, Equatable, Hashable {
    /// Out-of-date data is shown while a refresh runs.
    case refreshing
    /// The data was just refreshed in place.
    case updated
    /// Old data is shown because it could not be refreshed; `cause` is a few words why (see
    /// ``ErrorPresentation/staleCause(_:)``), `age` the data's age in seconds.
    case stale(cause: String, age: TimeInterval)
    /// A refresh the person asked for failed; the data shown before is kept.
    case refreshFailed(ErrorPresentation)

    /// The notice as shown: "refreshing…", "updated", "offline · data from 12 min ago",
    /// "could not refresh · you are offline".
    public var text: String {
        switch self {
        case .refreshing: "refreshing…"
        case .updated: "updated"
        case .stale(let cause, let age): "\(cause) · data from \(AgeText.describe(age)) ago"
        case .refreshFailed(let error): "could not refresh · \(error.message)"
        }
    }

    /// The notice for an element of an `Updates` sequence.
    ///
    /// - Parameters:
    ///   - fetched: The element just received.
    ///   - followsStale: Whether an out-of-date element came before it in the same sequence.
    /// - Returns: ``refreshing`` for out-of-date data with no failure (a refresh follows), ``stale(cause:age:)``
    ///   for data that could not be refreshed, ``updated`` for current data that replaces out-of-date data, and
    ///   `nil` for current data shown first.
    public static func after<Value>(_ fetched: Fetched<Value>, followsStale: Bool) -> FreshnessNotice? {
        switch fetched.freshness {
        case .stale(let age):
            guard let reason = fetched.staleReason else { return .refreshing }
            return .stale(cause: ErrorPresentation.staleCause(reason), age: age)
        case .fresh, .revalidated:
            return followsStale ? .updated : nil
        }
    }

    /// The notice once a sequence ended: a ``refreshing`` notice that no refreshed element followed becomes
    /// "offline" with the data's age (offline mode answers out-of-date data without trying to refresh).
    static func settled(_ notice: FreshnessNotice?, lastFreshness: DataFreshness?) -> FreshnessNotice? {
        guard notice == .refreshing, case .stale(let age)? = lastFreshness else { return notice }
        return .stale(cause: ErrorPresentation.staleCause(nil), age: age)
    }
}
