/// A node of a YAML document as the config file reads it: text, a mapping of text keys, or a sequence, with the
/// byte positions and line it was read from, so that an edit can replace exactly its text.
public struct YAMLNode: Sendable, Equatable {
    /// What the node holds.
    public enum Content: Sendable, Equatable {
        /// A scalar's text; `plain` when it was written without quotes or a block indicator.
        case scalar(String, plain: Bool)
        /// A mapping's entries in the order written; every key is a scalar.
        case mapping([YAMLEntry], flow: Bool)
        /// A sequence's items in order.
        case sequence([YAMLNode], flow: Bool)
    }

    /// What the node holds.
    public var content: Content
    /// The byte offset of the node's first byte in the document.
    public var start: Int
    /// The byte offset just past the node's text (for a block collection, where the next token starts).
    public var end: Int
    /// The line the node starts on, from 1.
    public var line: Int

    /// A node holding `content`, written from byte `start` up to `end` and starting on `line`.
    public init(_ content: Content, start: Int, end: Int, line: Int) {
        self.content = content
        self.start = start
        self.end = end
        self.line = line
    }

    /// The scalar's text, or `nil` for a collection.
    public var text: String? {
        guard case .scalar(let text, _) = content else { return nil }
        return text
    }

    /// The entries of a mapping, or `nil` for another node.
    public var entries: [YAMLEntry]? {
        guard case .mapping(let entries, _) = content else { return nil }
        return entries
    }

    /// Whether the node is written in flow style (`{…}` or `[…]`); false for a scalar.
    public var isFlow: Bool {
        switch content {
        case .scalar: false
        case .mapping(_, let flow), .sequence(_, let flow): flow
        }
    }

    /// The byte offset just past the last text of the node: its own end for a scalar or a flow collection, the
    /// last text of its last child for a block collection.
    public var contentEnd: Int {
        switch content {
        case .scalar: return end
        case .mapping(let entries, let flow): return flow ? end : entries.last?.value.contentEnd ?? end
        case .sequence(let items, let flow): return flow ? end : items.last?.contentEnd ?? end
        }
    }
}

/// One entry of a YAML mapping: its key (a scalar) and its value.
public struct YAMLEntry: Sendable, Equatable {
    /// The key, a scalar node.
    public var key: YAMLNode
    /// The value.
    public var value: YAMLNode

    /// An entry of `key` and `value`.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }

    /// The key's text.
    public var name: String { key.text ?? "" }
}
