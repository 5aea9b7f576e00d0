import Foundation

/// The client's redirect rule: which answers are followed and what the next request looks like.
///
/// Only `GET` and `HEAD` requests follow `301`, `302`, `303`, `307` and `308` answers that carry a `Location`.
/// The location may be absolute, relative or scheme-relative (`//host:port/path`) and is resolved against the
/// URL that answered. It must be `http` or `https`, never `http` after `https`, and carry no `user:password@`
/// part (which the transport would send as Basic credentials of the server's choosing). A `303` turns a `GET` with
/// a body into a plain `GET`. When the next URL is of another origin (scheme, host or port), every credential
/// header field is removed and stays removed for the rest of the chain.
enum Redirection {
    /// The statuses that are followed.
    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Whether the client follows `response` to a request sent with `method`.
    static func isFollowed(_ response: TransportResponse, method: HTTPMethod) -> Bool {
        (method == .get || method == .head) && statuses.contains(response.status)
            && response.headers["Location"] != nil
    }

    /// The request to send after `response` answered `request`.
    ///
    /// - Parameter credentialFields: the header fields removed when the origin changes.
    /// - Throws: ``NetworkError/unsupportedRedirect(location:)`` for a malformed location, another scheme than
    ///   HTTP(S), a user name or password in it, or a move from `https` to `http`.
    static func request(
        following response: TransportResponse,
        from request: TransportRequest,
        credentialFields: Set<String>
    ) throws(NetworkError) -> TransportRequest {
        let location = (response.headers["Location"] ?? "").trimmingCharacters(in: .whitespaces)
        guard let current = request.url,
            !location.isEmpty,
            !location.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
            let next = URL(string: location, relativeTo: current)?.absoluteURL,
            let nextOrigin = Origin(next),
            nextOrigin.scheme == "http" || nextOrigin.scheme == "https",
            next.user == nil, next.password == nil,
            Self.isPlainHost(next)
        else {
            throw .unsupportedRedirect(location: location)
        }
        let currentOrigin = Origin(current)
        if currentOrigin?.scheme == "https" && nextOrigin.scheme == "http" {
            throw .unsupportedRedirect(location: location)
        }
        var redirected = request
        redirected.url = next
        if response.status == 303 && request.httpMethod?.uppercased() != "HEAD" {
            redirected.httpMethod = "GET"
            redirected.httpBody = nil
            redirected.setValue(nil, forHTTPHeaderField: "Content-Type")
            redirected.setValue(nil, forHTTPHeaderField: "Content-Length")
        }
        if currentOrigin != nextOrigin {
            for name in credentialFields {
                redirected.setValue(nil, forHTTPHeaderField: name)
            }
        }
        return redirected
    }

    /// Whether `url`'s host is written as a host name or an address, without percent escapes or other
    /// characters no resolver accepts (`127.0.0.2%3A8102` is not a host).
    private static func isPlainHost(_ url: URL) -> Bool {
        guard let host = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedHost, !host.isEmpty
        else { return false }
        let inner = host.hasPrefix("[") && host.hasSuffix("]") ? host.dropFirst().dropLast() : Substring(host)
        return inner.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (CharacterSet.alphanumerics.contains(scalar) || scalar == "." || scalar == "-" || scalar == ":"
                    || scalar == "_")
        }
    }
}
