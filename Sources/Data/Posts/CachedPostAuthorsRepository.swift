import Domain
import Foundation
import Networking
import Persistence

/// The posts' authors' pages from JSONPlaceholder (`GET /users/{id}`), one row each in SQLite under the cache
/// policy.
///
/// Each page is one cache entry, keyed by its URL, with its own fetch time: within the time-to-live no request is
/// made; after it the page is revalidated (conditionally when an ETag is known) and its row replaced in the same
/// transaction as the entry. When the network fails the stored page is served, stale with its age; `--offline`
/// never touches the network. A `404` says there is no such author.
public struct CachedPostAuthorsRepository: PostAuthorsRepository {
    private let client: HTTPClient
    private let baseURL: URL
    private let policy: CachePolicy

    /// A repository that asks `client` for `baseURL`'s authors and keeps their pages under `policy`.
    ///
    /// The policy's store must have been opened with ``PostsSchema/migrations``.
    public init(client: HTTPClient, baseURL: URL, policy: CachePolicy) {
        self.client = client
        self.baseURL = baseURL
        self.policy = policy
    }

    /// The page of the author `id`, loaded under `context`; `DomainError/notFound(_:rateLimit:)` when
    /// JSONPlaceholder has no such author.
    public func author(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostAuthorProfile> {
        try await author(id: id, answer: AnswerContext(context, policy: policy))
    }

    /// The same page, stale-while-revalidate: the stored page at once (without touching the network), then, when it
    /// was stale, the refreshed one (see `Updates`).
    public func authorUpdates(id: Int, context: LoadContext) -> Updates<PostAuthorProfile> {
        StaleWhileRevalidate.updates(
            stored: { () async throws(DomainError) in
                try await author(id: id, answer: AnswerContext(context, policy: policy.with(mode: .offline)))
            },
            refreshed: { () async throws(DomainError) in try await author(id: id, context: context) })
    }

    /// The repository's name in an answer's ``Provenance``.
    static let name = "CachedPostAuthorsRepository"

    /// The answer of ``author(id:context:)`` made for `answer`.
    private func author(id: Int, answer: AnswerContext) async throws(DomainError) -> Fetched<PostAuthorProfile> {
        let endpoint = JSONPlaceholder(baseURL: baseURL).user(id: id)
        do {
            let url = try endpoint.makeURL()
            let loaded = try await answer.policy.load(
                key: CacheKey(url: url),
                read: { try PostAuthorProfilesTable.profile(id: id, in: $0) },
                fetch: { [client] validators in
                    let response = try await client.conditionalResponse(
                        for: endpoint, validators: validators, in: answer)
                    guard let dto = response.value, !response.isNotModified else { return .notModified }
                    return .modified(
                        dto, validators: CacheValidators(etag: response.etag, lastModified: response.lastModified))
                },
                replace: { (writer: Database, dto: PostAuthorDTO) in
                    try PostAuthorProfilesTable.replace(dto, id: id, in: writer)
                }
            )
            return loaded.fetched(loaded.value, service: .posts).recorded(
                by: Self.name, log: answer.log, endpoints: [url], now: policy.clock.now)
        } catch {
            throw DomainErrorMapping.domainError(for: error, resource: .postAuthor(id: id), service: .posts)
        }
    }
}
