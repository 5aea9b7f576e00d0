/// One page of relations, in the API's order.
public struct UserRelationsPage: Sendable, Hashable {
    /// The page's resources.
    public let items: [RelatedUser]
    /// The number of the next page (from the answer's `Link` header), or `nil` when this page is the last.
    public let next: Int?

    /// A page of `items` followed by the page `next`.
    public init(items: [RelatedUser], next: Int?) {
        self.items = items
        self.next = next
    }
}
