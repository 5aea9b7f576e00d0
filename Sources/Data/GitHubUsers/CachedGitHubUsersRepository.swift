import AtomicCore
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
    /// ``maximumPageSize``), as described above, loaded under `context`.
    public func users(
        after cursor: UserCursor?, pageSize: Int, context: LoadContext
    ) async throws(DomainError) -> Fetched<UserPage> {
        try await users(after: cursor, pageSize: pageSize, answer: AnswerContext(context, policy: policy)).page
    }

    /// The page of ``users(after:pageSize:context:)`` made for `answer`, and the snapshot of the rows it was
    /// answered from (`nil` when it came from a response alone); the first pass uses `snapshot` instead of a new
    /// read, when given.
    private func users(
        after cursor: UserCursor?, pageSize: Int, answer: AnswerContext, snapshot: GitHubUsersTables.Snapshot? = nil
    ) async throws(DomainError) -> (page: Fetched<UserPage>, snapshot: GitHubUsersTables.Snapshot?) {
        do {
            let size = min(max(pageSize, 1), Self.maximumPageSize)
            let since = max(cursor?.since ?? 0, 0)
            var load = UserRangeLoad(
                client: client, gitHub: GitHub(baseURL: baseURL), answer: answer, logger: logger, origin: origin,
                since: since, pageSize: size, snapshot: snapshot)
            // Between its awaits the load runs on the database's queue: its reads and writes need no thread switch.
            let (page, read) = try await answer.policy.store.preferringDatabaseExecutor {
                let page = try await load.run()
                return (page, load.lastSnapshot)
            }
            // The provenance names the endpoint itself only when no request was made.
            let endpoints =
                answer.log.exchanges.isEmpty
                ? [try GitHub(baseURL: baseURL).users(since: since == 0 ? nil : since, perPage: size).makeURL()] : []
            return (page.recorded(by: Self.name, log: answer.log, endpoints: endpoints, now: policy.clock.now), read)
        } catch {
            throw DomainErrorMapping.domainError(for: error, service: .gitHub)
        }
    }

    /// The profile of the user called `login`; `DomainError/notFound(_:rateLimit:)` when GitHub has none.
    ///
    /// Logins differing only in case name the same account, so they share one row and one cache entry. A profile
    /// fetched also brings the user's list row up to date.
    public func user(
        login gitHubLogin: GitHubLogin, context: LoadContext
    ) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        try await user(login: gitHubLogin, answer: AnswerContext(context, policy: policy))
    }

    /// The profile of ``user(login:context:)`` made for `answer`.
    private func user(
        login gitHubLogin: GitHubLogin, answer context: AnswerContext
    ) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        let endpoint = GitHub(baseURL: baseURL).user(login: gitHubLogin)
        let keyEndpoint = GitHub(baseURL: baseURL).user(login: gitHubLogin.lowercased)
        let loginKey = gitHubLogin.lowercased.rawValue
        do {
            let answer = try await profile(
                endpoint: endpoint, keyEndpoint: keyEndpoint, loginKey: loginKey, answer: context)
            return answer.fetched(answer.value).recorded(
                by: Self.name, log: context.log, endpoints: [try endpoint.makeURL()], now: policy.clock.now)
        } catch {
            throw DomainErrorMapping.domainError(
                for: error, resource: .gitHubUser(login: gitHubLogin.rawValue), service: .gitHub)
        }
    }

    /// The repository's name in an answer's ``Provenance``.
    static let name = "CachedGitHubUsersRepository"

    /// Loads the profile row of `loginKey` under the answer's policy.
    private func profile(
        endpoint: GitHubEndpoint<GitHubUserDetailDTO>, keyEndpoint: GitHubEndpoint<GitHubUserDetailDTO>,
        loginKey: String, answer: AnswerContext
    ) async throws -> CachedAnswer<GitHubUserDetail> {
        let origin = origin
        return try await answer.policy.load(
            key: CacheKey(url: try keyEndpoint.makeURL()),
            read: { try GitHubProfilesTable.profile(loginKey: loginKey, origin: origin, in: $0) },
            fetch: { [client] validators in
                let response = try await client.conditionalResponse(
                    for: endpoint, validators: validators, in: answer)
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
    /// element is the answer of ``users(after:pageSize:context:)``.
    ///
    /// The rows are read once per load: the refresh that follows a stale first element starts from the snapshot
    /// that element was answered from (it revalidates the stale segments, then reads what they became).
    public func usersUpdates(after cursor: UserCursor?, pageSize: Int, context: LoadContext) -> Updates<UserPage> {
        let stored = Locked<GitHubUsersTables.Snapshot?>(nil)
        return StaleWhileRevalidate.updates(
            stored: { () async throws(DomainError) in
                let answer = AnswerContext(context, policy: policy.with(mode: .offline))
                let (page, snapshot) = try await users(after: cursor, pageSize: pageSize, answer: answer)
                guard !page.value.isIncomplete else { return nil }
                stored.withLock { $0 = snapshot }
                return page
            },
            refreshed: { () async throws(DomainError) in
                let answer = AnswerContext(context, policy: policy)
                let snapshot = stored.withLock { $0.take() }
                return try await users(after: cursor, pageSize: pageSize, answer: answer, snapshot: snapshot).page
            })
    }

    /// The profile of `login`, stale-while-revalidate (see `Updates`).
    public func userUpdates(login: GitHubLogin, context: LoadContext) -> Updates<GitHubUserDetail> {
        StaleWhileRevalidate.updates(
            stored: { () async throws(DomainError) in
                try await user(login: login, answer: AnswerContext(context, policy: policy.with(mode: .offline)))
            },
            refreshed: { () async throws(DomainError) in try await user(login: login, context: context) })
    }
}
