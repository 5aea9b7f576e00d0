import Foundation

/// Supplies the current access token, or `nil` to send requests without credentials.
public protocol TokenProvider: Sendable {
    /// The token to send now, or `nil` for none.
    func token() async -> String?
}

/// A token fixed at creation, for example read once from the environment.
public struct StaticTokenProvider: TokenProvider {
    private let value: String?

    /// Creates a provider of `token`; `nil` or a blank string means no credentials.
    public init(_ token: String?) {
        let trimmed = token?.trimmingCharacters(in: .whitespacesAndNewlines)
        value = trimmed?.isEmpty == false ? trimmed : nil
    }

    /// The token given at creation, on every call; `nil` sends no `Authorization` field.
    public func token() async -> String? { value }
}
