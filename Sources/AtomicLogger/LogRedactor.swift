import AtomicCore
import Foundation

/// Removes secrets from log records before any sink sees them.
///
/// A redactor replaces with `"[REDACTED]"`:
/// - the value of every metadata entry whose key names a secret (see ``standard``);
/// - every occurrence of a registered literal secret, such as the value of `GITHUB_TOKEN`,
///   in the message and in metadata values;
/// - credentials written in text: the word after `Bearer` or `token` (followed by a space, `=` or `:`),
///   everything after `Authorization:` up to the end of the line, and the value after `=` or `:` of every name
///   that names a secret, in any letter case: query parameters and fields such as `access_token`, `refresh_token`,
///   `client_secret`, `api_key`, `apikey`, `X-Api-Key`, `password`, `secret`, `sig`, `signature` and
///   `X-Amz-Credential` (the full list: ``secretNameFragments`` and ``secretNames``).
public struct LogRedactor: Sendable {
    /// Parts of a metadata key or of a name in text that make it secret wherever they appear in it, compared
    /// lower-cased and without `-` and `_`: `authorization`, `token`, `secret`, `password`, `passwd`, `apikey`,
    /// `accesskey`, `privatekey`, `signature`, `credential`, `cookie`. They cover the OAuth 2.0 parameters
    /// (RFC 6749: `access_token`, `refresh_token`, `client_secret`), API keys and cloud signing parameters
    /// (`X-Amz-Signature`, `AWSAccessKeyId`).
    public static var secretNameFragments: [String] { CredentialPatternScrubber.secretNameFragments }

    /// Names in text that are secret only as the whole name (in any letter case): `sig`, `pwd`, `pass`, `auth`.
    public static var secretNames: Set<String> { CredentialPatternScrubber.secretNames }

    /// The text that takes the place of every removed secret.
    public static let replacement = "[REDACTED]"

    /// Redacts keys containing, case-insensitively and ignoring `-` and `_`, one of ``secretNameFragments``
    /// (`authorization`, `token`, `password`, `secret`, `api_key`, `cookie`, …), plus the credential patterns in
    /// text.
    public static let standard = LogRedactor(sensitiveKeyFragments: CredentialPatternScrubber.secretNameFragments)

    /// Lower-cased fragments; a metadata key containing one (ignoring `-` and `_`) is secret.
    public let sensitiveKeyFragments: [String]
    /// Literal secrets removed wherever they appear, longest first, so that a secret that contains another
    /// is removed whole rather than leaving its remainder behind.
    public let secrets: [String]

    /// Creates a redactor for metadata keys containing any of `sensitiveKeyFragments`
    /// (compared case-insensitively, ignoring `-` and `_`) and for the literal `secrets`.
    public init(sensitiveKeyFragments: [String], secrets: [String] = []) {
        self.sensitiveKeyFragments = sensitiveKeyFragments.map { LogRedactor.normalizedKey($0) }.filter { !$0.isEmpty }
        self.secrets = secrets.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    /// A copy that also removes every occurrence of `secret`, of `secret` as `UntrustedText.oneLine(_:)`
    /// shows it (a no-break space, U+202E or U+2028 in it becoming a space), so that the secret is found in a
    /// server's text before and after that text is cleaned, and of `secret` percent-encoded (upper- and
    /// lower-case hex, and `+` for a space: `SecretForms`); an empty string is ignored.
    public func registering(secret: String) -> LogRedactor {
        let forms = SecretForms.forms(of: secret).filter { !secrets.contains($0) }
        guard !forms.isEmpty else { return self }
        return LogRedactor(
            sensitiveKeyFragments: sensitiveKeyFragments, secrets: secrets + Array(Set(forms)))
    }

    /// Whether the value stored under `key` is always redacted.
    public func isSensitive(key: String) -> Bool {
        let normalized = LogRedactor.normalizedKey(key)
        return sensitiveKeyFragments.contains { normalized.contains($0) }
    }

    /// `record` with its message and metadata redacted; date, level, label and source location unchanged.
    public func redact(_ record: LogRecord) -> LogRecord {
        var redacted = record
        redacted.message = redact(text: record.message)
        redacted.metadata = redact(metadata: record.metadata)
        return redacted
    }

    /// `metadata` with sensitive keys' values replaced and secrets removed from the other values.
    public func redact(metadata: [String: String]) -> [String: String] {
        var result = metadata
        for (key, value) in metadata {
            result[key] = isSensitive(key: key) ? LogRedactor.replacement : redact(text: value)
        }
        return result
    }

    /// `text` with registered secrets and the credentials written in it (`Bearer`, `token`, `Authorization:`,
    /// secret names with `=` or `:`) removed.
    public func redact(text: String) -> String {
        var result = text
        for secret in secrets where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: LogRedactor.replacement)
        }
        return CredentialPatternScrubber.scrub(result, replacement: LogRedactor.replacement)
    }

    private static func normalizedKey(_ key: String) -> String {
        String(key.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
    }
}
