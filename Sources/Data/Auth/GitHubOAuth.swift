import Foundation
import Networking

/// GitHub's OAuth endpoints on its web host, the ones a command-line app signs in with: the device flow
/// (`POST /login/device/code`, then `POST /login/oauth/access_token` polled) and the refresh of an expiring token
/// (`POST /login/oauth/access_token` with `grant_type=refresh_token`).
///
/// They live on the web host, not the API's: `https://github.com` for `https://api.github.com`, and
/// `https://HOST` for GitHub Enterprise Server's `https://HOST/api/v3` (``webURL(forAPIURL:)``). Every request
/// sends `Accept: application/json`, so that GitHub answers JSON instead of a form, and a form body
/// (`application/x-www-form-urlencoded`).
///
/// ```swift
/// let oauth = GitHubOAuth(webURL: GitHubOAuth.webURL(forAPIURL: URL(string: "https://api.github.com")!))
/// let code = try await client.send(oauth.deviceCode(clientID: "Iv1.0123", scopes: ["read:user"]))
/// ```
public struct GitHubOAuth: Sendable, Hashable {
    /// The web host's root: `https://github.com`, or `https://HOST` for GitHub Enterprise Server.
    public let webURL: URL

    /// The grant type of a device-flow token request (RFC 8628, section 3.4).
    public static let deviceCodeGrantType = "urn:ietf:params:oauth:grant-type:device_code"

    /// The endpoints under `webURL`.
    public init(webURL: URL) {
        self.webURL = webURL
    }

    /// The web root that goes with the REST API at `apiURL`, as GitHub lays its hosts out:
    /// `https://api.github.com` → `https://github.com`; `http(s)://HOST[:PORT]/api/v3` (GitHub Enterprise Server)
    /// → `http(s)://HOST[:PORT]`; any other address → its scheme, host and port with no path.
    public static func webURL(forAPIURL apiURL: URL) -> URL {
        guard var components = URLComponents(url: apiURL, resolvingAgainstBaseURL: true) else { return apiURL }
        if components.host?.lowercased() == "api.github.com" {
            components.host = "github.com"
        }
        components.path = ""
        components.query = nil
        components.fragment = nil
        return components.url ?? apiURL
    }

    /// `POST /login/device/code` with `client_id` and `scope` (the scopes separated by spaces): the start of the
    /// device flow, answered with a ``DeviceCodeDTO``.
    public func deviceCode(clientID: String, scopes: [String]) -> HTTPRequest<DeviceCodeDTO> {
        post("/login/device/code", form: [("client_id", clientID), ("scope", scopes.joined(separator: " "))])
    }

    /// `POST /login/oauth/access_token` with `client_id`, `device_code` and the device grant type: one poll of the
    /// device flow. GitHub answers `200` both with a token and with a pending or failed state (`error`).
    public func accessToken(clientID: String, deviceCode: String) -> HTTPRequest<AccessTokenDTO> {
        post(
            "/login/oauth/access_token",
            form: [("client_id", clientID), ("device_code", deviceCode), ("grant_type", Self.deviceCodeGrantType)])
    }

    /// `POST /login/oauth/access_token` with `client_id`, `grant_type=refresh_token` and `refresh_token`: a new
    /// token (and a new refresh token: GitHub rotates it on each use) for an expiring one. A token the device flow
    /// issued needs no client secret.
    public func refresh(clientID: String, refreshToken: String) -> HTTPRequest<AccessTokenDTO> {
        post(
            "/login/oauth/access_token",
            form: [("client_id", clientID), ("grant_type", "refresh_token"), ("refresh_token", refreshToken)])
    }

    private func post<Response>(_ path: String, form: [(String, String)]) -> HTTPRequest<Response> {
        HTTPRequest(
            baseURL: webURL, path: path, method: .post, headers: ["Accept": "application/json"],
            body: .data(Self.formBody(form), contentType: "application/x-www-form-urlencoded"))
    }

    /// `fields` as an `application/x-www-form-urlencoded` body: each name and value percent-encoded, every byte
    /// but ASCII letters, digits, `-`, `_`, `.` and `~`, so that a `+`, `&` or `=` in a value stays in it.
    static func formBody(_ fields: [(String, String)]) -> Data {
        Data(fields.map { "\(GitHub.pathSegment($0.0))=\(GitHub.pathSegment($0.1))" }.joined(separator: "&").utf8)
    }
}

