import AtomicCore
import AtomicLogger
import Foundation

/// Decides, per request, between the cache and the network, and keeps the cache up to date.
///
/// | state | answer |
/// | --- | --- |
/// | fresh (`now - fetchedAt < timeToLive`) | the stored value, no network (``CacheFreshness/fresh``) |
/// | stale | a conditional fetch with the stored validators; `200` replaces the data in one transaction (``CacheFreshness/fresh``), `304` only moves the fetch time (``CacheFreshness/revalidated``) |
/// | stale, fetch fails | the stored value as ``CacheFreshness/stale(age:)`` with the error in ``CachedAnswer/revalidationError`` |
/// | nothing stored, fetch fails | the fetch's error, unchanged |
/// | ``CacheMode/offline`` | the stored value (stale when old) without fetching; ``CachePolicyError/notCached(key:)`` when none |
/// | stored but unreadable | counts as absent: fetched again (unconditionally) and replaced; offline ``CachePolicyError/unreadable(key:)`` |
///
/// "Unreadable" means `read` (or reading the entry itself) threw a `DecodingError` or
/// ``PersistenceError/typeMismatch(column:expected:found:)``: the stored bytes, not the server, are at fault.
///
/// Cancellation is never turned into a stale answer: a `CancellationError` from the fetch is rethrown.
/// The policy knows nothing of HTTP: the caller's `fetch` closure sends the request (adding
/// ``CacheValidators/conditionalRequestHeaders``) and reports what came back.
///
/// ### One request through the policy
///
/// A repository names the endpoint with a ``CacheKey``, and hands the policy a fetch that turns an HTTP answer
/// into a ``RevalidationResult``. Here the body itself is what is cached (``loadBody(key:decode:fetch:)``);
/// features with tables use ``load(key:read:fetch:replace:)`` to write rows instead:
///
/// ```swift
/// let store = try await SQLiteCacheStore.open(at: location, featureMigrations: [], warn: { print($0) })
/// let policy = CachePolicy(store: store, clock: SystemClock(), timeToLive: 300)
/// let answer = try await policy.loadBody(key: CacheKey(url: url), decode: decodePosts) { validators in
///     let response = try await client.response(for: endpoint, headers: validators.conditionalRequestHeaders)
///     if response.isNotModified { return .notModified }
///     return .modified(
///         response.body, validators: CacheValidators(etag: response.etag, lastModified: response.lastModified))
/// }
/// answer.value  // the posts
/// answer.freshness  // .fresh, .revalidated or .stale(age:)
/// answer.revalidationError  // why it is stale, when the network failed
/// ```
///
/// What happens, call by call, with a time-to-live of 300 s:
///
/// 1. **Nothing stored**: `fetch` runs with empty validators (an unconditional request); its `200` is saved,
///    `ETag` and `Last-Modified` included, and answered ``CacheFreshness/fresh``. If it throws, the error is
///    thrown unchanged: there is nothing to fall back on.
/// 2. **Fresh hit**, 120 s later: the stored value is answered ``CacheFreshness/fresh`` and `fetch` is not
///    called at all.
/// 3. **Stale**, 400 s after the fetch: `fetch` runs with the stored validators, so the request carries
///    `If-None-Match`. A `304` (``RevalidationResult/notModified``) only moves the fetch time, and the stored
///    value is answered ``CacheFreshness/revalidated``; a `200` (``RevalidationResult/modified(_:validators:)``)
///    replaces the data and its validators in one transaction and is answered fresh.
/// 4. **Stale, network down**: `fetch` throws (no connection, a timeout, a `500`…); the stored value is
///    answered ``CacheFreshness/stale(age:)`` with the age in seconds, and the error in
///    ``CachedAnswer/revalidationError``, so a screen can say "offline, showing data from 7 minutes ago".
/// 5. **Offline mode** (``with(mode:)`` ``CacheMode/offline``): `fetch` is never called. Whatever is stored
///    is answered at once (stale when older than the time-to-live); nothing stored throws
///    ``CachePolicyError/notCached(key:)``.
///
/// Errors: the fetch's own error when nothing usable is stored, ``CachePolicyError`` for the policy's own
/// failures (offline without a copy, a `304` with nothing cached, closures that disagree) and
/// ``PersistenceError`` when the database fails. The article <doc:TheCachePolicy> draws the same decisions as a
/// diagram.
public struct CachePolicy: Sendable {
    /// Where the cached rows and the cache entries live; the policy reads and writes only through it.
    public let store: SQLiteCacheStore
    /// The source of "now" for ages and fetch times.
    public let clock: any AppClock
    /// How long, in seconds, stored data is served without asking the server (300 by default).
    public let timeToLive: TimeInterval
    /// Whether the network may be used.
    public let mode: CacheMode
    /// Whether an entry still within its time-to-live is revalidated (a conditional request) instead of served
    /// as is: what a person's explicit refresh asks for. `false` unless made by ``revalidatingFreshEntries()``.
    public private(set) var revalidatesFreshEntries = false
    private let logger: Logger

