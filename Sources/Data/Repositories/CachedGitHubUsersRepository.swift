import AtomicLogger
import Domain
import Foundation
import Networking
import Persistence

/// GitHub users from the REST API, kept in the cache under the cache policy.
///
/// Each list page (`/users?since=&per_page=`) and each profile (`/users/{login}`) is one cache entry:
/// fresh entries are served without a request, stale ones are revalidated with `If-None-Match`, and when
/// the network fails a stale entry is served with its age. A body that does not decode is an error and is
/// never stored; a stored entry that no longer decodes counts as absent (fetched again online, reported as
/// ``DomainError/cacheUnreadable`` offline).
///
/// A list page with more users than `per_page` asked for is cut to `per_page` before it is stored (with a
/// warning in the log), and its next cursor then continues after the last user kept.
public struct CachedGitHubUsersRepository: GitHubUsersRepository {
    private let client: HTTPClient
    private let baseURL: URL
    private let policy: CachePolicy
    private let logger: Logger

    /// A repository that asks `client` for `baseURL`'s users and keeps them under `policy`; oversized pages
    /// are reported to `logger`.
    public init(client: HTTPClient, baseURL: URL, policy: CachePolicy, logger: Logger = .disabled) {
        self.client = client
        self.baseURL = baseURL
        self.policy = policy
        self.logger = logger
    }

    /// The page of users after `cursor` (from the first user when nil), `pageSize` at a time.
    public func users(after cursor: UserCursor?, pageSize: Int) async throws(DomainError) -> Fetched<UserPage> {
        let endpoint = GitHubEndpoint(baseURL: baseURL, .users(since: cursor?.since, perPage: pageSize))
        do {
            let key = CacheKey(url: try endpoint.makeURL())
            let decode: @Sendable (Data) throws -> GitHubUserPageRecord = {
                try JSONDecoder().decode(GitHubUserPageRecord.self, from: $0)
            }
            let answer = try await policy.loadBody(key: key, decode: decode) { [client, logger] validators in
                let response = try await client.conditionalResponse(
                    for: endpoint, validators: validators, as: [GitHubUserDTO].self)
                if response.isNotModified {
                    return .notModified
                }
                let received = response.value ?? []
                let record = GitHubUserPageRecord(users: received, links: response.links, pageSize: pageSize)
                if record.users.count < received.count {
                    logger.warning(
                        "The server sent more users than asked for; the page was cut to per_page",
                        metadata: [
                            "key": key.rawValue, "received": String(received.count), "perPage": String(pageSize),
                        ])
                }
                return .modified(
                    try JSONEncoder().encode(record),
                    validators: CacheValidators(etag: response.etag, lastModified: response.lastModified))
            }
            return answer.fetched(answer.value.toDomain())
        } catch {
            throw DomainErrorMapping.domainError(for: error, service: .gitHub)
        }
    }

    /// The profile of the user called `login`; ``DomainError/notFound(_:)`` when GitHub has none.
    ///
    /// Logins differing only in case name the same account, so they share one cache entry.
    public func user(login gitHubLogin: GitHubLogin) async throws(DomainError) -> Fetched<GitHubUserDetail> {
        let endpoint = GitHubEndpoint(baseURL: baseURL, .user(login: gitHubLogin))
        let keyEndpoint = GitHubEndpoint(baseURL: baseURL, .user(login: gitHubLogin.lowercased))
        let login = gitHubLogin.rawValue
        do {
            let key = CacheKey(url: try keyEndpoint.makeURL())
            let decode: @Sendable (Data) throws -> GitHubUserDetailDTO = {
                try JSONDecoder().decode(GitHubUserDetailDTO.self, from: $0)
            }
            let answer = try await policy.loadBody(key: key, decode: decode) { [client] validators in
                let response = try await client.conditionalResponse(
                    for: endpoint, validators: validators, as: GitHubUserDetailDTO.self)
                if response.isNotModified {
                    return .notModified
                }
                return .modified(
                    response.body, validators: CacheValidators(etag: response.etag, lastModified: response.lastModified)
                )
            }
            return answer.fetched(answer.value.toDomain())
        } catch {
            throw DomainErrorMapping.domainError(for: error, resource: .gitHubUser(login: login), service: .gitHub)
        }
    }
}
