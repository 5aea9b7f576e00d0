import AtomicCore
import Foundation

/// Sets the `User-Agent` header unless the request already has one.
public struct UserAgentAdapter: RequestAdapter {
    /// The `User-Agent` value sent.
    public let userAgent: String

    /// Creates the adapter; by default the agent is `AtomicArch/<version>`.
    public init(userAgent: String = "AtomicArch/\(AtomicArchVersion.current)") {
        self.userAgent = userAgent
    }

    /// Adds the `User-Agent` field when missing.
    public func adapt(_ request: inout TransportRequest) async throws(NetworkError) {
        if request.value(forHTTPHeaderField: "User-Agent") == nil {
            request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        }
    }
}
