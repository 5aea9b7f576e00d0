import Foundation

/// The scheme, host and port of a URL: the unit a credential is bound to.
///
/// Two URLs have the same origin when all three match, the port written or implied by the scheme
/// (`https://h` and `https://h:443` are the same origin; `http://h` and `https://h` are not). Scheme and host are
/// compared in lower case, so `https://API.example.test` and `https://api.example.test` are one origin too.
///
/// ```swift
/// let api = Origin(scheme: "https", host: "api.github.com")  // port 443
/// Origin(URL(string: "https://API.github.com:443/users")) == api  // true
/// ```
public struct Origin: Sendable, Hashable, CustomStringConvertible {
    /// The scheme, lowercased (`http`, `https`, …).
    public let scheme: String
    /// The host, lowercased, without the brackets of an IPv6 literal.
    public let host: String
    /// The port, the scheme's default filled in (80 for `http`, 443 for `https`, 0 when unknown).
    public let port: Int

    /// The origin of `url`; `nil` when it has no scheme or host.
    public init?(_ url: URL?) {
        guard let url, let scheme = url.scheme?.lowercased(), let rawHost = url.host?.lowercased(), !rawHost.isEmpty
        else { return nil }
        self.init(normalizedScheme: scheme, host: rawHost, port: url.port)
    }

    /// The origin of `scheme`, `host` and `port`, normalised as ``init(_:)`` normalises a URL's: scheme and host
    /// lowercased, the brackets of an IPv6 literal removed, and a `nil` port replaced by the scheme's default
    /// (80 for `http`, 443 for `https`, 0 for any other scheme).
    public init(scheme: String, host: String, port: Int? = nil) {
        self.init(normalizedScheme: scheme.lowercased(), host: host.lowercased(), port: port)
    }

    /// The origin of an already lowercased scheme and host.
    private init(normalizedScheme scheme: String, host rawHost: String, port: Int?) {
        self.scheme = scheme
        host = rawHost.hasPrefix("[") && rawHost.hasSuffix("]") ? String(rawHost.dropFirst().dropLast()) : rawHost
        self.port = port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
    }

    /// `scheme://host:port`, the port always written (`https://api.github.com:443`, `http://[::1]:8080`).
    public var description: String {
        "\(scheme)://\(hostAndPort)"
    }

    /// Whether the host is this machine: `localhost`, an address in 127.0.0.0/8, or `::1`.
    public var isLoopback: Bool {
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
    public var mayCarryCredentials: Bool {
        scheme == "https" || isLoopback
    }

    /// `host:port` as people write it (`127.0.0.1:8080`, `[::1]:443`).
    var hostAndPort: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
