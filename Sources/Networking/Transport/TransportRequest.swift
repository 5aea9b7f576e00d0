import Foundation

/// One HTTP request as a transport receives it: URL, method, header fields and body.
///
/// It mirrors the part of Foundation's `URLRequest` that the client uses, with the same names and
/// meanings, so code written against one reads the same against the other. Having a type of its own keeps
/// the transport interface free of FoundationNetworking, which on Linux loads libcurl into every program
/// that links it (see `docs/decisions/0008-transport-request-and-lazy-libcurl.md`).
///
/// Header field names are matched in any letter case, as HTTP wants: setting `accept` replaces `Accept`,
/// and the name last set is the one sent.
///
/// ```swift
/// var request = TransportRequest(url: URL(string: "https://api.github.com/users")!)
/// request.setValue("application/json", forHTTPHeaderField: "Accept")
/// request.value(forHTTPHeaderField: "accept")  // "application/json"
/// ```
public struct TransportRequest: Sendable, Hashable {
    /// The address to send the request to; a request without one cannot be sent.
    public var url: URL?
    /// The request body, sent as it is; `nil` for none.
    public var httpBody: Data?

    private var method = "GET"
    private var fields: [String: String] = [:]

    /// Creates a `GET` request for `url` with no header fields and no body.
    public init(url: URL) {
        self.url = url
    }

    /// The HTTP method, `GET` unless set; setting `nil` restores `GET`.
    ///
    /// Optional only to read like `URLRequest.httpMethod`: the getter never returns `nil`.
    public var httpMethod: String? {
        get { method }
        set { method = newValue ?? "GET" }
    }

    /// Every header field, by the name it was last set with; `nil` when there are none.
    ///
    /// Setting it replaces all the fields (`nil` removes them); names that differ only in letter case keep
    /// one of their values.
    public var allHTTPHeaderFields: [String: String]? {
        get { fields.isEmpty ? nil : fields }
        set {
            fields = [:]
            for (name, value) in newValue ?? [:] {
                setValue(value, forHTTPHeaderField: name)
            }
        }
    }

    /// The value of the header field `field` (any letter case), or `nil` when it is not set.
    public func value(forHTTPHeaderField field: String) -> String? {
        if let value = fields[field] { return value }
        return storedName(of: field).flatMap { fields[$0] }
    }

    /// Sets the header field `field` to `value`, replacing it in any letter case; `nil` removes it.
    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
        if let existing = storedName(of: field) {
            fields.removeValue(forKey: existing)
        }
        if let value {
            fields[field] = value
        }
    }

    /// The name under which `field` is stored, whatever its letter case.
    private func storedName(of field: String) -> String? {
        if fields[field] != nil { return field }
        return fields.keys.first { HeaderName.matches($0, field) }
    }
}
