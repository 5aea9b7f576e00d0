import Foundation

/// How many requests an API still allows before its rate limit, as its last response reported it, for one of its
/// limits.
///
/// For GitHub these are the `x-ratelimit-remaining`, `x-ratelimit-limit`, `x-ratelimit-reset` and
/// `x-ratelimit-resource` headers: GitHub keeps a separate budget per resource (`core` for the REST API, `search`
/// for search, `graphql`, …), so a budget tells which one it is.
public struct RateLimitBudget: Sendable, Equatable, Hashable {
    /// The name of one of an API's separate budgets, as GitHub's `x-ratelimit-resource` header gives it.
    public struct Resource: Sendable, Hashable, CustomStringConvertible {
        /// The name as the server sent it, such as `core` or `search`.
        public let name: String

        /// The resource called `name`.
        public init(_ name: String) {
            self.name = name
        }

        /// The resource a response names in its `x-ratelimit-resource` header; ``core`` when it names none (the
        /// header absent or blank), as GitHub's REST API does for its main budget.
        public init(header: String?) {
            let name = header?.trimmingCharacters(in: .whitespaces) ?? ""
            self.name = name.isEmpty ? Self.core.name : name
        }

        /// The REST API's main budget (5,000 an hour with a token, 60 without).
        public static let core = Resource("core")
        /// The search API's budget (30 a minute with a token, 10 without).
        public static let search = Resource("search")
        /// The GraphQL API's budget.
        public static let graphql = Resource("graphql")

        /// The name.
        public var description: String { name }
    }

    /// Requests left in the current window, never negative when built by the data layer.
    public var remaining: Int
    /// Requests allowed per window.
    public var limit: Int
    /// When the window starts again, when known.
    public var resetAt: Date?
    /// Which of the API's budgets this is; ``Resource/core`` unless the response named another.
    public var resource: Resource

    /// Creates a budget of `resource` (``Resource/core`` by default) from the numbers a response reported.
    public init(remaining: Int, limit: Int, resetAt: Date? = nil, resource: Resource = .core) {
        self.remaining = remaining
        self.limit = limit
        self.resetAt = resetAt
        self.resource = resource
    }

    /// Whether no request is left: the next one will be refused until ``resetAt``.
    public var isExhausted: Bool { remaining <= 0 }
}

/// The source of the latest rate-limit budget of an API, implemented by the composition root over the HTTP
/// client's record of the responses.
///
/// Only a screen without an answer of its own (the home screen) reads the budget this way; a screen or command
/// that has an answer reads the budget it carries (``Provenance/rateLimit``).
public protocol RateLimitBudgetProvider: Sendable {
    /// The budget of `resource` the last response of the API reported, or `nil` when no response has reported
    /// one yet.
    func currentBudget(of resource: RateLimitBudget.Resource) async -> RateLimitBudget?
}
