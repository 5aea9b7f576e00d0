#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Why a ``TestHTTPServer`` could not start.
public enum TestHTTPServerError: Error, Equatable, CustomStringConvertible {
    /// A socket call failed; carries the call's name and the system error number.
    case socketCall(String, errno: Int32)
    /// The listening port did not form a valid URL.
    case invalidBaseURL(port: Int)

    /// A one-line explanation for test output.
    public var description: String {
        switch self {
        case .socketCall(let call, let code):
            let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
            return "Test HTTP server: \(call)() failed: \(reason)"
        case .invalidBaseURL(let port):
            return "Test HTTP server: port \(port) does not form a valid URL"
        }
    }
}
