import AtomicCore
import Foundation
import Networking

/// GitHub's OAuth device flow (RFC 8628) as `gh auth login` runs it, and the refresh of an expiring token.
///
/// ``start(scopes:)`` asks for a device code and gives the ``DeviceAuthorization`` to show: the user code and
/// the page to type it on. ``waitForToken(_:onPoll:)`` then polls the token endpoint every `interval` seconds,
/// waiting on the injected clock, until GitHub issues a token, the user denies it, or the code expires; a
/// `slow_down` answer adds 5 seconds to the interval, as the RFC asks. ``refresh(refreshToken:)`` trades a
/// refresh token for a new token and a new refresh token (GitHub rotates it on each use).
///
/// Every answer is checked before it is used, since it is remote text: codes, tokens and the page's address must
/// be printable ASCII of a bounded length, the address an `http(s)` address, the numbers positive and finite.
/// Each request has the client's deadline (`--timeout`), so a token endpoint that never answers ends the wait.
///
/// ```swift
/// let flow = GitHubDeviceFlow(client: client, oauth: oauth, clientID: "Iv1.0123", clock: SystemClock())
/// let authorization = try await flow.start(scopes: ["read:user"])
/// print("Type \(authorization.userCode) at \(authorization.verificationURI)")
/// let issued = try await flow.waitForToken(authorization)
/// ```
public struct GitHubDeviceFlow: Sendable {
    private let client: HTTPClient
    private let oauth: GitHubOAuth
    private let clientID: String
    private let clock: any AppClock

    /// The interval between polls when GitHub gives none, or one that is not positive: 5 seconds (RFC 8628).
    public static let defaultInterval: TimeInterval = 5
    /// What `slow_down` adds to the interval: 5 seconds (RFC 8628, section 3.5).
    public static let slowDownIncrement: TimeInterval = 5
    /// The longest a device code is waited for, whatever `expires_in` says: one hour (GitHub's live 15 minutes).
    public static let longestWait: TimeInterval = 3_600
    /// The longest code, token or address accepted from an answer, in bytes.
    static let longestText = 2_048

    /// A flow that sends its requests with `client` to `oauth`'s host, as the app `clientID`, waiting on `clock`.
    public init(client: HTTPClient, oauth: GitHubOAuth, clientID: String, clock: any AppClock) {
        self.client = client
        self.oauth = oauth
        self.clientID = clientID
        self.clock = clock
    }

    /// Asks for a device code for `scopes` (`POST /login/device/code`).
    ///
    /// - Throws: ``DeviceFlowError/invalidAnswer(_:)`` for an answer that is not JSON, lacks a field, or holds a
    ///   code, address or number that cannot be used (an `interval` longer than the code lives, an `expires_in`
    ///   that is not positive); the GitHub error cases for an `error` answer
    ///   (``DeviceFlowError/incorrectClientCredentials``, ``DeviceFlowError/deviceFlowDisabled``…);
    ///   ``DeviceFlowError/network(_:)`` when the request fails; ``DeviceFlowError/cancelled``.
    public func start(scopes: [String]) async throws(DeviceFlowError) -> DeviceAuthorization {
        try checkWebRoot()
        let started = clock.now
        let answer: DeviceCodeDTO
        do {
            answer = try await client.send(oauth.deviceCode(clientID: clientID, scopes: scopes))
        } catch {
            throw Self.failure(error)
        }
        return try DeviceAuthorization(answer, at: started)
    }

