/// Supplies the current access token, or `nil` to send requests without credentials.
public protocol TokenProvider: Sendable {
    /// The token to send now, or `nil` for none.
    func token() async -> String?
}
