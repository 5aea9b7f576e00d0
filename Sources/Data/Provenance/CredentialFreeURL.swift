import Foundation

/// URLs as they may be shown: without a user name or password, and with the values of query items that carry
/// credentials replaced by `redacted`.
enum CredentialFreeURL {
    /// Query item names (compared without regard to case) whose values are secrets.
    static let secretQueryNames: Set<String> = [
        "access_token", "token", "client_secret", "api_key", "apikey", "key", "password", "secret", "signature",
        "sig",
    ]

    /// `url` without its credentials; `url` itself when it holds none.
    static func make(_ url: URL) -> URL {
        if isPlainlyFree(url) { return url }
        return rebuilt(url)
    }

    /// `url` taken apart and put together again without its credentials.
    static func rebuilt(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        components.user = nil
        components.password = nil
        if let items = components.queryItems, !items.isEmpty {
            components.queryItems = items.map { item in
                guard secretQueryNames.contains(item.name.lowercased()), item.value != nil else { return item }
                return URLQueryItem(name: item.name, value: "redacted")
            }
        }
        return components.url ?? url
    }

    /// Whether `url` plainly holds no credentials and would come back from ``rebuilt(_:)`` as it is, decided in one
    /// pass over its bytes (the common case: an API address with a few plain query items): an absolute lower-case
    /// `http(s)` URL whose host, port and path use only lower-case letters, digits and `-._~/:`, without user
    /// information, fragment or escapes, and whose query, if any, is `name=value` items joined by `&`, of letters,
    /// digits and `-._~`, none named as a secret.
    static func isPlainlyFree(_ url: URL) -> Bool {
        guard url.baseURL == nil else { return false }
        var text = url.absoluteString
        return text.withUTF8 { bytes in
            let secure = bytes.starts(with: "https://".utf8)
            guard secure || bytes.starts(with: "http://".utf8) else { return false }
            var index = secure ? 8 : 7
            // A host begins with a letter or a digit.
            guard index < bytes.count, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: ":") else {
                return false
            }
            while index < bytes.count, bytes[index] != UInt8(ascii: "?") {
                let byte = bytes[index]
                let isLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                guard isLower || isDigit(byte) || "-._~/:".utf8.contains(byte) else { return false }
                index += 1
            }
            guard index < bytes.count else { return true }
            index += 1
            // The query: non-empty names, each with `=` and a value, none a secret.
            var name: [UInt8] = []
            var inValue = false
            while index <= bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "&")
                index += 1
                if byte == UInt8(ascii: "&") {
                    guard inValue, !isSecret(name) else { return false }
                    name.removeAll(keepingCapacity: true)
                    inValue = false
                } else if byte == UInt8(ascii: "=") {
                    guard !inValue, !name.isEmpty else { return false }
                    inValue = true
                } else {
                    let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                    guard isLetter || isDigit(byte) || "-._~".utf8.contains(byte) else { return false }
                    if !inValue { name.append(byte) }
                }
            }
            return true
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether the query item name `name` (ASCII bytes) is one of ``secretQueryNames``, in any letter case.
    private static func isSecret(_ name: [UInt8]) -> Bool {
        secretQueryNames.contains(String(decoding: name, as: UTF8.self).lowercased())
    }
}
