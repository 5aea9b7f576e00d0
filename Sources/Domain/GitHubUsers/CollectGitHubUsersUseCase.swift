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
///   collected so far are returned, marked incomplete too.
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
    /// - Throws: ``DomainError/cancelled`` when the task is cancelled between pages, or the first
    ///   error of the repository; users collected before the error are not returned.
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
        return try await walk(limit: limit, pageSize: pageSize, since: since, context: context)
    }

    /// The users of ``callAsFunction(limit:pageSize:since:context:)``, handed to `receive` in id order, in batches of at most
    /// `batchSize`, with the rest of its answer (cursor, incompleteness, freshness, fetch time).
    ///
    /// When the repository holds the whole range at hand, the users are handed over as they are read
    /// (``GitHubUsersRepository/knownUsers(after:limit:batchSize:context:receive:)``), so a long list is never held
    /// whole; otherwise the pages are walked as ``callAsFunction(limit:pageSize:since:context:)`` does and the users
    /// collected are
    /// handed over at the end. `receive` runs before this method returns, possibly on another thread.
    ///
    /// - Throws: what ``callAsFunction(limit:pageSize:since:context:)`` throws, before any batch; or, after some batches, the
    ///   repository's ``DomainError`` when the stored users stop being readable part way.
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
        let page = try await walk(limit: limit, pageSize: pageSize, since: since, context: context)
        page.value.users.forEachBatch(of: batchSize, receive)
        return page.map(UserListSummary.init(of:))
    }

    /// Walks the pages as the type's summary says.
    private func walk(
        limit: Int, pageSize: Int, since: Int?, context: LoadContext
    ) async throws(DomainError) -> Fetched<UserPage> {
        let size = ListGitHubUsersUseCase.clamped(pageSize)
        var cursor = since.map(UserCursor.init(since:))
        var collected: [GitHubUser] = []
        // While ids only grow (as GitHub sends them) a new id is larger than the last one collected; the set of
        // collected ids is built only once an id comes out of order.
        var seen: Set<Int> = []
        var increasing = true
        var pages = PagesAnswered()

        while collected.count < limit {
            if Task.isCancelled { throw .cancelled }
            let fetched = try await repository.users(after: cursor, pageSize: size, context: context)
            pages.add(fetched)

            let page = fetched.value
            var added = 0
            var truncated = false
            for user in page.users {
                if increasing, let last = collected.last, user.id <= last.id {
                    increasing = false
                    seen = Set(collected.lazy.map(\.id))
                }
                guard increasing || !seen.contains(user.id) else { continue }
                guard collected.count < limit else {
                    truncated = true
                    break
                }
                if !increasing { seen.insert(user.id) }
                collected.append(user)
                added += 1
            }

            if truncated, let last = collected.last {
                return pages.answer(UserPage(users: collected, next: UserCursor(since: last.id)))
            }
            if page.isIncomplete, collected.count < limit {
                return pages.answer(UserPage(users: collected, next: page.next, isIncomplete: true))
            }
            guard added > 0, let next = page.next, cursor.map({ next > $0 }) ?? true else {
                cursor = nil
                break
            }
            cursor = next
        }
        return pages.answer(UserPage(users: collected, next: cursor))
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

    /// `page` with the least current freshness, the oldest fetch time and the first stale reason of the pages, and
    /// the last page's provenance carrying the latest rate-limit budget any page reported.
    func answer(_ page: UserPage) -> Fetched<UserPage> {
        var provenance = provenance
        provenance?.rateLimit = rateLimit
        return Fetched(
            value: page, freshness: freshness, fetchedAt: oldestFetch, staleReason: staleReason,
            provenance: provenance)
    }
}
