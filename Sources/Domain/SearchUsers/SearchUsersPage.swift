/// One page of search users, in the API's order.
public struct SearchUsersPage: Sendable, Hashable {
    /// The page's resources.
    public let items: [FoundUser]
    /// The number of the next page (from the answer's `Link` header), or `nil` when this page is the last.
    public let next: Int?
    /// `incomplete_results` of the answer.
    public let incompleteResults: Bool
    /// `total_count` of the answer.
    public let totalCount: Int

    /// A page of `items` followed by the page `next`, with the answer's other fields (by default empty: zero, false, no text).
    public init(items: [FoundUser], next: Int?, incompleteResults: Bool = false, totalCount: Int = 0) {
        self.items = items
        self.next = next
        self.incompleteResults = incompleteResults
        self.totalCount = totalCount
    }
}