    /// Creates a policy over `store` that reads time from `clock`.
    public init(
        store: SQLiteCacheStore,
        clock: any AppClock,
        timeToLive: TimeInterval = 300,
        mode: CacheMode = .online,
        logger: Logger = .disabled
    ) {
        self.store = store
        self.clock = clock
        self.timeToLive = timeToLive
        self.mode = mode
        self.logger = logger
    }

    /// The same policy with the network allowed or not: `.offline` gives what the database holds, at once.
    public func with(mode: CacheMode) -> CachePolicy {
        var policy = CachePolicy(store: store, clock: clock, timeToLive: timeToLive, mode: mode, logger: logger)
        policy.revalidatesFreshEntries = revalidatesFreshEntries
        return policy
    }

    /// The same policy with entries fresh for at most `seconds`: a feature whose source changes faster, or whose
    /// requests are rationed harder (GitHub's search), keeps its answers a shorter time than the others.
    public func with(timeToLiveAtMost seconds: TimeInterval) -> CachePolicy {
        var policy = CachePolicy(
            store: store, clock: clock, timeToLive: min(timeToLive, seconds), mode: mode, logger: logger)
        policy.revalidatesFreshEntries = revalidatesFreshEntries
        return policy
    }

    /// The same policy, except that a fresh entry is treated like a stale one online: revalidated with its
    /// validators (a `304` renews it, a `200` replaces it), and served as it is, marked stale, when that fails.
    /// Offline nothing changes.
    public func revalidatingFreshEntries() -> CachePolicy {
        var policy = self
        policy.revalidatesFreshEntries = true
        return policy
    }

    /// Answers the request identified by `key` from the cache or the network, following the table above.
    ///
    /// - Parameters:
    ///   - key: the endpoint.
    ///   - read: reads the value from the database; `nil` means the feature has no data for it.
    ///     It runs in the same transaction as the entry lookup, and after a `200` in the same transaction
    ///     as the save.
    ///   - fetch: performs the (conditional) request with the given validators.
    ///   - save: stores a new payload; it runs in one write transaction together with the update of
    ///     the cache entry, so replacing a collection is atomic.
    /// - Throws: the fetch's error when nothing is cached, ``CachePolicyError`` (offline with nothing
    ///   cached or an unreadable copy, inconsistent closures), or ``PersistenceError`` when the database fails.
    public func load<Value: Sendable, Payload: Sendable>(
        key: CacheKey,
        read: @escaping @Sendable (Database) throws -> Value?,
        fetch: @Sendable (CacheValidators) async throws -> RevalidationResult<Payload>,
        save: @escaping @Sendable (Database, Payload) throws -> Void
    ) async throws -> CachedAnswer<Value> {
        try await load(key: key, read: read, fetch: fetch) { db, payload in
            try save(db, payload)
            guard let value = try read(db) else { throw CachePolicyError.missingAfterSave(key: key) }
            return value
        }
    }

    /// Answers the request identified by `key` like ``load(key:read:fetch:save:)``, except that after a `200`
    /// the value comes from `replace` itself, which stores the payload and returns what it stored, so that what
    /// was just written is never read back.
    ///
    /// `replace` runs in one write transaction together with the update of the cache entry.
    public func load<Value: Sendable, Payload: Sendable>(
        key: CacheKey,
        read: @escaping @Sendable (Database) throws -> Value?,
        fetch: @Sendable (CacheValidators) async throws -> RevalidationResult<Payload>,
        replace: @escaping @Sendable (Database, Payload) throws -> Value
    ) async throws -> CachedAnswer<Value> {
        let cached: Stored<Value>?
        do {
            cached = try await store.read { db -> Stored<Value>? in
                guard let entry = try db.cacheEntry(for: key), let value = try read(db) else { return nil }
                return Stored(entry: entry, value: value)
            }
        } catch let error where Self.isUnreadableStoredData(error) {
            logger.warning(
                "The cached copy cannot be read and counts as absent: \(error)", metadata: ["key": key.rawValue])
            guard mode == .online else { throw CachePolicyError.unreadable(key: key) }
            cached = nil
        }
        if let cached {
            let now = clock.now
            let age = cached.entry.age(at: now)
            let isFresh = cached.entry.isFresh(at: now, timeToLive: timeToLive)
            if (isFresh && !revalidatesFreshEntries) || mode == .offline {
                logger.debug(
                    "Answered from the cache without the network",
                    metadata: ["key": key.rawValue, "age": String(Int(age))])
                return CachedAnswer(
                    value: cached.value,
                    freshness: isFresh ? .fresh : .stale(age: age),
                    fetchedAt: cached.entry.fetchedAt
                )
            }
        } else if mode == .offline {
            throw CachePolicyError.notCached(key: key)
        }

        let result: RevalidationResult<Payload>
        do {
            result = try await fetch(cached?.entry.validators ?? CacheValidators())
        } catch {
            guard let cached, !(error is CancellationError) else { throw error }
            let age = cached.entry.age(at: clock.now)
            logger.notice(
                "Serving stale cached data because the refresh failed: \(error)",
                metadata: ["key": key.rawValue, "age": String(Int(age))])
            return CachedAnswer(
                value: cached.value,
                freshness: .stale(age: age),
                fetchedAt: cached.entry.fetchedAt,
                revalidationError: error
            )
        }

        switch result {
        case .notModified:
            guard let cached else { throw CachePolicyError.notModifiedWithoutCache(key: key) }
            let fetchedAt = clock.now
            do {
                try await store.write { try $0.touchCacheEntry(for: key, fetchedAt: fetchedAt) }
            } catch {
                // The server confirmed the data, so it is still right to show it; only the next
                // request will revalidate again sooner than it needed to.
                logger.warning(
                    "Could not record a cache revalidation: \(error)",
                    metadata: ["key": key.rawValue]
                )
            }
            logger.debug("The server confirmed the cached copy (304)", metadata: ["key": key.rawValue])
            return CachedAnswer(value: cached.value, freshness: .revalidated, fetchedAt: fetchedAt)
        case .modified(let payload, let validators):
            let fetchedAt = clock.now
            let value = try await store.write { db in
                try db.saveCacheEntry(CacheEntry(key: key, fetchedAt: fetchedAt, validators: validators))
                return try replace(db, payload)
            }
            logger.debug("Stored a new answer in the cache", metadata: ["key": key.rawValue])
            return CachedAnswer(value: value, freshness: .fresh, fetchedAt: fetchedAt)
        }
    }

