import Foundation

/// The token `atomic` keeps for one host in the credentials file (see ``CredentialsFile``), with what it needs to
/// use and refresh it.
///
/// In the file it is one JSON object under its host, with snake_case keys: `token`, `refresh_token`,
/// `expires_at`, `refresh_token_expires_at`, `client_id`, `login`, `api_url`, `web_url` and `scopes`. Only
/// `token` and `api_url` are required; a property that is `nil` is left out of the object, and a `null` reads as
/// `nil`. Dates are ISO 8601 strings in UTC to the second (`2026-12-02T03:47:18Z`): a date is written truncated
/// to its whole second, and a date with fractional seconds or another offset is read too. Keys this type does
/// not know are kept as they were read, written back with the entry, and count in `==`, so that an older
/// `atomic` that changes an entry does not drop what a newer one stored in it.
///
/// Its `description`, `debugDescription` and mirror never show the token, the refresh token or the unknown keys'
/// values: they say only whether each token is there.
public struct StoredCredential: Codable, Sendable, Equatable {
    /// The access token sent as `Authorization: Bearer TOKEN`; never empty, never with a control character.
    public var token: String
    /// The token that gets a new access token when this one expires (a GitHub App's user token), if any.
    public var refreshToken: String?
    /// When ``token`` stops working, if it expires.
    public var expiresAt: Date?
    /// When ``refreshToken`` stops working, if it expires.
    public var refreshTokenExpiresAt: Date?
    /// The OAuth client id the token was issued to, which a refresh must name.
    public var clientID: String?
    /// The GitHub login the token belongs to, as the API reported it at login.
    public var login: String?
    /// The REST API base URL the token is for, such as `https://api.github.com` or `https://HOST/api/v3`: an
    /// absolute `http` or `https` address with no user name or password in it.
    public var apiURL: String
    /// The web base URL whose device flow issued the token (`https://github.com`), used to refresh it: an
    /// absolute `http` or `https` address with no user name or password in it, if known.
    public var webURL: String?
    /// The scopes the token was granted, as GitHub lists them (`"repo, read:org"`), if known.
    public var scopes: String?
    /// The keys of the entry this version does not know, as they were read.
    var otherFields: [String: CredentialsJSONValue] = [:]

    /// A credential with the given fields and no unknown keys.
    public init(
        token: String, refreshToken: String? = nil, expiresAt: Date? = nil, refreshTokenExpiresAt: Date? = nil,
        clientID: String? = nil, login: String? = nil, apiURL: String, webURL: String? = nil, scopes: String? = nil
    ) {
        self.token = token
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
        self.refreshTokenExpiresAt = refreshTokenExpiresAt
        self.clientID = clientID
        self.login = login
        self.apiURL = apiURL
        self.webURL = webURL
        self.scopes = scopes
    }

    private enum Key: String, CaseIterable {
        case token
        case refreshToken = "refresh_token"
        case expiresAt = "expires_at"
        case refreshTokenExpiresAt = "refresh_token_expires_at"
        case clientID = "client_id"
        case login
        case apiURL = "api_url"
        case webURL = "web_url"
        case scopes

        var codingKey: CredentialsCodingKey { CredentialsCodingKey(rawValue) }
    }

