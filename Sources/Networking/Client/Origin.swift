import Foundation

/// The scheme, host and port of a URL: the unit a credential is bound to.
///
/// Two URLs have the same origin when all three match, the port written or implied by the scheme
/// (`https://h` and `https://h:443` are the same origin; `http://h` and `https://h` are not).
struct Origin: Sendable, Hashable {
    /// The scheme, lowercased (`http`, `https`, …).
    let scheme: String
    /// The host, lowercased, without the brackets of an IPv6 literal.
    let host: String
    /// The port, the scheme's default filled in (80 for `http`, 443 for `https`, 0 when unknown).
    let port: Int

    /// The origin of `url`; `nil` when it has no scheme or host.
    init?(_ url: URL?) {
        guard let url, let scheme = url.scheme?.lowercased(), let rawHost = url.host?.lowercased(), !rawHost.isEmpty
        else { return nil }
        self.scheme = scheme
        host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
        port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
    }

    /// Whether the host is this machine: `localhost`, an address in 127.0.0.0/8, or `::1`.
    var isLoopback: Bool {
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" {
            return true
        }
        // Four dot-separated numbers of one to three ASCII digits, each at most 255, the first 127.
        let parts = host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].elementsEqual("127".utf8) else { return false }
        return parts.allSatisfy { part in
            guard !part.isEmpty, part.count <= 3 else { return false }
            var value = 0
            for byte in part {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value <= 255
        }
    }

    /// Whether a credential may travel to this origin: over `https`, or to a loopback host.
    var mayCarryCredentials: Bool {
        scheme == "https" || isLoopback
    }

    /// `host:port` as people write it (`127.0.0.1:8080`, `[::1]:443`).
    var hostAndPort: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
