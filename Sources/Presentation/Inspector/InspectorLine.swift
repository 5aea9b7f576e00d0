/// One line of the inspector: a short label and its value, both ready to show.
public struct InspectorLine: Sendable, Hashable {
    /// What the line is about ("Route", "Cache"); empty on a line that continues the one above.
    public let label: String
    /// The value in words, on one line, with remote text escaped.
    public let value: String

    /// A line saying `value` about `label`.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
