import Foundation

/// Supplies the credential of each request ``HTTPClient`` sends and replaces one a server refused.
///
/// Set one as ``HTTPClient/Configuration/authenticator``. The client asks ``credential(for:)`` for the origin of
/// every request (and again for the origin of every redirect hop), and sends the answer as
/// `Authorization: Bearer <token>` unless the endpoint, the call or an adapter already set `Authorization`. When
/// that origin answers `401` to a request carrying the credential, the client calls
/// ``refresh(rejected:for:)`` once for the call and, given a replacement, sends the request once more with it.
///
/// An implementation decides per origin and must never hand one origin's credential out for another: the client
/// trusts the answer for the origin it asked about. ``RefreshingAuthenticator`` is the implementation for one
/// origin with an expiring, renewable token.
public protocol Authenticator: Sendable {
    /// The credential to send to `origin` now, or `nil` to send the request without one.
    ///
    /// - Throws: ``NetworkError``, which ends the call before anything is sent (for example a refresh of an
    ///   expiring token that failed).
    func credential(for origin: Origin) async throws(NetworkError) -> AuthenticationCredential?

    /// A replacement for `rejected`, which `origin` has just refused with `401`; `nil` when there is none, and then
    /// the `401` is the call's answer.
    ///
    /// Called at most once per call. Concurrent calls refused with the same credential each call it, so an
    /// implementation should share one renewal between them, and return the current credential without renewing
    /// when `rejected` has already been replaced.
    ///
    /// - Throws: ``NetworkError``, which becomes the call's error in place of the `401`.
    func refresh(rejected: AuthenticationCredential, for origin: Origin) async throws(NetworkError)
        -> AuthenticationCredential?
}
