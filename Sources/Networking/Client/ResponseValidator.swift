import AtomicCore
import Foundation

/// Turns a transport response into success or a typed error, and reads the server's requested wait.
struct ResponseValidator: Sendable {
    /// Whether the request carried `If-None-Match` or `If-Modified-Since`, which makes 304 a success.
    let isConditional: Bool
    /// Whether the request carried a credential field, which tells a refused credential from a missing one on 401.
    var sentCredentials = false
    /// The credentials the request carried, removed from a server's message before it is made into one clean line
    /// (and again after, by the client): a secret echoed with a character the cleaning rewrites is found whole.
    var redactor: SecretRedactor?

    /// `nil` when `response` is acceptable, otherwise the error it stands for.
    func error(for response: TransportResponse, now: Date) -> NetworkError? {
        let status = response.status
        if (200...299).contains(status) || (status == 304 && isConditional) {
            return nil
        }
        let message = Self.apiMessage(in: response.body, redactor: redactor)
        let rateLimit = RateLimit(headers: response.headers)
        let messageSaysLimited = message.map { text in
            let lowered = text.lowercased()
            return lowered.contains("secondary rate limit") || lowered.contains("abuse")
                || lowered.contains("rate limit exceeded")
        }
        let retryAfter = response.headers["Retry-After"].flatMap { RetryAfter.delay(from: $0, now: now) }
        // A 403 that says when to come back, or whose budget is used up, is a temporary limit, whatever its message.
        let isTemporary =
            retryAfter != nil || RateLimit.isExhausted(in: response.headers) || messageSaysLimited == true
        if status == 429 || (status == 403 && isTemporary) {
            let resetAt =
                retryAfter.map { now.addingTimeInterval($0.timeInterval) } ?? RateLimit.reset(in: response.headers)
            return .rateLimited(resetAt: resetAt, rateLimit: rateLimit)
        }
        if status == 401 {
            return .unauthorized(credentialSent: sentCredentials, message: message ?? "", rateLimit: rateLimit)
        }
        if let retryAfter {
            return .retryLater(
                status: status, message: message ?? HTTPStatusText.reason(for: status),
                retryAt: now.addingTimeInterval(retryAfter.timeInterval), rateLimit: rateLimit)
        }
        return .http(status: status, message: message ?? HTTPStatusText.reason(for: status), rateLimit: rateLimit)
    }

    /// How long the server asked to wait before trying again: `Retry-After`, or for an exhausted
    /// rate limit the time until `x-ratelimit-reset`; at most ``Duration/saturationLimit``, never negative.
    static func serverWait(for response: TransportResponse, now: Date) -> Duration? {
        if let value = response.headers["Retry-After"], let delay = RetryAfter.delay(from: value, now: now) {
            return delay
        }
        if RateLimit.isExhausted(in: response.headers), let reset = RateLimit.reset(in: response.headers) {
            return .saturating(from: now, to: reset)
        }
        return nil
    }

    /// The `message` string of a JSON error body, followed by the first `message` of its `errors` when it has one
    /// (GitHub's `422`: "Validation Failed: The search contains only logical operators…"), with `redactor`'s
    /// secrets and every credential written in it (`Bearer …`, `api_key=…`, …: `LogRedactor`'s patterns) removed
    /// from the raw text and then from the one clean line made of it; `nil` when absent.
    static func apiMessage(in body: Data, redactor: SecretRedactor? = nil) -> String? {
        guard !body.isEmpty,
            let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            var message = object["message"] as? String
        else { return nil }
        if let errors = object["errors"] as? [Any],
            let detail = errors.lazy.compactMap({ ($0 as? [String: Any])?["message"] as? String }).first(where: {
                !$0.isEmpty
            })
        {
            message += ": " + detail
        }
        let redactor = redactor ?? SecretRedactor(secrets: [])
        let line = redactor.redact(UntrustedText.oneLine(redactor.redact(message)))
        return line.isEmpty ? nil : line
    }
}
