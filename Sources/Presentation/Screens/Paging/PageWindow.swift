/// The pages a ``PagedListModel`` holds: a window of consecutive pages around what is shown, at most
/// ``maximumPages`` of them, and how to reach the pages on either side of it.
///
/// A page added at one end pushes the page at the other end out when the window is full. A page pushed out at the
/// start leaves its request behind (a cursor, a few bytes), since a source that only goes forward cannot name the
/// page before; a page pushed out at the end is reached again through the ``ListPage/next`` of the page before it.
struct PageWindow<Item: Sendable & Equatable & Identifiable, Cursor: Sendable & Hashable & Comparable> {
    /// One page with the request that loaded it.
    struct Entry {
        /// The request that loaded the page, and loads it again.
        var request: PageRequest<Cursor>
        /// The page.
        var page: ListPage<Item, Cursor>
    }

    /// The most pages held; `nil` holds every page loaded.
    let maximumPages: Int?
    /// The pages, in list order.
    private(set) var entries: [Entry] = []
    /// The requests of the pages pushed out at the start, the nearest last.
    private(set) var earlier: [PageRequest<Cursor>] = []
    /// The rows of every page in order, each id once (a row that moved between pages stays where it was first).
    ///
    /// Kept up to date as pages come rather than derived when read: a page added after the others, the common
    /// case of a list scrolled down, looks up and appends only its own rows, instead of every row held being
    /// hashed and copied through generic code again. The array is still copied once for such a page when the
    /// screen's state shares it. Every other change derives the rows again.
    private(set) var items: [Item] = []
    /// The ids of ``items``.
    private var itemIDs: Set<Item.ID> = []
    /// How many rows of the list come before the first row held: 0 while the window starts at ``start``, the rows of the pages pushed out at the start since, `nil` when the window started elsewhere (a jump,
    /// a list opened after a cursor) and the rows before it were never counted.
    private(set) var itemsBefore: Int?
    /// How many rows of the pages let go of at the end come after the last row held (0 when none were, and after
    /// the window started again elsewhere).
    private(set) var itemsAfter = 0
    /// The first request of the window that the source was asked to name the page before, so that it is asked
    /// once per first page.
    private var askedBefore: PageRequest<Cursor>?

    /// The request of the list's first page: the window never asks for a page before it.
    let start: PageRequest<Cursor>

    /// A window of at most `maximumPages` pages (at least 2 when given) over the list that `start` opens, empty.
    init(maximumPages: Int?, start: PageRequest<Cursor> = .start) {
        self.maximumPages = maximumPages.map { max(2, $0) }
        self.start = start
    }

    /// Whether no page is held.
    var isEmpty: Bool { entries.isEmpty }

    /// How many pages are held.
    var count: Int { entries.count }

    /// Where the page of `request` is in the window, if it is held.
    func position(of request: PageRequest<Cursor>) -> Int? {
        entries.firstIndex { $0.request == request }
    }

    /// Whether the last page held ends the list: it is empty, has no next cursor, or its next cursor does not move
    /// past its own.
    var reachedEnd: Bool {
        guard let last = entries.last else { return false }
        guard let next = last.page.next, !last.page.items.isEmpty else { return true }
        return last.request.cursor.map { next <= $0 } ?? false
    }

    /// The request of the page right after the window, or `nil` at the end of the list.
    var requestAfter: PageRequest<Cursor>? {
        guard !reachedEnd, let next = entries.last?.page.next else { return nil }
        return .after(next)
    }

    /// The request of the page right before the window, or `nil` when nothing before it can be asked for.
    var requestBefore: PageRequest<Cursor>? {
        earlier.last ?? entries.first?.page.previous
    }

    /// The first page's request when nothing names the page before it and the source was not asked yet: the
    /// window's first page is not the start of the list, yet neither the pages pushed out nor the page itself say
    /// where the page before starts. `nil` otherwise.
    var requestToNameBefore: PageRequest<Cursor>? {
        guard requestBefore == nil, let first = entries.first?.request, first != start, askedBefore != first
        else { return nil }
        return first
    }

    /// Records `count` as the rows before the window when its first page is still `first` and its rows before were
    /// not counted (a window that started past ``start``).
    mutating func count(before first: PageRequest<Cursor>, as count: Int) {
        guard entries.first?.request == first, itemsBefore == nil else { return }
        itemsBefore = count
    }

    /// Records the source's answer for ``requestToNameBefore``: `before` is the request of the page before the
    /// window's first page `first` (`nil`: there is none the source can name). Ignored when `first` is no longer
    /// the first page.
    mutating func name(before first: PageRequest<Cursor>, as before: PageRequest<Cursor>?) {
        guard entries.first?.request == first, requestBefore == nil else { return }
        askedBefore = first
        if let before { earlier.append(before) }
    }

    /// Puts `page`, loaded by `request`, in place of the page of that request when it is held, else at the end of
    /// the window `toward` names, pushing a page out at the other end when the window is full.
    mutating func put(_ page: ListPage<Item, Cursor>, for request: PageRequest<Cursor>, toward end: PageDirection) {
        if let position = position(of: request) {
            entries[position].page = page
            return deriveItems()
        }
        if entries.isEmpty { itemsBefore = request == start ? 0 : nil }
        switch end {
        case .after:
            itemsAfter = max(0, itemsAfter - page.items.count)
            entries.append(Entry(request: request, page: page))
            if let maximumPages, entries.count > maximumPages {
                let pushed = entries.removeFirst()
                earlier.append(pushed.request)
                itemsBefore = itemsBefore.map { $0 + pushed.page.items.count }
                deriveItems()
            } else {
                appendItems(of: page)
            }
        case .before:
            if earlier.last == request { earlier.removeLast() }
            itemsBefore = request == start ? 0 : itemsBefore.map { max(0, $0 - page.items.count) }
            entries.insert(Entry(request: request, page: page), at: 0)
            if let maximumPages, entries.count > maximumPages {
                itemsAfter += entries.removeLast().page.items.count
            }
            deriveItems()
        }
    }

    /// Puts `page`, loaded by `request`, at `position` (replacing the page there), and with `droppingLater` drops
    /// the pages after it (the page ends the list).
    mutating func replace(
        at position: Int, with page: ListPage<Item, Cursor>, for request: PageRequest<Cursor>,
        droppingLater: Bool
    ) {
        entries[position] = Entry(request: request, page: page)
        if droppingLater {
            entries.removeSubrange((position + 1)...)
            itemsAfter = 0
        }
        deriveItems()
    }

    /// Appends the rows of `page`, the last page, that no page before it holds.
    private mutating func appendItems(of page: ListPage<Item, Cursor>) {
        for item in page.items where itemIDs.insert(item.id).inserted {
            items.append(item)
        }
    }

    /// Derives ``items`` from every page again.
    private mutating func deriveItems() {
        items = []
        itemIDs = []
        for entry in entries { appendItems(of: entry.page) }
    }
}

/// A side of a list's window: the pages before the first row held, or after the last.
enum PageDirection: Hashable {
    /// Toward the start of the list.
    case before
    /// Toward the end of the list.
    case after
}
