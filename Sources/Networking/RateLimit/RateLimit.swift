import Foundation

/// An API's request budget as reported by the `x-ratelimit-*` response headers.
public struct RateLimit: Sendable, Hashable {
    /// The most requests allowed in the current window (`x-ratelimit-limit`).
    public var limit: Int
    /// The requests left in the current window (`x-ratelimit-remaining`).
    public var remaining: Int
    /// When the window refills (`x-ratelimit-reset`, seconds since 1970), when sent.
    public var reset: Date?
    /// The requests used in the current window (`x-ratelimit-used`), when sent.
    public var used: Int?
    /// The budget's name, such as `core` or `search` (`x-ratelimit-resource`), when sent.
    public var resource: String?

    /// Creates a budget of `limit` requests with `remaining` left, as a test or a tracker states it.
    public init(limit: Int, remaining: Int, reset: Date? = nil, used: Int? = nil, resource: String? = nil) {
        self.limit = limit
        self.remaining = remaining
        self.reset = reset
        self.used = used
        self.resource = resource
    }

    /// Reads the budget from response headers; `nil` unless both `x-ratelimit-limit` and
    /// `x-ratelimit-remaining` are present whole numbers, at least zero. Malformed optional fields are left out;
    /// so is a reset time after the year 9999 (`253402300799`), which no server means.
    public init?(headers: HTTPHeaders) {
        guard let limit = Self.integer(headers["x-ratelimit-limit"]),
            let remaining = Self.integer(headers["x-ratelimit-remaining"])
        else { return nil }
        self.limit = limit
        self.remaining = remaining
        reset = Self.reset(in: headers)
        used = Self.integer(headers["x-ratelimit-used"])
        let name = headers["x-ratelimit-resource"]?.trimmingCharacters(in: .whitespaces)
        resource = name?.isEmpty == false ? name : nil
    }

    /// When the window refills according to `headers` (`x-ratelimit-reset`, seconds since 1970), read on its own so
    /// that it counts even when the other fields are missing; nil when absent, malformed or after the year 9999.
    public static func reset(in headers: HTTPHeaders) -> Date? {
        integer(headers["x-ratelimit-reset"]).flatMap { seconds in
            seconds <= latestReset ? Date(timeIntervalSince1970: TimeInterval(seconds)) : nil
        }
    }

    /// Whether no requests are left in the current window.
    public var isExhausted: Bool { remaining <= 0 }

    /// Whether `headers` say no requests are left (`x-ratelimit-remaining: 0`), read on its own so that it counts
    /// even when the other fields are missing or malformed: GitHub's own sign of a used-up budget.
    public static func isExhausted(in headers: HTTPHeaders) -> Bool {
        integer(headers["x-ratelimit-remaining"]) == 0
    }

    /// 9999-12-31 23:59:59 UTC in seconds since 1970, the latest reset time taken at its word.
    static let latestReset = 253_402_300_799

    private static func integer(_ text: String?) -> Int? {
        guard let text else { return nil }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= 0 else { return nil }
        return value
    }
}
