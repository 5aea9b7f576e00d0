/// One page of a list as a ``PagedListModel`` holds it: its rows, and where the pages around it are.
public struct ListPage<Item: Sendable & Equatable & Identifiable, Cursor: Sendable & Hashable & Comparable>: Sendable,
    Equatable
{
    /// The rows, in list order.
    public var items: [Item]
    /// Where the page after this one starts (ask ``PageRequest/after(_:)`` with it); `nil` when this page ends the
    /// list.
    public var next: Cursor?
    /// The request of the page right before this one, when the source can tell it; `nil` when nothing is before
    /// this page or the source cannot go back (GitHub's `since` only goes forward). The model asks it when the
    /// person scrolls up to the first rows of its window.
    public var previous: PageRequest<Cursor>?
    /// Whether the list goes on past these rows but the rest could not be had (offline past the end of what is
    /// stored): an empty incomplete page is a failure to load more, not the end of the list.
    public var isIncomplete: Bool
    /// How many rows the whole list has, when the API says (a search's `total_count`); `nil` when it does not.
    public var totalCount: Int?
    /// What the answer says about itself, in a few words each, for a line under the header ("GitHub's search
    /// timed out: the results may be incomplete"); none for most answers.
    public var remarks: [String]

    /// Creates a page from its rows and the cursors around it, and what the answer tells of the whole list.
    public init(
        items: [Item], next: Cursor?, previous: PageRequest<Cursor>? = nil, isIncomplete: Bool = false,
        totalCount: Int? = nil, remarks: [String] = []
    ) {
        self.items = items
        self.next = next
        self.previous = previous
        self.isIncomplete = isIncomplete
        self.totalCount = totalCount
        self.remarks = remarks
    }
}