/// The answer to `POST /login/device/code`, under GitHub's field names, as sent: ``GitHubDeviceFlow`` checks it.
public struct DeviceCodeDTO: Codable, Sendable, Hashable {
    /// `device_code`: what the polls send; secret to this run.
    public var deviceCode: String?
    /// `user_code`: what the user types on the verification page (`WDJB-MJHT`).
    public var userCode: String?
    /// `verification_uri`: the page where the user types the code (`https://github.com/login/device`).
    public var verificationURI: String?
    /// `expires_in`: seconds until the codes expire (GitHub: 900).
    public var expiresIn: Double?
    /// `interval`: the least number of seconds between two polls (GitHub: 5).
    public var interval: Double?

    private enum CodingKeys: String, CodingKey {
        case deviceCode = "device_code"
        case userCode = "user_code"
        case verificationURI = "verification_uri"
        case expiresIn = "expires_in"
        case interval
    }

    /// An answer with these fields.
    public init(
        deviceCode: String?, userCode: String?, verificationURI: String?, expiresIn: Double?, interval: Double?
    ) {
        self.deviceCode = deviceCode
        self.userCode = userCode
        self.verificationURI = verificationURI
        self.expiresIn = expiresIn
        self.interval = interval
    }
}

/// The answer to `POST /login/oauth/access_token`: a token, or an `error` (the device flow's pending and failed
/// states, which GitHub sends with status `200`), under GitHub's field names.
public struct AccessTokenDTO: Codable, Sendable, Hashable {
    /// `access_token`: the token, when one was issued.
    public var accessToken: String?
    /// `token_type`: `bearer`.
    public var tokenType: String?
    /// `scope`: the granted scopes, separated by commas or spaces.
    public var scope: String?
    /// `expires_in`: seconds until an expiring token (a GitHub App's user token) expires.
    public var expiresIn: Double?
    /// `refresh_token`: what refreshes an expiring token.
    public var refreshToken: String?
    /// `refresh_token_expires_in`: seconds until the refresh token expires.
    public var refreshTokenExpiresIn: Double?
    /// `error`: `authorization_pending`, `slow_down`, `expired_token`, `access_denied`, `device_flow_disabled`,
    /// `incorrect_client_credentials`, `incorrect_device_code`, `unsupported_grant_type`, `bad_refresh_token`…
    public var error: String?
    /// `error_description`: GitHub's sentence for the error.
    public var errorDescription: String?
    /// `interval`: with `slow_down`, the new least interval in seconds.
    public var interval: Double?

    private enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case tokenType = "token_type"
        case scope
        case expiresIn = "expires_in"
        case refreshToken = "refresh_token"
        case refreshTokenExpiresIn = "refresh_token_expires_in"
        case error
        case errorDescription = "error_description"
        case interval
    }

    /// An answer with these fields; each is optional, as in GitHub's answers.
    public init(
        accessToken: String? = nil, tokenType: String? = nil, scope: String? = nil, expiresIn: Double? = nil,
        refreshToken: String? = nil, refreshTokenExpiresIn: Double? = nil, error: String? = nil,
        errorDescription: String? = nil, interval: Double? = nil
    ) {
        self.accessToken = accessToken
        self.tokenType = tokenType
        self.scope = scope
        self.expiresIn = expiresIn
        self.refreshToken = refreshToken
        self.refreshTokenExpiresIn = refreshTokenExpiresIn
        self.error = error
        self.errorDescription = errorDescription
        self.interval = interval
    }
}

extension DeviceCodeDTO: CustomStringConvertible, CustomDebugStringConvertible {
    /// The answer with its device code left out: it is secret to this run.
    public var description: String {
        "DeviceCodeDTO(userCode: \(userCode.map { String(reflecting: $0) } ?? "nil"), "
            + "verificationURI: \(verificationURI.map { String(reflecting: $0) } ?? "nil"), "
            + "expiresIn: \(expiresIn.map { String($0) } ?? "nil"), interval: \(interval.map { String($0) } ?? "nil"))"
    }

    /// ``description``.
    public var debugDescription: String { description }
}

extension AccessTokenDTO: CustomStringConvertible, CustomDebugStringConvertible {
    /// The answer with its token and refresh token left out (said only to be present).
    public var description: String {
        "AccessTokenDTO(accessToken: \(accessToken == nil ? "nil" : "<redacted>"), "
            + "refreshToken: \(refreshToken == nil ? "nil" : "<redacted>"), error: \(error ?? "nil"))"
    }

    /// ``description``.
    public var debugDescription: String { description }
}
