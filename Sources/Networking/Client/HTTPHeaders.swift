/// A set of HTTP header fields with case-insensitive names.
///
/// Names are stored lowercased; a repeated field keeps its last value.
public struct HTTPHeaders: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// Every field, keyed by lowercased name.
    public private(set) var fields: [String: String]

    /// Creates headers from `fields`; names are matched case-insensitively.
    public init(_ fields: [String: String] = [:]) {
        var lowered: [String: String] = [:]
        for (name, value) in fields {
            lowered[HeaderName.lowercased(name)] = value
        }
        self.fields = lowered
    }

    /// Creates headers from a dictionary literal.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The value of the field called `name` (any letter case), or `nil` when absent.
    public subscript(name: String) -> String? {
        get { fields[HeaderName.lowercased(name)] }
        set { fields[HeaderName.lowercased(name)] = newValue }
    }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty }
}
