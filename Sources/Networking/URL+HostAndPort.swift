import Foundation

extension URL {
    /// `host:port` as this URL addresses it, with the scheme's default port filled in and an IPv6
    /// address in brackets: `127.0.0.1:8080`, `api.github.com:443`, `[::1]:80`.
    var hostAndPort: String {
        let host = self.host ?? "unknown host"
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let port = self.port ?? (scheme?.lowercased() == "https" ? 443 : 80)
        return "\(shown):\(port)"
    }
}
