import Foundation
import NetworkingURLSession
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Network errors")
struct NetworkErrorTests {
    /// Every `URLError.Code` Foundation declares, with the case it must map to.
    private static let expectations: [(URLError.Code, String)] = [
        (.unknown, "invalidResponse"), (.cancelled, "cancelled"), (.badURL, "invalidRequest"),
        (.timedOut, "timedOut"), (.unsupportedURL, "invalidRequest"), (.cannotFindHost, "noConnection"),
        (.cannotConnectToHost, "connectionRefused"), (.networkConnectionLost, "connectionLost"),
        (.dnsLookupFailed, "noConnection"), (.httpTooManyRedirects, "invalidResponse"),
        (.resourceUnavailable, "invalidResponse"), (.notConnectedToInternet, "noConnection"),
        (.redirectToNonExistentLocation, "invalidResponse"), (.badServerResponse, "invalidResponse"),
        (.userCancelledAuthentication, "cancelled"), (.userAuthenticationRequired, "invalidResponse"),
        (.zeroByteResource, "invalidResponse"), (.cannotDecodeRawData, "invalidResponse"),
        (.cannotDecodeContentData, "invalidResponse"), (.cannotParseResponse, "invalidResponse"),
        (.appTransportSecurityRequiresSecureConnection, "invalidRequest"), (.fileDoesNotExist, "invalidRequest"),
        (.fileIsDirectory, "invalidRequest"), (.noPermissionsToReadFile, "invalidRequest"),
        (.dataLengthExceedsMaximum, "invalidRequest"), (.secureConnectionFailed, "secureConnectionFailed"),
        (.serverCertificateHasBadDate, "secureConnectionFailed"),
        (.serverCertificateUntrusted, "secureConnectionFailed"),
        (.serverCertificateHasUnknownRoot, "secureConnectionFailed"),
        (.serverCertificateNotYetValid, "secureConnectionFailed"),
        (.clientCertificateRejected, "secureConnectionFailed"), (.clientCertificateRequired, "secureConnectionFailed"),
        (.cannotLoadFromNetwork, "noConnection"), (.cannotCreateFile, "invalidResponse"),
        (.cannotOpenFile, "invalidResponse"), (.cannotCloseFile, "invalidResponse"),
        (.cannotWriteToFile, "invalidResponse"), (.cannotRemoveFile, "invalidResponse"),
        (.cannotMoveFile, "invalidResponse"), (.downloadDecodingFailedMidStream, "invalidResponse"),
        (.downloadDecodingFailedToComplete, "invalidResponse"), (.internationalRoamingOff, "noConnection"),
        (.callIsActive, "noConnection"), (.dataNotAllowed, "noConnection"),
        (.requestBodyStreamExhausted, "invalidRequest"), (.backgroundSessionRequiresSharedContainer, "invalidRequest"),
        (.backgroundSessionInUseByAnotherProcess, "invalidRequest"),
        (.backgroundSessionWasDisconnected, "invalidRequest"),
    ]

    private static func caseName(_ error: NetworkError) -> String {
        switch error {
        case .noConnection: "noConnection"
        case .connectionRefused: "connectionRefused"
        case .connectionLost: "connectionLost"
        case .secureConnectionFailed: "secureConnectionFailed"
        case .timedOut: "timedOut"
        case .deadlineExceeded: "deadlineExceeded"
        case .unauthorized: "unauthorized"
        case .responseTooLarge: "responseTooLarge"
        case .tooManyRedirects: "tooManyRedirects"
        case .unsupportedRedirect: "unsupportedRedirect"
        case .cancelled: "cancelled"
        case .http: "http"
        case .retryLater: "retryLater"
        case .rateLimited: "rateLimited"
        case .decoding: "decoding"
        case .invalidResponse: "invalidResponse"
        case .invalidRequest: "invalidRequest"
        case .transportUnavailable: "transportUnavailable"
        }
    }

