/// Which page of a list to ask the repository for: the page the list opens with, or the page right after a
/// cursor.
///
/// A page is known by the request that loaded it: asking the same request again gives the same page (from the
/// store, or refreshed), which is how a ``PagedListModel`` gets back a page it dropped from its window.
public enum PageRequest<Cursor: Sendable & Hashable & Comparable>: Sendable, Hashable {
    /// The page the list starts with.
    case start
    /// The page that follows `cursor` (a page's ``ListPage/next``).
    case after(Cursor)

    /// The cursor the page starts after; `nil` for ``start``.
    public var cursor: Cursor? {
        switch self {
        case .start: nil
        case .after(let cursor): cursor
        }
    }
}
