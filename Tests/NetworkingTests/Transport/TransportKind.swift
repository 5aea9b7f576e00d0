import Networking
import NetworkingURLSession
import Testing

/// The production transports of this platform, for tests that every one of them must pass.
enum TransportKind: String, Sendable, CustomTestStringConvertible {
    case urlSession = "URLSession"
    case curl = "libcurl"

    /// Every transport that can run here: URLSession everywhere, libcurl on Linux.
    static let all: [TransportKind] = {
        #if os(Linux)
            [.urlSession, .curl]
        #else
            [.urlSession]
        #endif
    }()

    /// The transports that stop reading as soon as a body passes its limit, so that a huge or
    /// compressed body costs bounded memory: URLSession on Apple platforms, libcurl on Linux.
    ///
    /// FoundationNetworking's URLSession on Linux keeps reading after the task is cancelled and queues
    /// every decoded chunk for the delegate: a 2 GB chunked body peaked at 1.2 GB of memory, a gzip bomb
    /// at 4.5 GB (see `docs/decisions/0001-linux-http-transport.md`), so it is not run against them.
    static let boundedMemory: [TransportKind] = {
        #if os(Linux)
            [.curl]
        #else
            [.urlSession]
        #endif
    }()

    /// Whether this transport closes its connection as soon as the caller gives up (a timeout or a
    /// cancellation), so a loopback server sees the disconnect within its patience however loaded the machine.
    ///
    /// FoundationNetworking's URLSession on Linux does not promise this: its timeout and `cancel()` are queued on
    /// the session's work queue, and the connection goes when that queue gets to it. The app's Linux transport
    /// is libcurl, which removes the handle at once.
    var closesConnectionAtOnce: Bool {
        #if os(Linux)
            self == .curl
        #else
            true
        #endif
    }

    /// A new transport of this kind.
    func make(timeout: Duration = .seconds(30)) -> any HTTPTransport {
        switch self {
        case .urlSession:
            return URLSessionTransport(timeout: timeout)
        case .curl:
            #if os(Linux)
                return CurlTransport(timeout: timeout)
            #else
                preconditionFailure("libcurl transport is Linux-only")
            #endif
        }
    }

    var testDescription: String { rawValue }
}
