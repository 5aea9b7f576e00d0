import Domain
import Foundation
import Networking
import Persistence

/// The JSONPlaceholder feed, kept in SQLite tables under the cache policy.
///
/// `/posts`, `/users` and `/comments` are three cache entries, each with its own fetch time. Within
/// the time-to-live no request is made; after it each endpoint is revalidated (conditionally when an
/// ETag is known) and its table replaced in one transaction. Both answers are then read from the
/// database by a join, in one read transaction that finds the three entries too (a feed cleared meanwhile by
/// another process is brought up to date again), so a post opens offline once the feed was fetched.
public struct CachedPostsRepository: PostsRepository {
    private let client: HTTPClient
    private let baseURL: URL
    private let policy: CachePolicy

    /// A repository that asks `client` for `baseURL`'s feed and keeps it under `policy`.
    ///
    /// The policy's store must have been opened with ``PostsSchema/migrations``.
    public init(client: HTTPClient, baseURL: URL, policy: CachePolicy) {
        self.client = client
        self.baseURL = baseURL
        self.policy = policy
    }

    /// Every post with its author's name and number of comments, loaded under `context`.
    public func posts(context: LoadContext) async throws(DomainError) -> Fetched<[PostSummary]> {
        let answer = AnswerContext(context, policy: policy)
        do {
            let (feed, summaries) = try await readFeed(answer) { try PostsTables.summaries(in: $0) }
            let urls = try feedURLs()
            return feed.map { _ in summaries }.recorded(
                by: Self.name, log: answer.log, endpoints: urls, now: policy.clock.now)
        } catch {
            throw DomainErrorMapping.domainError(for: error, service: .posts)
        }
    }

    /// The post `id` with its author and comments; `DomainError/notFound(_:rateLimit:)` when the stored feed has no
    /// such post.
    ///
    /// The feed is fetched as whole collections, so an HTTP 404 from one of them says the service is not where
    /// it was expected, not that this post is missing: it is reported as a server error, as by
    /// ``posts(context:)``.
    public func post(id: Int, context: LoadContext) async throws(DomainError) -> Fetched<PostDetail> {
        let answer = AnswerContext(context, policy: policy)
        do {
            let (feed, found) = try await readFeed(answer) { try PostsTables.detail(id: id, in: $0) }
            guard let detail = found else { throw DomainError.notFound(.post(id: id)) }
            let urls = try feedURLs()
            return feed.map { _ in detail }.recorded(
                by: Self.name, log: answer.log, endpoints: urls, now: policy.clock.now)
        } catch {
            throw DomainErrorMapping.domainError(for: error, service: .posts)
        }
    }

    /// The feed, stale-while-revalidate: the stored list at once (without touching the network), then, when it
    /// was stale, the refreshed one (see `Updates`).
    public func postsUpdates(context: LoadContext) -> Updates<[PostSummary]> {
        let stored = CachedPostsRepository(client: client, baseURL: baseURL, policy: policy.with(mode: .offline))
        return StaleWhileRevalidate.updates(
            stored: { () async throws(DomainError) in try await stored.posts(context: context) },
            refreshed: { () async throws(DomainError) in try await posts(context: context) })
    }

    /// The post `id`, stale-while-revalidate (see `Updates`); a post missing from the stored feed is looked for
    /// in the refreshed one.
    public func postUpdates(id: Int, context: LoadContext) -> Updates<PostDetail> {
        let stored = CachedPostsRepository(client: client, baseURL: baseURL, policy: policy.with(mode: .offline))
        return StaleWhileRevalidate.updates(
            stored: { () async throws(DomainError) in try await stored.post(id: id, context: context) },
            refreshed: { () async throws(DomainError) in try await post(id: id, context: context) })
    }

    /// The repository's name in an answer's ``Provenance``.
    static let name = "CachedPostsRepository"

    /// The URLs of the three collections the feed is made of.
    private func feedURLs() throws -> [URL] {
        try JSONPlaceholderRoute.allCases.map { try JSONPlaceholderEndpoint<Data>(baseURL: baseURL, $0).makeURL() }
    }

    /// How many times ``readFeed(_:_:)`` brings the feed up to date before it gives up on a cache that is cleared
    /// each time between the update and the read.
    static let feedAttempts = 3

