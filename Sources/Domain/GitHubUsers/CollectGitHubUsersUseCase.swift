import Foundation

/// Gathers up to a given number of GitHub users by walking pages by cursor.
///
/// The walk asks for one page after another with the same page size (so every page can be served
/// from the cache) and stops at the first of:
/// - `limit` users collected;
/// - an empty page, or a page without a next cursor (the end of the list);
/// - a next cursor that does not move past the current one;
/// - a page that adds no user not already collected.
/// - a page marked incomplete (``UserPage/isIncomplete``: offline or failing past what is cached): the users
///   collected so far are returned, marked incomplete too; unless an earlier page of the same walk was answered by
///   the server (``Provenance/CacheDecision/refetched`` or ``Provenance/CacheDecision/revalidated``) and the
///   incomplete page says why the rest is missing (``Fetched/staleReason``): the server then cut the list short
///   part way, which is that reason thrown, after the users of the pages before it (and of the incomplete page).
/// The two before it guard against a misbehaving source: the walk never loops forever.
/// Users are de-duplicated by id, keeping the first occurrence.
public struct CollectGitHubUsersUseCase: Sendable {
    private let repository: any GitHubUsersRepository

    /// Creates the use case over `repository`.
    public init(repository: any GitHubUsersRepository) {
        self.repository = repository
    }

    /// Up to `limit` users, starting after the user with id `since` (from the start when `nil`).
    ///
    /// - Parameters:
    ///   - limit: The most users to return; 0 or less returns an empty page without any request.
    ///   - pageSize: The size of each page asked for, clamped into ``ListGitHubUsersUseCase/pageSizes``.
    ///   - since: The id of the last user already seen, or `nil` to start at the beginning.
    ///   - context: Why the load runs and by when it must be done, shared by every page.
    /// - Returns: The users in the order received, with `next` set to the cursor that continues after
    ///   the last returned user, or `nil` when the list ended. Freshness is the least current of all
    ///   pages; `fetchedAt` is the oldest fetch time of any page; `staleReason` is the first page's reason; the
    ///   provenance is the last page's, its rate-limit budget the latest any page reported (so a command warns
    ///   about a low budget from the answer itself).
    ///   When a page came back incomplete, the result holds the users collected up to it and is incomplete too.
    /// - Throws: ``DomainError/cancelled`` when the task is cancelled between pages, the first error of the
    ///   repository, or the reason of an incomplete page after the server answered an earlier one (the type's
    ///   summary); users collected before the error are not returned.
    public func callAsFunction(
        limit: Int,
        pageSize: Int = ListGitHubUsersUseCase.defaultPageSize,
        since: Int? = nil,
        context: LoadContext
    ) async throws(DomainError) -> Fetched<UserPage> {
        // A repository holding the whole range at hand answers in one read, exactly as the walk would.
        if limit > 0 {
            if Task.isCancelled { throw .cancelled }
            if let known = await repository.knownUsers(
                after: since.map(UserCursor.init(since:)), limit: limit, context: context)
            {
                return known
            }
        }
        var collected: [GitHubUser] = []
        let list = try await walk(limit: limit, pageSize: pageSize, since: since, context: context) { users in
            if collected.isEmpty {
                collected = users
            } else {
                collected.append(contentsOf: users)
            }
        }
        return list.map { UserPage(users: collected, next: $0.next, isIncomplete: $0.isIncomplete) }
    }

    /// The users of ``callAsFunction(limit:pageSize:since:context:)``, handed to `receive` in id order, in batches of
    /// at most `batchSize`, with the rest of its answer (cursor, incompleteness, freshness, fetch time).
    ///
    /// When the repository holds the whole range at hand, the users are handed over as they are read
    /// (``GitHubUsersRepository/knownUsers(after:limit:batchSize:context:receive:)``); otherwise the pages are walked
    /// as ``callAsFunction(limit:pageSize:since:context:)`` does, and the new users of each page are handed over as
    /// soon as the repository has answered with it, before the next page is asked for. Either way a long list is
    /// never held whole: the walk keeps only the ids handed over (8 bytes each), to drop a user a misbehaving source
    /// sends twice. `receive` runs before this method returns, possibly on another thread.
    ///
    /// - Throws: what ``callAsFunction(limit:pageSize:since:context:)`` throws. The batches handed over before the
    ///   error stand: when a later page fails (its request, or the stored users stop being readable part way),
    ///   `receive` has had every user before it, and the caller decides what to make of them.
    public func stream(
        limit: Int,
        pageSize: Int = ListGitHubUsersUseCase.defaultPageSize,
        since: Int? = nil,
        batchSize: Int,
        context: LoadContext,
        receive: @escaping @Sendable ([GitHubUser]) -> Void
    ) async throws(DomainError) -> Fetched<UserListSummary> {
        if limit > 0 {
            if Task.isCancelled { throw .cancelled }
            if let known = try await repository.knownUsers(
                after: since.map(UserCursor.init(since:)), limit: limit, batchSize: batchSize, context: context,
                receive: receive)
            {
                return known
            }
        }
        return try await walk(limit: limit, pageSize: pageSize, since: since, context: context) { users in
            users.forEachBatch(of: batchSize, receive)
        }
    }

