import Domain
import Foundation
import Networking
import Persistence

/// GitHub users from the REST API, kept in the cache under the cache policy.
///
/// Each list page (`/users?since=&per_page=`) and each profile (`/users/{login}`) is one cache entry:
/// fresh entries are served without a request, stale ones are revalidated with `If-None-Match`, and when
/// the network fails a stale entry is served with its age. A body that does not decode is an error and is
/// never stored.
public struct CachedGitHubUsersRepository: GitHubUsersRepository {
    private let client: HTTPClient
    private let baseURL: URL
    private let policy: CachePolicy

    /// A repository that asks `client` for `baseURL`'s users and keeps them under `policy`.
    public init(client: HTTPClient, baseURL: URL, policy: CachePolicy) {
        self.client = client
        self.baseURL = baseURL
        self.policy = policy
    }

    /// The page of users after `cursor` (from the first user when nil), `pageSize` at a time.
    public func users(after cursor: UserCursor?, pageSize: Int) async throws(DomainError) -> Fetched<UserPage> {
        let endpoint = GitHubEndpoint(baseURL: baseURL, .users(since: cursor?.since, perPage: pageSize))
        do {
            let answer = try await policy.loadBody(key: CacheKey(url: try endpoint.makeURL())) { [client] validators in
                let response = try await client.conditionalResponse(
                    for: endpoint, validators: validators, as: [GitHubUserDTO].self)
                if response.isNotModified {
                    return .notModified
                }
                let record = GitHubUserPageRecord(users: response.value ?? [], links: response.links)
                return .modified(
                    try JSONEncoder().encode(record),
                    validators: CacheValidators(etag: response.etag, lastModified: response.lastModified))
            }
            let record = try JSONDecoder().decode(GitHubUserPageRecord.self, from: answer.value)
            return answer.fetched(record.toDomain())
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
            let answer = try await policy.loadBody(key: key) { [client] validators in
                let response = try await client.conditionalResponse(
                    for: endpoint, validators: validators, as: GitHubUserDetailDTO.self)
                if response.isNotModified {
                    return .notModified
                }
                return .modified(
                    response.body, validators: CacheValidators(etag: response.etag, lastModified: response.lastModified)
                )
            }
            let user = try JSONDecoder().decode(GitHubUserDetailDTO.self, from: answer.value)
            return answer.fetched(user.toDomain())
        } catch {
            throw DomainErrorMapping.domainError(for: error, resource: .gitHubUser(login: login), service: .gitHub)
        }
    }
}
