extension ListView {
    /// The item a ``ListView`` drew on `line` of its area (0 is the area's top) when it last drew with `state`
    /// and `itemCount` items: one item per line from `state.offset`; nil above or below the items, and on the
    /// footer, which is no item.
    public static func item(atLine line: Int, state: ListSelection, itemCount: Int) -> Int? {
        guard line >= 0 else { return nil }
        let (index, overflow) = state.offset.addingReportingOverflow(line)
        guard !overflow, index >= 0, index < itemCount else { return nil }
        return index
    }
}