    /// Walks the pages as the type's summary says, handing the new users of each page to `receive` (never an empty
    /// batch) as soon as the page is answered.
    private func walk(
        limit: Int, pageSize: Int, since: Int?, context: LoadContext, receive: ([GitHubUser]) -> Void
    ) async throws(DomainError) -> Fetched<UserListSummary> {
        let size = ListGitHubUsersUseCase.clamped(pageSize)
        var cursor = since.map(UserCursor.init(since:))
        var handed = HandedIDs()
        var pages = PagesAnswered()
        var answeredByServer = false

        while handed.count < limit {
            if Task.isCancelled { throw .cancelled }
            let fetched = try await repository.users(after: cursor, pageSize: size, context: context)
            pages.add(fetched)

            let page = fetched.value
            var added: [GitHubUser] = []
            var truncated = false
            for user in page.users {
                guard handed.isNew(user.id) else { continue }
                guard handed.count < limit else {
                    truncated = true
                    break
                }
                handed.insert(user.id)
                added.append(user)
            }
            if !added.isEmpty { receive(added) }
            if page.isIncomplete, !truncated, handed.count < limit, answeredByServer, let reason = fetched.staleReason {
                throw reason
            }
            switch fetched.provenance?.decision {
            case .refetched, .revalidated: answeredByServer = true
            default: break
            }

            if truncated, let last = handed.last {
                return pages.answer(UserListSummary(count: handed.count, next: UserCursor(since: last)))
            }
            if page.isIncomplete, handed.count < limit {
                return pages.answer(UserListSummary(count: handed.count, next: page.next, isIncomplete: true))
            }
            guard !added.isEmpty, let next = page.next, cursor.map({ next > $0 }) ?? true else {
                cursor = nil
                break
            }
            cursor = next
        }
        return pages.answer(UserListSummary(count: handed.count, next: cursor))
    }
}

/// The ids of the users a walk has handed over, in order: enough to tell a user seen before from a new one without
/// keeping the users.
///
/// While ids only grow (as GitHub sends them) a new id is larger than the last one handed over; the set of the ids
/// is built only once an id comes out of order.
private struct HandedIDs {
    /// How many users were handed over.
    private(set) var count = 0
    /// The id of the last user handed over.
    private(set) var last: Int?
    private var inOrder: [Int] = []
    private var seen: Set<Int>?

    /// Whether no user with `id` was handed over yet.
    mutating func isNew(_ id: Int) -> Bool {
        if seen == nil, let last, id <= last {
            seen = Set(inOrder)
            inOrder = []
        }
        return seen.map { !$0.contains(id) } ?? true
    }

    /// Records that the user with `id` was handed over.
    mutating func insert(_ id: Int) {
        count += 1
        last = id
        if seen != nil {
            seen?.insert(id)
        } else {
            inOrder.append(id)
        }
    }
}

/// The pages a walk was answered with, taken as the repository reported each (its freshness, fetch time, stale
/// reason and provenance), summed up for the walk's answer.
private struct PagesAnswered {
    private var freshness = DataFreshness.fresh
    private var oldestFetch: Date?
    private var staleReason: DomainError?
    private var provenance: Provenance?
    private var rateLimit: RateLimitBudget?

    /// Adds the page `fetched` as the repository answered it.
    mutating func add(_ fetched: Fetched<UserPage>) {
        freshness = freshness.combined(with: fetched.freshness)
        staleReason = staleReason ?? fetched.staleReason
        if let fetchedAt = fetched.fetchedAt {
            oldestFetch = Swift.min(oldestFetch ?? fetchedAt, fetchedAt)
        }
        provenance = fetched.provenance ?? provenance
        rateLimit = fetched.provenance?.rateLimit ?? rateLimit
    }

    /// `list` with the least current freshness, the oldest fetch time and the first stale reason of the pages, and
    /// the last page's provenance carrying the latest rate-limit budget any page reported.
    func answer(_ list: UserListSummary) -> Fetched<UserListSummary> {
        var provenance = provenance
        provenance?.rateLimit = rateLimit
        return Fetched(
            value: list, freshness: freshness, fetchedAt: oldestFetch, staleReason: staleReason,
            provenance: provenance)
    }
}
