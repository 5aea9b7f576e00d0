import Foundation

/// An access token with when it expires and whether it can be renewed: what an ``Authenticator`` hands to
/// ``HTTPClient``, which sends it as `Authorization: Bearer <token>`.
///
/// Its ``description``, ``debugDescription`` and mirror (what `print`, `dump`, string interpolation and a
/// debugger show) never contain the token: `AuthenticationCredential(token: <redacted>, expiresAt:
/// 2026-01-01T01:00:00Z, isRefreshable: true)`.
public struct AuthenticationCredential: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The access token, sent as `Authorization: Bearer <token>`; never shown by ``description``.
    public let token: String
    /// When the token stops being accepted, on the authenticator's clock; `nil` when it does not expire.
    public let expiresAt: Date?
    /// Whether the authenticator can get a replacement for it (a refresh token or a new sign-in behind it).
    public let isRefreshable: Bool

    /// A credential of `token` that expires at `expiresAt` (`nil`: never) and can be refreshed when
    /// `isRefreshable`.
    public init(token: String, expiresAt: Date? = nil, isRefreshable: Bool = false) {
        self.token = token
        self.expiresAt = expiresAt
        self.isRefreshable = isRefreshable
    }

    /// Whether the token expires within `leeway` seconds of `now` (or has expired); `false` for a token that does
    /// not expire.
    public func expires(within leeway: TimeInterval, of now: Date) -> Bool {
        guard let expiresAt else { return false }
        return expiresAt.timeIntervalSince(now) <= leeway
    }

    /// `AuthenticationCredential(token: <redacted>, expiresAt: …, isRefreshable: …)`, the expiry as an ISO 8601
    /// UTC time or `never`; the token itself is never shown.
    public var description: String {
        let expiry = expiresAt.map { $0.formatted(.iso8601) } ?? "never"
        return "AuthenticationCredential(token: <redacted>, expiresAt: \(expiry), isRefreshable: \(isRefreshable))"
    }

    /// The same text as ``description``: the token is not shown to a debugger either.
    public var debugDescription: String { description }

    /// The expiry and whether it is refreshable, with `<redacted>` in place of the token, so `dump` shows no
    /// secret.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: ["token": "<redacted>", "expiresAt": expiresAt as Any, "isRefreshable": isRefreshable],
            displayStyle: .struct)
    }
}
