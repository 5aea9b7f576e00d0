import Foundation

extension URL {
    /// `host:port` as this URL addresses it, with the scheme's default port filled in and an IPv6
    /// address in brackets: `127.0.0.1:8080`, `api.github.com:443`, `[::1]:80`; the same text as
    /// ``Origin/hostAndPort``, and `unknown host` for a URL without one.
    package var hostAndPort: String {
        Origin(self)?.hostAndPort ?? "unknown host"
    }
}