    @Test("every URLError code maps to its typed case with a one-line message")
    func urlErrorMapping() {
        #expect(Self.expectations.count == 48)
        for (code, expected) in Self.expectations {
            let error = NetworkError(URLError(code))
            #expect(Self.caseName(error) == expected, "code \(code.rawValue)")
            #expect(!error.message.isEmpty)
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("every code in Foundation's URLError range maps to a connection, request or response case")
    func everyRawCode() {
        var known = 0
        for rawValue in -3_100...0 {
            // Optional on Linux (unknown codes do not exist there), non-optional on Apple platforms.
            let code: URLError.Code? = URLError.Code(rawValue: rawValue)
            guard let code else { continue }
            known += 1
            let error = NetworkError(URLError(code))
            let kinds = [
                "noConnection", "connectionRefused", "connectionLost", "secureConnectionFailed", "timedOut",
                "cancelled", "invalidRequest",
                "invalidResponse",
            ]
            #expect(kinds.contains(Self.caseName(error)))
            #expect(!error.message.isEmpty && !error.message.contains("\n"))
        }
        #expect(known >= Self.expectations.count)
    }

    @Test("a refused connection names the failing URL's host and port")
    func refusedHost() throws {
        let url = try #require(URL(string: "http://127.0.0.1:8123/users"))
        let error = URLError(.cannotConnectToHost, userInfo: [NSURLErrorFailingURLErrorKey: url])
        #expect(NetworkError(error) == .connectionRefused(host: "127.0.0.1:8123"))
        let https = try #require(URL(string: "https://api.github.com/users"))
        let secure = URLError(.cannotConnectToHost, userInfo: [NSURLErrorFailingURLErrorKey: https])
        #expect(NetworkError(secure) == .connectionRefused(host: "api.github.com:443"))
        #expect(NetworkError(URLError(.cannotConnectToHost)) == .connectionRefused(host: "the server"))
    }

    @Test("any loading error becomes a typed error")
    func loadingErrors() {
        struct Strange: Error {}
        #expect(NetworkError(loadingError: CancellationError()) == .cancelled)
        #expect(NetworkError(loadingError: URLError(.timedOut)) == .timedOut)
        #expect(NetworkError(loadingError: NetworkError.noConnection) == .noConnection)
        guard case .invalidResponse(let detail) = NetworkError(loadingError: Strange()) else {
            Issue.record("expected invalidResponse")
            return
        }
        #expect(detail.contains("Strange"))
    }

    @Test("messages are one human line and match the other descriptions")
    func messages() {
        let reset = Date(timeIntervalSince1970: 1_767_229_200)
        let cases: [(NetworkError, String)] = [
            (.noConnection, "Cannot reach the server; check the network connection."),
            (.timedOut, "The server took too long to answer."),
            (.cancelled, "The request was cancelled."),
            (.http(status: 404, message: "Not Found"), "HTTP 404: Not Found"),
            (.http(status: 500, message: ""), "HTTP 500."),
            (
                .rateLimited(resetAt: reset, rateLimit: RateLimit(limit: 60, remaining: 0)),
                "The API rate limit is used up (limit 60 requests); it resets at 2026-01-01T01:00:00Z."
            ),
            (.rateLimited(resetAt: nil, rateLimit: nil), "The API rate limit is used up; try again later."),
            (.decoding(path: "[0].id", description: "bad"), "The response has unexpected content at [0].id: bad"),
            (.decoding(path: "", description: "bad"), "The response has unexpected content at the top level: bad"),
            (.invalidResponse("x"), "The server sent an unusable response: x"),
            (.invalidRequest("y"), "The request is invalid: y"),
            (.transportUnavailable("Cannot load libcurl (z)."), "Cannot load libcurl (z)."),
        ]
        for (error, text) in cases {
            #expect(error.message == text)
            #expect(error.description == text)
            #expect(error.localizedDescription == text)
        }
        #expect(NetworkError.timedOut.isConnectivityFailure)
        #expect(!NetworkError.http(status: 500, message: "").isConnectivityFailure)
    }
}