    /// Brings the three tables up to date, then reads `read` from them in one read transaction that also finds
    /// the three cache entries, so that the answer is one snapshot of a whole feed.
    ///
    /// Each table is written in a transaction of its own, so another process's `cache clear` can empty the
    /// tables between an update and the read: the snapshot then lacks an entry, and the feed is brought up to
    /// date again (fetched, online), at most ``feedAttempts`` times. An empty or partial feed is never read.
    ///
    /// - Throws: ``CachePolicyError/notCached(key:)`` for the first missing entry offline (nothing is fetched),
    ///   ``CachePolicyError/missingAfterSave(key:)`` online when every attempt found the feed cleared, or whatever
    ///   ``refreshFeed(_:)`` throws.
    private func readFeed<Value: Sendable>(
        _ answer: AnswerContext, _ read: @escaping @Sendable (Database) throws -> Value
    ) async throws -> (Fetched<Void>, Value) {
        let keys = try feedURLs().map { CacheKey(url: $0) }
        var attempt = 1
        while true {
            let feed = try await refreshFeed(answer)
            let snapshot = try await policy.store.read { reader -> FeedSnapshot<Value> in
                for key in keys where try reader.cacheEntry(for: key) == nil {
                    return .cleared(key)
                }
                return .read(try read(reader))
            }
            switch snapshot {
            case .read(let value):
                return (feed, value)
            case .cleared(let key):
                guard policy.mode == .online else { throw CachePolicyError.notCached(key: key) }
                guard attempt < Self.feedAttempts else { throw CachePolicyError.missingAfterSave(key: key) }
                attempt += 1
            }
        }
    }

    /// Brings the three tables up to date under the answer's policy; returns the least current freshness, the
    /// oldest fetch time and the first failure that left a table stale, around no value yet.
    private func refreshFeed(_ answer: AnswerContext) async throws -> Fetched<Void> {
        let feed = JSONPlaceholder(baseURL: baseURL)
        async let posts = load(feed.posts(), in: answer, save: PostsTables.replacePosts)
        async let authors = load(feed.users(), in: answer, save: PostsTables.replaceAuthors)
        async let comments = load(feed.comments(), in: answer, save: PostsTables.replaceComments)
        let answers = try await [posts, authors, comments].map { $0.fetched(()) }
        let freshness = answers.map(\.freshness).reduce(DataFreshness.fresh) { $0.combined(with: $1) }
        return Fetched(
            value: (), freshness: freshness, fetchedAt: answers.compactMap(\.fetchedAt).min(),
            staleReason: answers.lazy.compactMap(\.staleReason).first)
    }

    /// Loads one collection endpoint under the answer's policy; the answer's value is the number of stored rows.
    private func load<DTO: Decodable & Sendable>(
        _ endpoint: JSONPlaceholderEndpoint<[DTO]>,
        in answer: AnswerContext,
        save: @escaping @Sendable ([DTO], Database) throws -> Void
    ) async throws -> CachedAnswer<Int> {
        return try await answer.policy.load(
            key: CacheKey(url: try endpoint.makeURL()),
            read: { reader in try Self.rowCount(of: endpoint.route, in: reader) },
            fetch: { [client] validators in
                let response = try await client.conditionalResponse(
                    for: endpoint, validators: validators, in: answer)
                if response.isNotModified {
                    return .notModified
                }
                return .modified(
                    response.value ?? [],
                    validators: CacheValidators(etag: response.etag, lastModified: response.lastModified))
            },
            save: { writer, rows in try save(rows, writer) }
        )
    }

    /// The number of stored rows of `request`'s table.
    ///
    /// - Throws: ``PersistenceError/typeMismatch(column:expected:found:)`` when a row holds a value of a type this
    ///   app never stores there, so that the policy counts the table as unreadable (fetched again online).
    private static func rowCount(of request: JSONPlaceholderRoute, in reader: Database) throws -> Int {
        let table: String
        let unreadableRows: String
        switch request {
        case .posts:
            table = "posts"
            unreadableRows = "typeof(user_id) <> 'integer' OR typeof(title) <> 'text' OR typeof(body) <> 'text'"
        case .users:
            table = "post_authors"
            unreadableRows =
                "typeof(name) <> 'text' OR typeof(username) <> 'text' OR typeof(email) NOT IN ('text', 'null') "
                + "OR typeof(phone) NOT IN ('text', 'null') OR typeof(website) NOT IN ('text', 'null') "
                + "OR typeof(company_name) NOT IN ('text', 'null') OR typeof(city) NOT IN ('text', 'null')"
        case .comments:
            table = "comments"
            unreadableRows =
                "typeof(post_id) <> 'integer' OR typeof(name) <> 'text' OR typeof(email) <> 'text' "
                + "OR typeof(body) <> 'text'"
        }
        // Both texts are the fixed strings above: nothing from outside reaches the SQL.
        let unreadable = try Int.fetchOne(reader, sql: "SELECT COUNT(*) FROM \(table) WHERE \(unreadableRows)")
        if let unreadable, unreadable > 0 {
            throw PersistenceError.typeMismatch(
                column: table, expected: "rows as this app stores them", found: "\(unreadable) unreadable row(s)")
        }
        return try Int.fetchOne(reader, sql: "SELECT COUNT(*) FROM \(table)") ?? 0
    }
}

/// What ``CachedPostsRepository`` found in one read transaction over the feed.
private enum FeedSnapshot<Value: Sendable>: Sendable {
    /// The three cache entries were there, and this was read with them.
    case read(Value)
    /// The entry of this key was missing: the cache was cleared after the feed was brought up to date.
    case cleared(CacheKey)
}
