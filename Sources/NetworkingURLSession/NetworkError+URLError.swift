import AtomicCore
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension NetworkError {
    /// The typed error for a Foundation URL loading failure; every code maps to exactly one case.
    ///
    /// A refused connection and a failed TLS handshake name the host and port of the error's failing URL.
    public init(_ error: URLError) {
        self = Self.mapping(error.code, url: error.failingURL)
    }

    /// The typed error for any error thrown while loading: `URLError` is mapped by code,
    /// `CancellationError` becomes `NetworkError.cancelled`, a `NetworkError` is kept, anything else is
    /// `NetworkError.invalidResponse(_:)`.
    public init(loadingError error: any Error) {
        switch error {
        case let error as NetworkError: self = error
        case let error as URLError: self.init(error)
        case is CancellationError: self = .cancelled
        default: self = .invalidResponse("The transfer failed (\(Self.summary(of: error))).")
        }
    }

    private static func mapping(_ code: URLError.Code, url: URL?) -> NetworkError {
        switch code {
        case .cancelled, .userCancelledAuthentication:
            return .cancelled
        case .timedOut:
            return .timedOut
        case .cannotConnectToHost:
            return .connectionRefused(host: url?.hostAndPort ?? "the server")
        case .networkConnectionLost:
            return .connectionLost
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired:
            return .secureConnectionFailed(host: url?.hostAndPort ?? "the server")
        case .notConnectedToInternet, .cannotFindHost, .dnsLookupFailed, .internationalRoamingOff, .callIsActive,
            .dataNotAllowed, .cannotLoadFromNetwork:
            return .noConnection
        case .badURL, .unsupportedURL, .fileDoesNotExist, .fileIsDirectory, .noPermissionsToReadFile,
            .requestBodyStreamExhausted, .appTransportSecurityRequiresSecureConnection,
            .backgroundSessionRequiresSharedContainer, .backgroundSessionInUseByAnotherProcess,
            .backgroundSessionWasDisconnected, .dataLengthExceedsMaximum:
            return .invalidRequest("The URL loading system rejected the request (\(describe(code))).")
        default:
            return .invalidResponse("The transfer failed (\(describe(code))).")
        }
    }

    private static func describe(_ code: URLError.Code) -> String {
        switch code {
        case .unknown: "the transfer ended unexpectedly"
        case .badServerResponse: "bad server response"
        case .zeroByteResource: "empty resource"
        case .cannotDecodeRawData, .cannotDecodeContentData: "undecodable content"
        case .cannotParseResponse: "unparsable response"
        case .httpTooManyRedirects: "too many redirects"
        case .redirectToNonExistentLocation: "redirect to a missing location"
        case .resourceUnavailable: "resource unavailable"
        case .userAuthenticationRequired: "authentication required"
        case .badURL: "bad URL"
        case .unsupportedURL: "unsupported URL"
        case .dataLengthExceedsMaximum: "body too large"
        default: "URL error \(code.rawValue)"
        }
    }

    private static func summary(of error: any Error) -> String {
        UntrustedText.oneLine(String(describing: error))
    }
}
