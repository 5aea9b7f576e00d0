/// A key and what it does, as shown in the status bar ("↑↓ move") and the help overlay.
public struct KeyHint: Sendable, Hashable {
    /// The key as the reader sees it on the keyboard: "q", "↑↓", "Enter".
    public var key: String
    /// What it does, in a few words.
    public var action: String

    /// A hint that `key` does `action`.
    public init(_ key: String, _ action: String) {
        self.key = key
        self.action = action
    }
}
