import Domain

/// Everything a list screen shows, as one value: a view renders from it alone.
public struct ListState<Item: Sendable & Equatable>: Sendable, Equatable {
    /// Loading, content, empty or failed (with nothing to show).
    public var phase: ScreenPhase
    /// The rows held (every row loaded so far, unless the list keeps a window of pages), in list order, without
    /// duplicates.
    public var items: [Item]
    /// The items that pass ``filter``; all of ``items`` when the filter is empty.
    public var visibleItems: [Item]
    /// The active filter as typed; empty when none.
    public var filter: String
    /// Whether the next page is being loaded (shown as a spinner row).
    public var isLoadingMore: Bool
    /// Why the last attempt to load the next page failed, shown as an inline row below the items; the items stay.
    public var loadMoreError: ErrorPresentation?
    /// Whether the last page has been loaded: nothing more will be asked for.
    public var reachedEnd: Bool
    /// Whether rows come before ``items`` that the list can ask for (the list's window starts past the first
    /// page); `false` while the first row of the list is shown.
    public var hasEarlierItems: Bool
    /// How many rows of the list come before ``items``: 0 while the first row of the list is held, the rows of the
    /// pages the window let go of at the start since, `nil` when the window started past the first page (a jump,
    /// a list opened after a cursor) and those rows were never counted.
    public var itemsBefore: Int?
    /// How many rows the window let go of at the end come after ``items`` (0 when none were): loaded before and
    /// read again from the source as the shown row comes back to them.
    public var itemsAfter: Int = 0
    /// Whether the page before ``items`` is being loaded.
    public var isLoadingEarlier: Bool
    /// Why the last attempt to load the page before ``items`` failed; the items stay.
    public var loadEarlierError: ErrorPresentation?
    /// How current the shown data is, when there is something to say.
    public var notice: FreshnessNotice?
    /// GitHub's rate-limit budget after the last load, when known (always `nil` for lists of other services).
    public var rateLimit: RateLimitBudget?
    /// How the latest answer shown was made (for the inspector), when its source recorded it.
    public var provenance: Provenance?

    /// How many rows the whole list has, as the last page shown says (a search's `total_count`); `nil` when the
    /// API does not say.
    public var totalCount: Int?
    /// What the pages shown say about their answers (``ListPage/remarks``), each once, in page order.
    public var remarks: [String] = []

    /// Creates a state; by default the state of a list before its first load.
    public init(
        phase: ScreenPhase = .loading, items: [Item] = [], visibleItems: [Item]? = nil, filter: String = "",
        isLoadingMore: Bool = false, loadMoreError: ErrorPresentation? = nil, reachedEnd: Bool = false,
        hasEarlierItems: Bool = false, isLoadingEarlier: Bool = false, loadEarlierError: ErrorPresentation? = nil,
        notice: FreshnessNotice? = nil, rateLimit: RateLimitBudget? = nil, provenance: Provenance? = nil,
        totalCount: Int? = nil, remarks: [String] = []
    ) {
        self.phase = phase
        self.items = items
        self.visibleItems = visibleItems ?? items
        self.filter = filter
        self.isLoadingMore = isLoadingMore
        self.loadMoreError = loadMoreError
        self.reachedEnd = reachedEnd
        self.hasEarlierItems = hasEarlierItems
        self.itemsBefore = hasEarlierItems ? nil : 0
        self.isLoadingEarlier = isLoadingEarlier
        self.loadEarlierError = loadEarlierError
        self.notice = notice
        self.rateLimit = rateLimit
        self.provenance = provenance
        self.totalCount = totalCount
        self.remarks = remarks
    }
}
