import AtomicCore
import Foundation
import Networking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Renews the token `atomic auth login` stored for a host when it expires (a GitHub App's user token), as the
/// refresh of a `RefreshingAuthenticator`: under the credentials file's lock, after reading the file again.
///
/// - When the stored token is no longer the one refused and is not about to expire, another process renewed it
///   already: that one is used, and nothing is sent.
/// - Otherwise the stored refresh token is traded for a new token (``GitHubDeviceFlow/refresh(refreshToken:)``, on
///   the web root the login used) and the new token, with the refresh token GitHub rotated in, replaces the
///   entry before the lock is let go, so that no process ever spends a refresh token twice.
/// - A refresh that GitHub refuses (`bad_refresh_token`), an expired refresh token, or an entry that cannot be
///   renewed (no refresh token, client id or web root) signs the host out: the entry is removed and the error is
///   `NetworkError.unauthorized` with the message "signed out: run atomic auth login".
/// - A refresh that cannot reach GitHub, or whose answer is an HTTP error or cannot be used, throws that error and
///   keeps the entry, to be tried again.
/// - A file that cannot be written (a read-only file system), or a lock not had in time, sends no refresh, since
///   the rotated refresh token would be lost: the error's message, "cannot renew the sign-in: …", says why.
public struct StoredTokenRenewal: Sendable {
    /// The credentials file.
    public let file: CredentialsFile
    /// The host key of the entry (``GitHubTokenOrder/hostKey(apiURL:)``).
    public let host: String
    /// The client the refresh is sent with: one that sends no token of its own.
    public let client: HTTPClient
    /// The time source for expiries.
    public let clock: any AppClock
    /// How close to its expiry a stored token counts as expiring, in seconds (as the authenticator's leeway).
    public let leeway: TimeInterval

    /// The message of the error a failed renewal throws.
    public static let signedOut = "signed out: run atomic auth login"

    /// A renewal of `host`'s entry in `file`, sent with `client`.
    public init(
        file: CredentialsFile, host: String, client: HTTPClient, clock: any AppClock, leeway: TimeInterval = 60
    ) {
        self.file = file
        self.host = host
        self.client = client
        self.clock = clock
        self.leeway = leeway
    }

    /// The credential `entry` is: refreshable when it holds what a refresh needs.
    public static func credential(_ entry: StoredCredential) -> AuthenticationCredential {
        AuthenticationCredential(
            token: entry.token, expiresAt: entry.expiresAt,
            isRefreshable: entry.refreshToken != nil && entry.clientID != nil && entry.webURL != nil)
    }

    /// A credential to replace `rejected` (expired, about to, or refused with a 401).
    ///
    /// - Throws: `NetworkError.unauthorized(credentialSent: true, message: "signed out: …")` when the host is
    ///   signed out; the refresh's connectivity error when GitHub cannot be reached.
    public func renew(_ rejected: AuthenticationCredential) async throws(NetworkError) -> AuthenticationCredential {
        let outcome: Result<AuthenticationCredential, NetworkError>
        do {
            outcome = try await file.updateAwaiting { hosts in await self.renew(rejected, in: &hosts) }
        } catch let error as CredentialsError {
            throw .unauthorized(credentialSent: true, message: "cannot renew the sign-in: \(error.message)")
        } catch {
            throw .unauthorized(credentialSent: true, message: Self.signedOut)
        }
        return try outcome.get()
    }

    /// The renewal inside the lock, changing `hosts` as it should be written.
    private func renew(
        _ rejected: AuthenticationCredential, in hosts: inout [String: StoredCredential]
    ) async -> Result<AuthenticationCredential, NetworkError> {
        let now = clock.now
        let signedOut = NetworkError.unauthorized(credentialSent: true, message: Self.signedOut)
        guard var entry = hosts[host] else { return .failure(signedOut) }
        let stored = Self.credential(entry)
        if entry.token != rejected.token, !stored.expires(within: leeway, of: now) {
            return .success(stored)
        }
        guard let refreshToken = entry.refreshToken, let clientID = entry.clientID,
            let web = entry.webURL.flatMap(URL.init(string:)),
            entry.refreshTokenExpiresAt.map({ $0 > now }) ?? true
        else {
            hosts[host] = nil
            return .failure(signedOut)
        }
        // GitHub rotates the refresh token on each use: a new one that cannot be written would be lost, and the
        // host signed out for good. So the refresh is sent only when the file can be written.
        let folder = file.url.deletingLastPathComponent().path
        guard access(folder, W_OK) == 0 else {
            let reason = String(cString: strerror(errno))
            return .failure(
                .unauthorized(
                    credentialSent: true,
                    message:
                        "cannot renew the sign-in: \(folder) cannot be written (\(reason)); no refresh was sent, so the sign-in "
                        + "holds once the folder can be written"))
        }
        let flow = GitHubDeviceFlow(client: client, oauth: GitHubOAuth(webURL: web), clientID: clientID, clock: clock)
        do {
            let issued = try await flow.refresh(refreshToken: refreshToken)
            entry.token = issued.token
            entry.refreshToken = issued.refreshToken ?? refreshToken
            entry.expiresAt = issued.expiresAt
            entry.refreshTokenExpiresAt = issued.refreshTokenExpiresAt ?? entry.refreshTokenExpiresAt
            hosts[host] = entry
            return .success(Self.credential(entry))
        } catch .network(let error) {
            // GitHub was not reached, or failed: the entry stays, to be tried again.
            return .failure(error)
        } catch .cancelled {
            return .failure(.cancelled)
        } catch .invalidAnswer(let reason) {
            return .failure(.invalidResponse("the token refresh's answer cannot be used: \(reason)"))
        } catch {
            // GitHub refused the refresh token or the app: it will not work again.
            hosts[host] = nil
            return .failure(signedOut)
        }
    }
}
