import AtomicLogger
import Domain
import Foundation
import Networking
import Persistence

/// GitHub users from the REST API, kept as rows in SQLite under the cache policy.
///
/// Users are rows of `github_users`; each list page fetched is a segment of ids (see ``GitHubUsersSchema``) that
/// proves which users exist in its range. A request for the users after `since` is answered by one query in id
/// order over the rows when `since` lies in a known contiguous range; where the range ends, the missing rest is
/// fetched (online) as a new page. Freshness is that of the oldest segment used; a stale segment is revalidated
/// alone, with its own `ETag`: a `304` renews that segment only, a `200` replaces the rows of its range in one
/// transaction. When the network fails or `--offline` is set, the known rows are served (stale with their age),
/// and a request running past them returns what is cached as an incomplete page (`UserPage/isIncomplete`); it
/// fails only when nothing at all after `since` is known.
///
/// Each response is decoded once, into DTOs that become rows inside the cache transaction; rows become entities
/// without any JSON. A body that does not decode is an error and is never stored; stored rows of the wrong types
/// count as absent (fetched again online, reported as `DomainError/cacheUnreadable` offline). A list page with
/// more users than `per_page` asked for is cut to `per_page` (with a warning in the log), and its next cursor then
/// continues after the last user kept.
public struct CachedGitHubUsersRepository: GitHubUsersRepository {
    let client: HTTPClient
    let baseURL: URL
    let policy: CachePolicy
    let logger: Logger
    /// The origin this repository's rows are stored under (``GitHubUsersSchema/origin(of:)``).
    let origin: String

    /// A repository that asks `client` for `baseURL`'s users and keeps them under `policy`; oversized pages
    /// are reported to `logger`. The policy's store must have been opened with ``GitHubUsersSchema/migrations``.
    public init(client: HTTPClient, baseURL: URL, policy: CachePolicy, logger: Logger = .disabled) {
        self.client = client
        self.baseURL = baseURL
        self.policy = policy
        self.logger = logger
        origin = GitHubUsersSchema.origin(of: baseURL)
    }

    /// The most users one call answers; a larger `pageSize` is treated as this.
    public static let maximumPageSize = 100_000

    /// The users after `cursor` (from the first user when nil), `pageSize` at a time (1 at least, at most
    /// ``maximumPageSize``), as described above.
    public func users(after cursor: UserCursor?, pageSize: Int) async throws(DomainError) -> Fetched<UserPage> {
        let log = ExchangeLog(clock: policy.clock)
        do {
            let size = min(max(pageSize, 1), Self.maximumPageSize)
            let since = max(cursor?.since ?? 0, 0)
            // Between its awaits the load runs on the database's queue: its reads and writes need no thread switch.
            let page = try await policy.store.preferringDatabaseExecutor {
                try await ExchangeLog.$current.withValue(log) {
                    var load = UserRangeLoad(repository: self, since: since, pageSize: size)
                    return try await load.run()
                }
            }
            // The provenance names the endpoint itself only when no request was made.
            let endpoints =
                log.exchanges.isEmpty
                ? [try GitHub(baseURL: baseURL).users(since: since == 0 ? nil : since, perPage: size).makeURL()] : []
            return page.recorded(by: Self.name, log: log, endpoints: endpoints, now: policy.clock.now)
        } catch {
            throw DomainErrorMapping.domainError(for: error, service: .gitHub)
        }
    }

    /// The profile of the user called `login`; `DomainError/notFound(_:)` when GitHub has none.
    ///
    /// Logins differing only in case name the same account, so they share one row and one cache entry. A profile
    /// fetched also brings the user's list row up to date.
    public func user(login gitHubLogin: GitHubLogin) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        let endpoint = GitHub(baseURL: baseURL).user(login: gitHubLogin)
        let keyEndpoint = GitHub(baseURL: baseURL).user(login: gitHubLogin.lowercased)
        let loginKey = gitHubLogin.lowercased.rawValue
        let log = ExchangeLog(clock: policy.clock)
        do {
            let answer = try await ExchangeLog.$current.withValue(log) {
                try await profile(endpoint: endpoint, keyEndpoint: keyEndpoint, loginKey: loginKey)
            }
            return answer.fetched(answer.value).recorded(
                by: Self.name, log: log, endpoints: [try endpoint.makeURL()], now: policy.clock.now)
        } catch {
            throw DomainErrorMapping.domainError(
                for: error, resource: .gitHubUser(login: gitHubLogin.rawValue), service: .gitHub)
        }
    }

    /// The repository's name in an answer's ``Provenance``.
    static let name = "CachedGitHubUsersRepository"

    /// The policy of the current load: under ``LoadTrigger/refresh`` it revalidates fresh data too.
    var activePolicy: CachePolicy {
        LoadTrigger.current == .refresh ? policy.revalidatingFreshEntries() : policy
    }

    /// Loads the profile row of `loginKey` under ``activePolicy``.
    private func profile(
        endpoint: GitHubEndpoint<GitHubUserDetailDTO>, keyEndpoint: GitHubEndpoint<GitHubUserDetailDTO>,
        loginKey: String
    ) async throws -> CachedAnswer<GitHubUserDetail> {
        let origin = origin
        return try await activePolicy.load(
            key: CacheKey(url: try keyEndpoint.makeURL()),
            read: { try GitHubProfilesTable.profile(loginKey: loginKey, origin: origin, in: $0) },
            fetch: { [client] validators in
                let response = try await client.conditionalResponse(
                    for: endpoint, validators: validators)
                guard let dto = response.value, !response.isNotModified else { return .notModified }
                return .modified(
                    dto, validators: CacheValidators(etag: response.etag, lastModified: response.lastModified))
            },
            replace: { writer, dto in
                try GitHubProfilesTable.replaceProfile(dto, loginKey: loginKey, origin: origin, in: writer)
            }
        )
    }

    /// The page after `cursor`, stale-while-revalidate: the stored rows at once, then, when they were stale, the
    /// refreshed page (see `Updates`). A request running past the stored rows has no stored answer: its only
    /// element is the answer of ``users(after:pageSize:)``.
    public func usersUpdates(after cursor: UserCursor?, pageSize: Int) -> Updates<UserPage> {
        let stored = CachedGitHubUsersRepository(
            client: client, baseURL: baseURL, policy: policy.with(mode: .offline), logger: logger)
        return StaleWhileRevalidate.updates(
            stored: { () async throws(DomainError) in
                let page = try await stored.users(after: cursor, pageSize: pageSize)
                return page.value.isIncomplete ? nil : page
            },
            refreshed: { () async throws(DomainError) in try await users(after: cursor, pageSize: pageSize) })
    }

    /// The profile of `login`, stale-while-revalidate (see `Updates`).
    public func userUpdates(login: GitHubLogin) -> Updates<GitHubUserDetail> {
        let stored = CachedGitHubUsersRepository(
            client: client, baseURL: baseURL, policy: policy.with(mode: .offline), logger: logger)
        return StaleWhileRevalidate.updates(
            stored: { () async throws(DomainError) in try await stored.user(login: login) },
            refreshed: { () async throws(DomainError) in try await user(login: login) })
    }
}