    /// Polls until GitHub issues a token for `authorization`, calling `onPoll` with the poll's number (1 is the
    /// first) before each request.
    ///
    /// - Throws: ``DeviceFlowError/expired`` when the code expires first (`slow_down` forever included),
    ///   ``DeviceFlowError/accessDenied``, ``DeviceFlowError/deviceFlowDisabled``,
    ///   ``DeviceFlowError/incorrectClientCredentials``, ``DeviceFlowError/refused(code:description:)`` for another
    ///   `error`, ``DeviceFlowError/invalidAnswer(_:)`` for a token that cannot be a token,
    ///   ``DeviceFlowError/network(_:)``, and ``DeviceFlowError/cancelled`` as soon as the task is cancelled.
    public func waitForToken(
        _ authorization: DeviceAuthorization, onPoll: @Sendable (Int) -> Void = { _ in }
    ) async throws(DeviceFlowError) -> IssuedToken {
        try checkWebRoot()
        var interval = authorization.interval
        var poll = 0
        while true {
            let left = authorization.expiresAt.timeIntervalSince(clock.now)
            guard left > 0 else { throw .expired }
            do {
                try await clock.sleep(for: .milliseconds(Int64((min(interval, left) * 1_000).rounded(.up))))
            } catch {
                throw .cancelled
            }
            guard clock.now < authorization.expiresAt else { throw .expired }
            poll += 1
            onPoll(poll)
            let endpoint = oauth.accessToken(clientID: clientID, deviceCode: authorization.deviceCode)
            let answer: AccessTokenDTO
            let asked = clock.now
            do {
                answer = try await client.send(endpoint)
            } catch {
                throw Self.failure(error)
            }
            switch answer.error {
            case nil:
                return try IssuedToken(answer, at: asked)
            case "authorization_pending":
                continue
            case "slow_down":
                // The RFC's 5 seconds more, or GitHub's own new interval when it is longer.
                let given = answer.interval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
                interval = min(max(interval + Self.slowDownIncrement, given), Self.longestWait)
            case let code?:
                throw DeviceFlowError(code: code, description: answer.errorDescription)
            }
        }
    }

    /// A new token for `refreshToken` (`grant_type=refresh_token`), with the new refresh token GitHub rotates in.
    ///
    /// - Throws: ``DeviceFlowError/badRefreshToken`` when GitHub refuses the refresh token (expired, used or
    ///   revoked), the other cases as ``waitForToken(_:onPoll:)`` does.
    public func refresh(refreshToken: String) async throws(DeviceFlowError) -> IssuedToken {
        try checkWebRoot()
        let endpoint = oauth.refresh(clientID: clientID, refreshToken: refreshToken)
        let asked = clock.now
        let answer: AccessTokenDTO
        do {
            answer = try await client.send(endpoint)
        } catch {
            throw Self.failure(error)
        }
        if let code = answer.error {
            throw DeviceFlowError(code: code, description: answer.errorDescription)
        }
        return try IssuedToken(answer, at: asked)
    }

    /// Refuses a web root that would carry the device code or a refresh token in clear text: `http` to a host
    /// other than this machine. (They travel in the body, which the client's clear-text rule for header fields
    /// does not cover.)
    private func checkWebRoot() throws(DeviceFlowError) {
        guard let origin = Origin(oauth.webURL), origin.mayCarryCredentials else {
            throw .insecureWebRoot(oauth.webURL.absoluteString)
        }
    }

    /// The flow's error for a failed request.
    private static func failure(_ error: NetworkError) -> DeviceFlowError {
        switch error {
        case .cancelled: .cancelled
        case .decoding: .invalidAnswer("the answer is not the JSON GitHub sends")
        default: .network(error)
        }
    }

    /// Whether `text` can be shown and sent as it is, as a code or a token: 1 to 2,048 bytes of printable ASCII,
    /// no space.
    public static func isPlainToken(_ text: String) -> Bool {
        let bytes = text.utf8
        return !bytes.isEmpty && bytes.count <= longestText && bytes.allSatisfy { (0x21...0x7E).contains($0) }
    }
}

/// A device code GitHub issued, checked: what the user types, where, and until when.
public struct DeviceAuthorization: Sendable, Equatable, CustomStringConvertible {
    /// The code the user types on ``verificationURI`` (`WDJB-MJHT`): printable ASCII.
    public let userCode: String
    /// The page to type the code on (`https://github.com/login/device`): an `http(s)` address of printable ASCII.
    public let verificationURI: URL
    /// When the codes stop working: the request's time plus `expires_in`, at most ``GitHubDeviceFlow/longestWait``.
    public let expiresAt: Date
    /// The least number of seconds between polls.
    public let interval: TimeInterval
    /// What the polls send. Secret to this run: never shown.
    let deviceCode: String