    /// Fetches and stores the data of `key` when the caller already knows that nothing usable is stored for it
    /// (what ``load(key:read:fetch:replace:)`` does after finding nothing, without looking again): an
    /// unconditional fetch, then, in one write transaction, the cache entry and `replace`'s rows.
    ///
    /// - Throws: ``CachePolicyError/notCached(key:)`` in ``CacheMode/offline`` (nothing is fetched),
    ///   ``CachePolicyError/notModifiedWithoutCache(key:)`` for a `304`, the fetch's error unchanged, or
    ///   ``PersistenceError`` when the database fails.
    public func fetchAbsent<Value: Sendable, Payload: Sendable>(
        key: CacheKey,
        fetch: @Sendable (CacheValidators) async throws -> RevalidationResult<Payload>,
        replace: @escaping @Sendable (Database, Payload) throws -> Value
    ) async throws -> CachedAnswer<Value> {
        guard mode == .online else { throw CachePolicyError.notCached(key: key) }
        switch try await fetch(CacheValidators()) {
        case .notModified:
            throw CachePolicyError.notModifiedWithoutCache(key: key)
        case .modified(let payload, let validators):
            let fetchedAt = clock.now
            let value = try await store.write { db in
                try db.saveCacheEntry(CacheEntry(key: key, fetchedAt: fetchedAt, validators: validators))
                return try replace(db, payload)
            }
            logger.debug("Stored a new answer in the cache", metadata: ["key": key.rawValue])
            return CachedAnswer(value: value, freshness: .fresh, fetchedAt: fetchedAt)
        }
    }

    /// Whether `error`, thrown while reading a stored copy, says that the stored bytes cannot be decoded.
    static func isUnreadableStoredData(_ error: any Error) -> Bool {
        switch error {
        case is DecodingError: true
        case PersistenceError.typeMismatch: true
        default: false
        }
    }

    /// Answers the request identified by `key` with a raw response body kept in the cache entry itself,
    /// following the same rules as ``load(key:read:fetch:save:)``.
    public func loadBody(
        key: CacheKey,
        fetch: @Sendable (CacheValidators) async throws -> RevalidationResult<Data>
    ) async throws -> CachedAnswer<Data> {
        try await loadBody(key: key, decode: { $0 }, fetch: fetch)
    }

    /// Answers the request identified by `key` with a raw response body kept in the cache entry itself, decoded
    /// by `decode` (for example from JSON), following the same rules as ``load(key:read:fetch:save:)``.
    ///
    /// `decode` runs on every stored body before it is used: a stored body it rejects with a `DecodingError`
    /// counts as absent, so online it is fetched again and replaced, and offline the answer is
    /// ``CachePolicyError/unreadable(key:)``.
    public func loadBody<Value: Sendable>(
        key: CacheKey,
        decode: @escaping @Sendable (Data) throws -> Value,
        fetch: @Sendable (CacheValidators) async throws -> RevalidationResult<Data>
    ) async throws -> CachedAnswer<Value> {
        try await load(
            key: key,
            read: { db in try db.cacheEntry(for: key)?.payload.map(decode) },
            fetch: fetch,
            save: { db, body in
                guard var entry = try db.cacheEntry(for: key) else {
                    throw CachePolicyError.missingAfterSave(key: key)
                }
                entry.payload = body
                try db.saveCacheEntry(entry)
            }
        )
    }
}

/// A cache entry and the value read with it, in one snapshot.
private struct Stored<Value: Sendable>: Sendable {
    let entry: CacheEntry
    let value: Value
}

/// Whether the cache policy may use the network.
public enum CacheMode: Sendable, Equatable, Hashable {
    /// Serve fresh data from the cache, and revalidate or fetch anything else.
    case online
    /// Never touch the network: serve whatever is cached (marked stale when older than the
    /// time-to-live), and fail with ``CachePolicyError/notCached(key:)`` when nothing is.
    case offline
}
