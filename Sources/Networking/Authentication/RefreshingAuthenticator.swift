import AtomicCore
import Foundation

/// The ``Authenticator`` of one origin: one credential, renewed before it expires and after the origin refuses it,
/// one renewal at a time.
///
/// ```swift
/// let gitHub = RefreshingAuthenticator(
///     origin: Origin(scheme: "https", host: "api.github.com"),
///     credential: stored,  // from the keychain, or nil before sign-in
///     clock: clock
/// ) { old throws(NetworkError) in
///     try await tokens.renew(old)  // the app's own exchange of its refresh token
/// }
/// configuration.authenticator = gitHub
/// ```
///
/// What it promises:
/// - its credential goes only to requests for ``origin`` (scheme, host and port); every other origin gets `nil`;
/// - a refreshable credential that expires within `leeway` seconds of the clock's now is renewed before it is
///   handed out; a credential that cannot be refreshed is handed out as it is, expired or not (the server decides);
/// - after a `401`, ``refresh(rejected:for:)`` renews once; when the refused credential has already been replaced
///   (another request renewed it), the current one is returned without renewing again;
/// - concurrent callers share one renewal: while one is running, every caller waits for its outcome;
/// - a credential that is not refreshable is never renewed: ``refresh(rejected:for:)`` returns `nil`, and the
///   `401` stands;
/// - when the renewal throws, its error is thrown to every caller waiting for it. A connectivity failure
///   (``NetworkError/isConnectivityFailure``, the deadline included) or ``NetworkError/cancelled`` keeps the
///   credential, so a later request tries again; any other error drops it: ``current`` becomes `nil` and further
///   requests go without a credential until a new authenticator is made (in the app: after signing in again).
///
/// A request that ``HTTPClient`` sends from inside the `refresh` closure without a deadline of its own gets the
/// deadline of the call that started the renewal. A renewal, once started, runs to its end even when every caller
/// waiting for it is cancelled (so a rotated refresh token is never lost halfway); a cancelled caller gets its
/// answer when it ends, and ``HTTPClient`` then ends the call with ``NetworkError/cancelled``.
public actor RefreshingAuthenticator: Authenticator {
    /// The only origin the credential is sent to.
    public nonisolated let origin: Origin
    /// How many seconds before its expiry a refreshable credential is renewed.
    public nonisolated let leeway: TimeInterval

    private let clock: any AppClock
    private let renew: @Sendable (AuthenticationCredential) async throws(NetworkError) -> AuthenticationCredential
    private var credential: AuthenticationCredential?
    private var renewal: Task<Result<AuthenticationCredential, NetworkError>, Never>?

    /// An authenticator that sends `credential` (none: requests go without one) to `origin` only.
    ///
    /// - Parameters:
    ///   - clock: tells when a credential expires; the client's clock, a `TestClock` in tests.
    ///   - leeway: how many seconds before its `expiresAt` a refreshable credential is renewed; 60 by default, a
    ///     negative value counts as zero.
    ///   - refresh: returns the replacement of the credential it is given; what it throws is thrown to the
    ///     callers, with the message it chose (which must not contain a credential).
    public init(
        origin: Origin,
        credential: AuthenticationCredential?,
        clock: any AppClock,
        leeway: TimeInterval = 60,
        refresh: @escaping @Sendable (AuthenticationCredential) async throws(NetworkError) -> AuthenticationCredential
    ) {
        self.origin = origin
        self.credential = credential
        self.clock = clock
        self.leeway = max(0, leeway)
        renew = refresh
    }

    /// The credential held now: `nil` before one was given or after a failed renewal dropped it.
    public var current: AuthenticationCredential? { credential }

    /// The credential for `origin`: `nil` for any origin but ``origin``; renewed first when it is refreshable and
    /// expires within ``leeway`` seconds (or a renewal is already running).
    ///
    /// - Throws: the renewal's ``NetworkError``.
    public func credential(for origin: Origin) async throws(NetworkError) -> AuthenticationCredential? {
        guard origin == self.origin else { return nil }
        if let renewal {
            return try await outcome(of: renewal)
        }
        guard let credential else { return nil }
        guard credential.isRefreshable, credential.expires(within: leeway, of: clock.now) else { return credential }
        return try await renewing(credential)
    }

    /// The replacement for `rejected` after ``origin`` refused it: the current credential when it is already
    /// another one, else a renewal's (shared with every concurrent caller); `nil` for another origin, when there is
    /// no credential, or when `rejected` is not refreshable.
    ///
    /// - Throws: the renewal's ``NetworkError``.
    public func refresh(rejected: AuthenticationCredential, for origin: Origin) async throws(NetworkError)
        -> AuthenticationCredential?
    {
        guard origin == self.origin else { return nil }
        if let renewal {
            return try await outcome(of: renewal)
        }
        guard let credential else { return nil }
        guard credential == rejected else { return try await self.credential(for: origin) }
        guard credential.isRefreshable else { return nil }
        return try await renewing(credential)
    }

    /// Starts the renewal of `old`, which every caller shares until it ends.
    private func renewing(_ old: AuthenticationCredential) async throws(NetworkError) -> AuthenticationCredential {
        let renew = renew
        // The task runs on this actor between its awaits, so the credential and the running renewal change
        // together, before any waiter resumes.
        let task = Task { () -> Result<AuthenticationCredential, NetworkError> in
            let result: Result<AuthenticationCredential, NetworkError>
            do throws(NetworkError) {
                result = .success(try await renew(old))
            } catch {
                result = .failure(error)
            }
            finish(with: result)
            return result
        }
        renewal = task
        return try await outcome(of: task)
    }

    /// Records the end of the running renewal: its credential, or none after an error that refuses it.
    private func finish(with result: Result<AuthenticationCredential, NetworkError>) {
        renewal = nil
        switch result {
        case .success(let renewed):
            credential = renewed
        case .failure(let error):
            if !(error.isConnectivityFailure || error == .cancelled) {
                credential = nil
            }
        }
    }

    /// The credential `task` renewed, or its error.
    private func outcome(of task: Task<Result<AuthenticationCredential, NetworkError>, Never>)
        async throws(NetworkError)
        -> AuthenticationCredential
    {
        try await task.value.get()
    }
}
