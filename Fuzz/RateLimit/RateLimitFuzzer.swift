import AtomicCore
import Foundation

@testable import Networking

/// libFuzzer entry point: reads the input as lines of `Name: value` response headers and parses the rate-limit
/// headers and `Retry-After` from them as the client does for a 403, a 429 and a 503: the typed error and its
/// message, the wait the server asked for, and the retry decision.
///
/// Values a server controls must never trap: reset times like `9223372036854775807`, negative counts, huge
/// delays.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRateLimit(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let names = [
        "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Used",
        "X-RateLimit-Resource", "Retry-After",
    ]
    var fields: [String: String] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if let colon = line.firstIndex(of: ":") {
            fields[String(line[..<colon])] = String(line[line.index(after: colon)...])
        } else {
            fields[names[index % names.count]] = String(line)
        }
    }
    let now = Date(timeIntervalSince1970: 1_767_225_600)
    if let limit = RateLimit(headers: HTTPHeaders(fields)), let reset = limit.reset {
        _ = UTCTimeText.describe(reset, now: now)
        _ = UTCTimeText.describe(reset, now: nil)
    }
    let headers = HTTPHeaders(fields)
    for status in [403, 429, 503] {
        let response = TransportResponse(status: status, headers: headers, body: Data(#"{"message":"x"}"#.utf8))
        let error = ResponseValidator(isConditional: false).error(for: response, now: now)
        _ = error?.message
        let wait = ResponseValidator.serverWait(for: response, now: now)
        if let error {
            _ = RetryPolicy.standard.decision(after: error, attempt: 1, method: .get, serverWait: wait, unit: 0.5)
        }
    }
    for value in [fields["Retry-After"] ?? "", text] {
        if let delay = RetryAfter.delay(from: value, now: now), delay < .zero {
            fatalError("Retry-After \(value.debugDescription) gave a negative delay \(delay)")
        }
    }
    return 0
}