    /// The authorization in `answer`, asked for at `asked`.
    ///
    /// - Throws: ``DeviceFlowError/invalidAnswer(_:)`` naming what is missing or unusable.
    init(_ answer: DeviceCodeDTO, at asked: Date) throws(DeviceFlowError) {
        guard let deviceCode = answer.deviceCode, GitHubDeviceFlow.isPlainToken(deviceCode) else {
            throw .invalidAnswer("it has no usable device_code")
        }
        guard let userCode = answer.userCode, GitHubDeviceFlow.isPlainToken(userCode), userCode.utf8.count <= 64
        else { throw .invalidAnswer("it has no usable user_code") }
        guard let text = answer.verificationURI, GitHubDeviceFlow.isPlainToken(text),
            let address = LenientValue.webURL(text)
        else { throw .invalidAnswer("its verification_uri is not an http(s) address") }
        guard let lifetime = answer.expiresIn, lifetime.isFinite else {
            throw .invalidAnswer("it has no expires_in")
        }
        guard lifetime > 0 else { throw .invalidAnswer("its code has already expired (expires_in \(lifetime))") }
        let interval = answer.interval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? GitHubDeviceFlow.defaultInterval
        let wait = min(lifetime, GitHubDeviceFlow.longestWait)
        guard interval < wait else {
            throw .invalidAnswer("its interval (\(Int(min(interval, 1e9))) s) is longer than the code lives")
        }
        self.deviceCode = deviceCode
        self.userCode = userCode
        verificationURI = address
        expiresAt = asked.addingTimeInterval(wait)
        self.interval = interval
    }

    /// The user code, the page, the expiry and the interval; never the device code.
    public var description: String {
        "DeviceAuthorization(userCode: \(userCode), verificationURI: \(verificationURI.absoluteString), "
            + "expiresAt: \(expiresAt), interval: \(interval))"
    }
}

/// A token GitHub issued through the device flow or a refresh, checked.
public struct IssuedToken: Sendable, Equatable, CustomStringConvertible {
    /// The access token: printable ASCII without spaces.
    public let token: String
    /// The granted scopes as GitHub lists them (`read:user,repo`), or nil when the answer names none.
    public let scopes: String?
    /// When the token expires (a GitHub App's user token), or nil for one that does not.
    public let expiresAt: Date?
    /// What refreshes the token, when it expires.
    public let refreshToken: String?
    /// When ``refreshToken`` expires.
    public let refreshTokenExpiresAt: Date?

    /// A token with these parts, as a test or a stored credential states them.
    public init(
        token: String, scopes: String? = nil, expiresAt: Date? = nil, refreshToken: String? = nil,
        refreshTokenExpiresAt: Date? = nil
    ) {
        self.token = token
        self.scopes = scopes
        self.expiresAt = expiresAt
        self.refreshToken = refreshToken
        self.refreshTokenExpiresAt = refreshTokenExpiresAt
    }

    /// The token in `answer`, asked for at `asked`.
    ///
    /// - Throws: ``DeviceFlowError/invalidAnswer(_:)`` for a missing token or one with characters a token never
    ///   has, and for a refresh token likewise.
    init(_ answer: AccessTokenDTO, at asked: Date) throws(DeviceFlowError) {
        guard let token = answer.accessToken, GitHubDeviceFlow.isPlainToken(token) else {
            throw .invalidAnswer("it has no usable access_token")
        }
        if let refresh = answer.refreshToken, !GitHubDeviceFlow.isPlainToken(refresh) {
            throw .invalidAnswer("its refresh_token holds characters a token never has")
        }
        func date(_ seconds: Double?) -> Date? {
            guard let seconds, seconds.isFinite, seconds > 0 else { return nil }
            return asked.addingTimeInterval(min(seconds, 100 * 365 * 86_400))
        }
        self.init(
            token: token,
            scopes: answer.scope.flatMap { GitHubDeviceFlow.isPrintable($0) ? $0 : nil },
            expiresAt: date(answer.expiresIn), refreshToken: answer.refreshToken,
            refreshTokenExpiresAt: date(answer.refreshTokenExpiresIn))
    }

