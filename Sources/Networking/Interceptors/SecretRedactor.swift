import AtomicCore
import AtomicLogger
import Foundation

/// Removes credential values of one request from text that may be shown or logged.
///
/// Each secret is looked for as it was sent and as `UntrustedText.oneLine(_:)` would show it, so a secret with a
/// character the sanitiser rewrites (a no-break space, U+202E, U+2028, each becoming a space) or removes (a soft
/// hyphen) is found both in a server's raw text and in the clean line made of it, and percent-encoded, as a server
/// echoes it in a URL (`SecretForms`). Credentials written in the text itself (`Bearer …`, `Authorization: …`,
/// `api_key=…`, `client_secret=…`, `access_token=…`, `token=…`, in any letter case) are removed too, by the
/// pattern scrubber of the log's `LogRedactor`, so no server's text carries them into an error.
struct SecretRedactor: Sendable {
    /// Header fields whose values are secrets.
    static let secretHeaders = ["Authorization", "Proxy-Authorization", "Cookie", "X-Api-Key"]

    /// The replacement for a secret.
    static let mask = "[REDACTED]"

    /// The secret strings, longest first.
    let secrets: [String]

    /// Collects the values of `request`'s secret header fields (``secretHeaders`` and `credentialHeaderFields`),
    /// each whole and without its scheme word (`Bearer`, `token`), and `otherSecrets` (the tokens an
    /// ``Authenticator`` gave, a replacement included) of at least four characters, as for a field's credential.
    init(request: TransportRequest, credentialHeaderFields: Set<String> = [], otherSecrets: [String] = []) {
        var found: Set<String> = []
        for secret in otherSecrets where secret.count >= 4 { Self.insert(secret, into: &found) }
        for name in Set(Self.secretHeaders).union(credentialHeaderFields) {
            guard let value = request.value(forHTTPHeaderField: name)?.trimmingCharacters(in: .whitespaces),
                !value.isEmpty
            else { continue }
            Self.insert(value, into: &found)
            if let space = value.firstIndex(of: " ") {
                let credential = value[value.index(after: space)...].trimmingCharacters(in: .whitespaces)
                if credential.count >= 4 { Self.insert(credential, into: &found) }
            }
        }
        secrets = found.sorted { $0.count > $1.count }
    }

    /// A redactor for `secrets` and each of their other forms (`SecretForms`), and for the credentials written in
    /// text.
    init(secrets: [String]) {
        var found: Set<String> = []
        for secret in secrets { Self.insert(secret, into: &found) }
        self.secrets = found.sorted { $0.count > $1.count }
    }

    /// Adds `secret` and each of its other forms (`SecretForms`).
    private static func insert(_ secret: String, into found: inout Set<String>) {
        found.formUnion(SecretForms.forms(of: secret))
    }

    /// `text` with every secret, and every credential written in it, replaced by ``mask``.
    func redact(_ text: String) -> String {
        let literal = secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: Self.mask) }
        return LogRedactor.standard.redact(text: literal)
    }

    /// `error` with every secret removed from its texts.
    func redact(_ error: NetworkError) -> NetworkError {
        switch error {
        case .http(let status, let message, let rateLimit):
            return .http(status: status, message: redact(message), rateLimit: rateLimit)
        case .retryLater(let status, let message, let retryAt, let rateLimit):
            return .retryLater(status: status, message: redact(message), retryAt: retryAt, rateLimit: rateLimit)
        case .unauthorized(let credentialSent, let message, let rateLimit):
            return .unauthorized(credentialSent: credentialSent, message: redact(message), rateLimit: rateLimit)
        case .decoding(let path, let description):
            return .decoding(path: redact(path), description: redact(description))
        case .invalidResponse(let detail): return .invalidResponse(redact(detail))
        case .invalidRequest(let detail): return .invalidRequest(redact(detail))
        case .unsupportedRedirect(let location): return .unsupportedRedirect(location: redact(location))
        case .noConnection, .connectionRefused, .connectionLost, .secureConnectionFailed, .timedOut, .deadlineExceeded,
            .cancelled, .rateLimited,
            .responseTooLarge, .tooManyRedirects, .transportUnavailable:
            return error
        }
    }
}
