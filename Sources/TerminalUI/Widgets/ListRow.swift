/// One row of a ``ListView``: text on the left and an optional detail on the right ("12 comments").
public struct ListRow: Sendable, Hashable {
    /// The main text, cut with "…" when the row is too narrow.
    public var text: String
    /// Right-aligned secondary text; dropped when the row is too narrow for it and some text.
    public var detail: String
    /// The style of the row when not selected.
    public var style: Style

    /// A row showing `text` and `detail`.
    public init(_ text: String, detail: String = "", style: Style = .plain) {
        self.text = text
        self.detail = detail
        self.style = style
    }
}