    /// Whether the token and the refresh token are there, and when they expire; never their values.
    public var description: String {
        "IssuedToken(token: <redacted>, scopes: \(scopes ?? "nil"), expiresAt: \(expiresAt.map { "\($0)" } ?? "nil"), "
            + "refreshToken: \(refreshToken == nil ? "nil" : "<redacted>"))"
    }
}

extension GitHubDeviceFlow {
    /// `text` with only its printable ASCII, at most 200 characters: remote or typed text made safe for a message.
    public static func printablePrefix(_ text: String) -> String {
        String(String(text.unicodeScalars.filter { (0x20...0x7E).contains($0.value) }).prefix(200))
    }

    /// Whether `text` is at most ``longestText`` bytes of printable ASCII (spaces allowed).
    static func isPrintable(_ text: String) -> Bool {
        text.utf8.count <= longestText && text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }
}

/// Why a device-flow sign-in or a token refresh failed; ``message`` is the line shown.
public enum DeviceFlowError: Error, Equatable, Sendable {
    /// The code expired before the user entered it (`expired_token`, or `expires_in` passed while polling).
    case expired
    /// The user denied the sign-in on the verification page (`access_denied`).
    case accessDenied
    /// The app has the device flow turned off (`device_flow_disabled`).
    case deviceFlowDisabled
    /// GitHub knows no app with the client id (`incorrect_client_credentials`).
    case incorrectClientCredentials
    /// GitHub refused the refresh token: expired, already used or revoked (`bad_refresh_token`).
    case badRefreshToken
    /// Another `error` code, with GitHub's description; both printable ASCII, shortened.
    case refused(code: String, description: String?)
    /// An answer that cannot be used; the text says what is wrong with it, never what it held.
    case invalidAnswer(String)
    /// The request failed: no connection, a time-out, an HTTP error status.
    case network(NetworkError)
    /// The task was cancelled (Ctrl-C).
    case cancelled
    /// The web root is plain `http` to another machine, so codes and tokens would travel in clear text; nothing
    /// was sent.
    case insecureWebRoot(String)

    /// The error for GitHub's `error` `code` with its `description`.
    init(code: String, description: String?) {
        switch code {
        case "expired_token": self = .expired
        case "access_denied": self = .accessDenied
        case "device_flow_disabled": self = .deviceFlowDisabled
        case "incorrect_client_credentials": self = .incorrectClientCredentials
        case "bad_refresh_token": self = .badRefreshToken
        default:
            // Every other character becomes a space, so that words around a stripped sequence stay apart.
            func shown(_ text: String) -> String {
                let scalars = text.unicodeScalars.map { (0x20...0x7E).contains($0.value) ? Character($0) : " " }
                return String(String(scalars).split(separator: " ").joined(separator: " ").prefix(200))
            }
            self = .refused(code: shown(code), description: description.map(shown))
        }
    }

    /// One line for the user.
    public var message: String {
        switch self {
        case .expired: "the code expired before it was entered: run atomic auth login again"
        case .accessDenied: "the sign-in was denied on the verification page"
        case .deviceFlowDisabled:
            "the device flow is turned off for this app: enable it in the app's settings on GitHub"
        case .incorrectClientCredentials:
            "GitHub knows no app with this client id: check --client-id or ATOMIC_GITHUB_CLIENT_ID"
        case .badRefreshToken: "signed out: the refresh token was refused; run atomic auth login"
        case .refused(let code, let description):
            "GitHub refused the sign-in: \(code)" + (description.map { " (\($0))" } ?? "")
        case .invalidAnswer(let reason): "GitHub's sign-in answer cannot be used: \(reason)"
        case .network(let error): error.message
        case .cancelled: "the sign-in was cancelled"
        case .insecureWebRoot(let address):
            "not signing in through \(GitHubDeviceFlow.printablePrefix(address)): it is plain http to another machine, "
                + "so the codes and tokens would travel in clear text; use https"
        }
    }
}
