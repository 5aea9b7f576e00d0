/// Writes a whole answer (status line, headers, body) on a connection by itself, for answers a
/// canned ``TestResponse`` cannot describe: bodies too large to hold, bytes that drip in slowly.
public struct TestResponseWriter: Sendable {
    /// Writes the answer; the connection is half-closed and closed when it returns.
    public let write: @Sendable (TestResponseOutput) -> Void

    /// A writer that runs `write`.
    public init(_ write: @escaping @Sendable (TestResponseOutput) -> Void) {
        self.write = write
    }
}
