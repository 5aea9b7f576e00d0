import Domain
import Foundation

/// What the inspector shows for a screen: how its data was made, from the route down to the HTTP exchange.
///
/// Everything is in words already, one ``InspectorLine`` per fact, so a shell only lays the lines out (a
/// terminal text view, a SwiftUI list). The facts come with the answer (`Fetched.provenance`); nothing
/// is guessed here.
///
/// ```swift
/// let content = InspectorContent(
///     route: .user(login: "octocat"), viewModel: "UserDetailViewModel", useCase: "GetGitHubUserUseCase",
///     provenance: fetched.provenance, rateLimit: state.rateLimit, now: clock.now)
/// // Route        user octocat
/// // View model   UserDetailViewModel
/// // ...
/// // Cache        revalidated: the server answered 304 Not Modified
/// ```
public struct InspectorContent: Sendable, Hashable {
    /// The inspector's heading.
    public let title: String
    /// The facts, in the order of the request's way: route, view model, use case, repository, endpoints, cache
    /// decision, age, requests, rate limit.
    public let lines: [InspectorLine]

    /// The content for the screen at `route`, whose view model (by type name) calls the use case (by type name)
    /// that produced an answer with `provenance`; `nil` when the screen has no answer yet or its source did not
    /// record one. The "Rate limit" line tells `rateLimit`, GitHub's budget as the screen shows it elsewhere (its
    /// `state.rateLimit`, the status bar's badge), so that the two never disagree; an answer served from the
    /// database made no request and reported none of its own. `now` places the rate limit's reset time. With `demo`
    /// (the built-in demo data, answered in memory) the cache, requests and rate-limit lines say so rather than
    /// speak of a cache on disk, the network or a request budget. With `token`, a last "Token" line names where
    /// the run's GitHub token comes from (`TokenSource.sourceDescription`), never the token.
    public init(
        route: Route, viewModel: String, useCase: String, provenance: Provenance?, rateLimit: RateLimitBudget?,
        now: Date?, demo: Bool = false, token: TokenSource? = nil
    ) {
        title = "Inspector · how this screen's data was made"
        var lines = [
            InspectorLine(label: "Route", value: Self.describe(route)),
            InspectorLine(label: "View model", value: viewModel),
            InspectorLine(label: "Use case", value: useCase),
        ]
        guard let provenance else {
            lines.append(InspectorLine(label: "Data", value: "no answer recorded yet"))
            if let token, !demo { lines.append(InspectorLine(label: "Token", value: token.sourceDescription)) }
            self.lines = lines
            return
        }
        lines.append(InspectorLine(label: "Repository", value: provenance.repository))
        if provenance.endpoints.isEmpty {
            lines.append(InspectorLine(label: "Endpoint", value: "none"))
        }
        for (index, url) in provenance.endpoints.enumerated() {
            let label = index > 0 ? "" : provenance.endpoints.count > 1 ? "Endpoints" : "Endpoint"
            lines.append(InspectorLine(label: label, value: "GET " + EscapedText.oneLine(url.absoluteString)))
        }
        let requests = Self.describe(count: provenance.requestCount, time: provenance.requestDuration)
        if demo {
            lines.append(InspectorLine(label: "Cache", value: "none: demo data, kept in memory for this run only"))
            lines.append(InspectorLine(label: "Age", value: Self.age(of: provenance, now: now)))
            lines.append(InspectorLine(label: "Requests", value: Self.demoRequests(requests)))
            lines.append(InspectorLine(label: "Rate limit", value: "none: demo data makes no GitHub requests"))
        } else {
            lines.append(InspectorLine(label: "Cache", value: Self.describe(provenance.decision, now: now)))
            lines.append(InspectorLine(label: "Age", value: Self.age(of: provenance, now: now)))
            lines.append(InspectorLine(label: "Requests", value: requests))
            lines.append(
                InspectorLine(
                    label: "Rate limit",
                    value: rateLimit.map { RateLimitText.describe($0, now: now) } ?? "not reported"))
            if let token { lines.append(InspectorLine(label: "Token", value: token.sourceDescription)) }
        }
        self.lines = lines
    }

    /// How old the data served is at `now`, from its fetch time as every screen tells it
    /// (`AgeText.describe(since:now:)`); the age at the answer when the fetch time or `now` is unknown.
    static func age(of provenance: Provenance, now: Date?) -> String {
        if let fetchedAt = provenance.fetchedAt, let now { return AgeText.describe(since: fetchedAt, now: now) }
        return provenance.age.map(AgeText.describe) ?? "unknown"
    }

    /// `requests` ("1 request in 30 ms"), said to be answered by the demo server inside the process.
    static func demoRequests(_ requests: String) -> String {
        requests == "none" ? "none" : "\(requests), answered by the built-in demo server, not the network"
    }

    /// The cache decision in words; a rate limit's reset time is written relative to `now`.
    static func describe(_ decision: Provenance.CacheDecision, now: Date? = nil) -> String {
        switch decision {
        case .fromDatabase:
            "fresh from the database, no request"
        case .revalidated:
            "revalidated: the server answered 304 Not Modified, the stored data was kept"
        case .refetched:
            "refetched: the server answered 200 with the data, now stored"
        case .stale(reason: nil):
            "stale: served from the database without asking the server"
        case .stale(let reason?):
            "stale because of an error: \(ErrorPresentation.staleCause(reason, now: now))"
        }
    }

    /// "none", "1 request in 120 ms", "3 requests in 1.2 s".
    static func describe(count: Int, time: Duration) -> String {
        guard count > 0 else { return "none" }
        let requests = CountText.counted(count, "request", "requests")
        let milliseconds = time.components.seconds * 1000 + time.components.attoseconds / 1_000_000_000_000_000
        let spent =
            milliseconds < 1000
            ? "\(milliseconds) ms" : String(format: "%.1f s", Double(milliseconds) / 1000)
        return "\(requests) in \(spent)"
    }

    /// `route` in a few words, as its feature puts them: "home", "users", "users after id 46", "user octocat",
    /// "posts", "post 3".
    static func describe(_ route: Route) -> String {
        route.value.words
    }
}
