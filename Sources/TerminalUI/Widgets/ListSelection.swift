/// The selection and scroll position of a ``ListView``, kept by the screen between frames.
///
/// The selection is an index into the items or `nil` for none; ``offset`` is the first item shown. Moves are
/// clamped to the items, and ``ListView`` scrolls just enough to keep the selection visible.
public struct ListSelection: Sendable, Hashable {
    /// The selected item, or `nil`.
    public var selected: Int?
    /// The first item shown.
    public var offset: Int

    /// A state selecting `selected`, scrolled to `offset`.
    public init(selected: Int? = 0, offset: Int = 0) {
        self.selected = selected
        self.offset = offset
    }

    /// Moves the selection by `delta` items (negative is up), clamped to `0..<itemCount`; selects the first
    /// item when nothing was selected; selects nothing when there are no items.
    public mutating func moveSelection(by delta: Int, itemCount: Int) {
        guard itemCount > 0 else {
            selected = nil
            return
        }
        let current = selected ?? 0
        let (sum, overflow) = current.addingReportingOverflow(selected == nil ? 0 : delta)
        selected = overflow ? (delta < 0 ? 0 : itemCount - 1) : min(max(0, sum), itemCount - 1)
    }

    /// Selects the first item, or nothing when there are no items.
    public mutating func selectFirst(itemCount: Int) {
        selected = itemCount > 0 ? 0 : nil
    }

    /// Selects the last item, or nothing when there are no items.
    public mutating func selectLast(itemCount: Int) {
        selected = itemCount > 0 ? itemCount - 1 : nil
    }

    /// Adjusts ``offset`` so that the selection is within `height` rows and no row past the end shows.
    public mutating func scrollToSelection(height: Int, itemCount: Int) {
        let height = max(1, height)
        if let selected {
            if selected < offset { offset = selected }
            if selected >= offset + height { offset = selected - height + 1 }
        }
        offset = max(0, min(offset, itemCount - height))
    }

    /// Whether the selection is within `distance` items of the end, which is when a screen starts loading
    /// the next page.
    public func isNearEnd(itemCount: Int, distance: Int) -> Bool {
        guard let selected else { return false }
        return selected >= itemCount - 1 - distance
    }
}
