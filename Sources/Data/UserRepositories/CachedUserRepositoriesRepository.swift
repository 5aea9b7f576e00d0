import Domain
import Foundation
import Networking
import Persistence

/// Repositories from the GitHub API (`GET /users/{login}/repos?type=owner&sort=updated`), kept as rows in SQLite
/// under the cache policy.
///
/// Each page is one cache entry, keyed by its URL (the parameters and the cursor), and its rows
/// (``UserRepositoriesSchema``) belong to the API's origin. Within the time-to-live no request is made; after it
/// the cached copy is revalidated with its `ETag` (a `304` keeps the rows). When the network fails the stored rows
/// are served, stale with their age; `--offline` never touches the network.
public struct CachedUserRepositoriesRepository: UserRepositoriesRepository {
    private let client: HTTPClient
    private let baseURL: URL
    private let policy: CachePolicy
    private let pageSize: Int
    /// The origin this repository's rows are stored under (``GitHubUsersSchema/origin(of:)``).
    private let origin: String

    /// How many resources a page asks for (`per_page`) unless told otherwise.
    public static let defaultPageSize = 30

    /// A repository that asks `client` for `baseURL`'s repositories, ``defaultPageSize`` a page, and keeps
    /// them under `policy`. The policy's store must have been opened with ``UserRepositoriesSchema/migrations``.
    public init(client: HTTPClient, baseURL: URL, policy: CachePolicy) {
        self.init(client: client, baseURL: baseURL, policy: policy, pageSize: Self.defaultPageSize)
    }

    /// The same repository asking for `pageSize` resources a page (1 at least).
    init(client: HTTPClient, baseURL: URL, policy: CachePolicy, pageSize: Int) {
        self.client = client
        self.baseURL = baseURL
        self.policy = policy
        self.pageSize = max(pageSize, 1)
        origin = GitHubUsersSchema.origin(of: baseURL)
    }

    /// The page after `cursor` (`nil`: the first), loaded under `context`; `DomainError.notFound` when GitHub
    /// has none.
    public func userRepositories(login: GitHubLogin, cursor: Int?, context: LoadContext) async throws(DomainError)
        -> Fetched<UserRepositoriesPage>
    {
        try await userRepositories(login: login, cursor: cursor, answer: AnswerContext(context, policy: policy))
    }

    /// The same answer, stale-while-revalidate: the stored rows at once, then, when they were stale, the
    /// refreshed ones (see `Updates`).
    public func userRepositoriesUpdates(login: GitHubLogin, cursor: Int?, context: LoadContext) -> Updates<
        UserRepositoriesPage
    > {
        StaleWhileRevalidate.updates(
            stored: { () async throws(DomainError) in
                let answer = AnswerContext(context, policy: policy.with(mode: .offline))
                return try await userRepositories(login: login, cursor: cursor, answer: answer)
            },
            refreshed: { () async throws(DomainError) in
                try await userRepositories(login: login, cursor: cursor, context: context)
            })
    }

    /// The repository's name in an answer's ``Provenance``.
    static let name = "CachedUserRepositoriesRepository"

    /// The answer of ``userRepositories(login:cursor:context:)`` made for `answer`.
    private func userRepositories(login: GitHubLogin, cursor: Int?, answer: AnswerContext) async throws(DomainError)
        -> Fetched<UserRepositoriesPage>
    {
        let resource: DomainError.Resource = .gitHubUser(login: [login.rawValue].joined(separator: "/"))
        let gitHub = GitHub(baseURL: baseURL)
        let endpoint = gitHub.userRepositories(login: login, page: cursor, perPage: pageSize)
        let origin = origin
        do {
            // Logins differing only in case name one account: they share one cache entry.
            let key = CacheKey(
                url: try gitHub.userRepositories(login: login.lowercased, page: cursor, perPage: pageSize).makeURL())
            // Between its awaits the load runs on the database's queue: its lookup and its write need no
            // thread switch.
            let loaded = try await answer.policy.store.preferringDatabaseExecutor {
                try await answer.policy.load(
                    key: key,
                    read: { try UserRepositoriesSchema.page(cacheKey: key.rawValue, origin: origin, in: $0) },
                    fetch: { [client] validators in
                        let response = try await client.conditionalResponse(
                            for: endpoint, validators: validators, in: answer)
                        guard let dtos = response.value, !response.isNotModified else { return .notModified }
                        return .modified(
                            (items: dtos, next: Self.nextCursor(of: dtos, links: response.links)),
                            validators: CacheValidators(etag: response.etag, lastModified: response.lastModified))
                    },
                    replace: { (writer: Database, page: (items: [RepositoryDTO], next: Int?)) in
                        try UserRepositoriesSchema.replacePage(
                            page.items, next: page.next, cacheKey: key.rawValue, origin: origin, in: writer)
                    }
                )
            }
            return loaded.fetched(loaded.value).recorded(
                by: Self.name, log: answer.log, endpoints: [try endpoint.makeURL()], now: policy.clock.now)
        } catch {
            throw DomainErrorMapping.domainError(for: error, resource: resource, service: .gitHub)
        }
    }

    /// The number of the page after `items`: the `page` of the answer's `Link` rel="next"; `nil` when the
    /// `Link` names no next page or the page is empty.
    static func nextCursor(of items: [RepositoryDTO], links: LinkHeader) -> Int? {
        guard !items.isEmpty, let next = links.next else { return nil }
        return URLComponents(url: next, resolvingAgainstBaseURL: true)?.queryItems?
            .first(where: { $0.name == "page" })?.value.flatMap { Int($0) }
    }
}
