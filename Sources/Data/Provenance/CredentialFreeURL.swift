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
}
