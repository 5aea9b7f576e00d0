import Domain

/// What a feature configures a ``PagedListModel`` with: how to ask for a page, how its answer reads as a
/// ``ListPage``, and which rows a filter lets through. The paging, the window, loading, refreshing, retrying and
/// the notices are the model's and written once.
///
/// A source is a small value over the feature's use case: ``GitHubUsersPages`` pages GitHub's users by their
/// `since` cursor; ``PostsFeedPages`` answers the posts feed as one page (its cursor type is `Never`, so the only
/// request is ``PageRequest/start``). A list of followers, of repositories or of search results is one more such
/// value.
public protocol PagedListSource: Sendable {
    /// A row of the list; rows with the same id are shown once.
    associatedtype Item: Sendable & Equatable & Identifiable
    /// Where a page starts, ordered as the list is (a page whose ``ListPage/next`` does not move past its own
    /// cursor ends the list).
    associatedtype Cursor: Sendable & Hashable & Comparable
    /// What the use case answers for one page.
    associatedtype Answer: Sendable

    /// The page `request` names, stale-while-revalidate: the stored page at once, then, when it was out of date,
    /// the refreshed one (see `Updates`). `context` carries why the load runs (`retry()` passes
    /// `LoadTrigger.retry`), for the use case.
    func updates(_ request: PageRequest<Cursor>, context: LoadContext) -> Updates<Answer>

    /// The page `request` names, asked for once (for a refresh), under `context`.
    func load(_ request: PageRequest<Cursor>, context: LoadContext) async throws(DomainError) -> Fetched<Answer>

    /// `answer` as the rows and cursors of a page.
    func page(of answer: Answer) -> ListPage<Item, Cursor>

    /// Whether `item` passes the filter `text` (trimmed and never empty; an empty filter shows every row).
    func matches(_ item: Item, filter text: String) -> Bool

    /// The request of the page that ends right before the page `request` names, when the source can tell it from
    /// what it has stored, without a request; `nil` when it cannot. A ``PagedListModel`` asks when a page becomes
    /// the first of its window and neither the page (``ListPage/previous``) nor the pages it let go of name the one
    /// before: after a jump, or in a list opened past its start.
    func storedRequest(before request: PageRequest<Cursor>) async -> PageRequest<Cursor>?

    /// The request of the last page of the rows the source has stored from `cursor` on (from the start when `nil`),
    /// when that page is further than the page after `cursor`; `nil` otherwise, or when the source cannot tell. A
    /// ``PagedListModel`` jumps there to go to the end of what is stored (``PagedListModel/jumpToEnd()``).
    func lastStoredRequest(after cursor: Cursor?) async -> PageRequest<Cursor>?

    /// How many rows of the list come before the page `request` names, when the source has stored every row from
    /// the list's start up to there; `nil` otherwise. A ``PagedListModel`` asks after a jump, to number its rows
    /// in the whole list (``ListState/itemsBefore``).
    func storedRowCount(before request: PageRequest<Cursor>) async -> Int?

    /// The request of a page whose first row is the `row`-th of the list (0 for the first), when the source has
    /// stored every row up to it; `nil` otherwise. A ``PagedListModel`` jumps there to go to a row by its number
    /// (``PagedListModel/jump(toRow:)``).
    func storedRequest(atRow row: Int) async -> PageRequest<Cursor>?
}

extension PagedListSource {
    /// `nil`: a source without a store names no page before a page on its own.
    public func storedRequest(before request: PageRequest<Cursor>) async -> PageRequest<Cursor>? { nil }

    /// `nil`: a source without a store goes to the end page by page.
    public func lastStoredRequest(after cursor: Cursor?) async -> PageRequest<Cursor>? { nil }

    /// `nil`: a source without a store counts no rows.
    public func storedRowCount(before request: PageRequest<Cursor>) async -> Int? { nil }

    /// `nil`: a source without a store finds no row by its number.
    public func storedRequest(atRow row: Int) async -> PageRequest<Cursor>? { nil }
}
