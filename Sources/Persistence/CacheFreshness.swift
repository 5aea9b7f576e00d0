import Foundation

/// How current a cached answer is.
public enum CacheFreshness: Sendable, Equatable, Hashable {
    /// Fetched from the network just now, or stored less than the time-to-live ago.
    case fresh
    /// Older than the time-to-live, but the server just confirmed it unchanged (`304 Not Modified`).
    case revalidated
    /// Older than the time-to-live and not confirmed (network failed, or offline mode);
    /// `age` is the number of seconds since it was fetched.
    case stale(age: TimeInterval)

    /// Whether the answer may be out of date.
    public var isStale: Bool {
        if case .stale = self { return true }
        return false
    }
}