    /// Reads one entry of the credentials file.
    ///
    /// - Throws: a `DecodingError` for a value that is not an object, or a missing or mistyped key, whose text
    ///   never holds a value of the entry; an entry that ``CredentialsFile`` would refuse to write (an empty token,
    ///   a control character, an `api_url` that is not an `http(s)` address) fails the same way.
    public init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: CredentialsCodingKey.self) else {
            throw CredentialsFormatProblem("a host entry is not an object")
        }
        func string(_ key: Key) throws -> String? {
            guard container.contains(key.codingKey), (try? container.decodeNil(forKey: key.codingKey)) != true else {
                return nil
            }
            guard let value = try? container.decode(String.self, forKey: key.codingKey) else {
                throw CredentialsFormatProblem("a host entry's \(key.rawValue) is not a string")
            }
            return value
        }
        func date(_ key: Key) throws -> Date? {
            guard let text = try string(key) else { return nil }
            guard let date = Self.parseDate(text) else {
                throw CredentialsFormatProblem("a host entry's \(key.rawValue) is not an ISO 8601 date")
            }
            return date
        }
        guard let token = try string(.token) else { throw CredentialsFormatProblem("a host entry has no token") }
        guard let apiURL = try string(.apiURL) else { throw CredentialsFormatProblem("a host entry has no api_url") }
        self.init(
            token: token, refreshToken: try string(.refreshToken), expiresAt: try date(.expiresAt),
            refreshTokenExpiresAt: try date(.refreshTokenExpiresAt), clientID: try string(.clientID),
            login: try string(.login), apiURL: apiURL, webURL: try string(.webURL), scopes: try string(.scopes))
        let known = Set(Key.allCases.map(\.rawValue))
        for key in container.allKeys where !known.contains(key.stringValue) {
            otherFields[key.stringValue] = try container.decode(CredentialsJSONValue.self, forKey: key)
        }
        if let problem = validationProblem {
            throw CredentialsFormatProblem(problem)
        }
    }

    /// Writes the entry as the credentials file holds it: the snake_case keys, `nil` properties left out, dates
    /// as ISO 8601 strings to the second, and the unknown keys that were read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CredentialsCodingKey.self)
        for (key, value) in otherFields {
            try container.encode(value, forKey: CredentialsCodingKey(key))
        }
        try container.encode(token, forKey: Key.token.codingKey)
        try container.encodeIfPresent(refreshToken, forKey: Key.refreshToken.codingKey)
        try container.encodeIfPresent(expiresAt.map(Self.formatDate), forKey: Key.expiresAt.codingKey)
        try container.encodeIfPresent(
            refreshTokenExpiresAt.map(Self.formatDate), forKey: Key.refreshTokenExpiresAt.codingKey)
        try container.encodeIfPresent(clientID, forKey: Key.clientID.codingKey)
        try container.encodeIfPresent(login, forKey: Key.login.codingKey)
        try container.encode(apiURL, forKey: Key.apiURL.codingKey)
        try container.encodeIfPresent(webURL, forKey: Key.webURL.codingKey)
        try container.encodeIfPresent(scopes, forKey: Key.scopes.codingKey)
    }

    /// Why the file must not hold this entry, in words that name fields and never show their values; nil when
    /// it may.
    var validationProblem: String? {
        if token.isEmpty {
            return "a host entry's token is empty"
        }
        let texts: [(Key, String?)] = [
            (.token, token), (.refreshToken, refreshToken), (.clientID, clientID), (.login, login),
            (.apiURL, apiURL), (.webURL, webURL), (.scopes, scopes),
        ]
        for case (let key, let text?) in texts where Self.hasControlCharacter(text) {
            return "a host entry's \(key.rawValue) has a line break or another control character"
        }
        if refreshToken?.isEmpty == true {
            return "a host entry's refresh_token is empty"
        }
        for case (let key, let text?) in [(Key.apiURL, apiURL), (Key.webURL, webURL)] where !Self.isWebAddress(text) {
            return "a host entry's \(key.rawValue) is not an absolute http or https address without a user"
        }
        return nil
    }

    /// Whether `text` has a C0 or C1 control character, or a Unicode line or paragraph separator.
    static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }

    private static func isWebAddress(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host else {
            return false
        }
        return (scheme == "http" || scheme == "https") && !host.isEmpty && url.user == nil && url.password == nil
    }

    private static func formatDate(_ date: Date) -> String {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)).formatted(Date.ISO8601FormatStyle())
    }

    private static func parseDate(_ text: String) -> Date? {
        (try? Date.ISO8601FormatStyle().parse(text))
            ?? (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
    }
}

extension StoredCredential: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The entry's fields without its secrets: the login, the API and web addresses, the expiry dates and
    /// scopes, and for each token only whether it is there (`token: <redacted>`, `refresh_token: none`).
    public var description: String {
        var fields = ["token: <redacted>", "refresh_token: \(refreshToken == nil ? "none" : "<redacted>")"]
        fields.append("api_url: \(apiURL)")
        if let webURL { fields.append("web_url: \(webURL)") }
        if let login { fields.append("login: \(login)") }
        if let clientID { fields.append("client_id: \(clientID)") }
        if let scopes { fields.append("scopes: \(scopes)") }
        if let expiresAt { fields.append("expires_at: \(Self.formatDate(expiresAt))") }
        if let refreshTokenExpiresAt {
            fields.append("refresh_token_expires_at: \(Self.formatDate(refreshTokenExpiresAt))")
        }
        if !otherFields.isEmpty { fields.append("other keys: \(otherFields.count)") }
        return "StoredCredential(\(fields.joined(separator: ", ")))"
    }

    /// The same as ``description``: the secrets are never shown.
    public var debugDescription: String { description }

    /// The fields `dump` and debuggers show, with both tokens redacted and the unknown keys counted, not shown.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "token": "<redacted>", "refreshToken": refreshToken == nil ? "none" : "<redacted>",
                "expiresAt": expiresAt as Any, "refreshTokenExpiresAt": refreshTokenExpiresAt as Any,
                "clientID": clientID as Any, "login": login as Any, "apiURL": apiURL, "webURL": webURL as Any,
                "scopes": scopes as Any, "otherKeys": otherFields.count,
            ],
            displayStyle: .struct)
    }
}

/// Why the credentials file's text is not a credentials file, in words that never quote it.
struct CredentialsFormatProblem: Error {
    let reason: String

    /// The reason of a file in a later format than this version writes.
    static let newerVersion = "it was written by a newer version of atomic"

    init(_ reason: String) {
        self.reason = reason
    }
}
