#if os(Linux)
    import CCurlLoader
    import Foundation
    import Testing

    @testable import Networking

    @Suite("libcurl result codes")
    struct CurlErrorMappingTests {
        @Test("each libcurl failure maps to the typed error that says what happened")
        func mapping() {
            let host = "127.0.0.1:8080"
            let cases: [(CURLcode, Int, NetworkError)] = [
                (CURLE_COULDNT_CONNECT, Int(ECONNREFUSED), .connectionRefused(host: host)),
                (CURLE_COULDNT_CONNECT, 0, .connectionRefused(host: host)),
                (CURLE_COULDNT_CONNECT, Int(ENETUNREACH), .noConnection),
                (CURLE_COULDNT_CONNECT, Int(EHOSTUNREACH), .noConnection),
                (CURLE_COULDNT_RESOLVE_HOST, 0, .noConnection),
                (CURLE_OPERATION_TIMEDOUT, 0, .timedOut),
                (CURLE_PARTIAL_FILE, 0, .connectionLost),
                (CURLE_RECV_ERROR, Int(ECONNRESET), .connectionLost),
                (CURLE_GOT_NOTHING, 0, .connectionLost),
                (CURLE_SEND_ERROR, Int(EPIPE), .connectionLost),
                (CURLE_SSL_CONNECT_ERROR, 0, .secureConnectionFailed(host: host)),
                (CURLE_PEER_FAILED_VERIFICATION, 0, .secureConnectionFailed(host: host)),
                (CURLE_SSL_CACERT_BADFILE, 0, .secureConnectionFailed(host: host)),
                (CURLE_UNSUPPORTED_PROTOCOL, 0, .invalidResponse("The answer is not HTTP.")),
                (CURLE_WEIRD_SERVER_REPLY, 0, .invalidResponse("The answer is not valid HTTP.")),
            ]
            for (code, systemError, expected) in cases {
                #expect(NetworkError(curlCode: code, systemError: systemError, host: host) == expected, "\(code)")
            }
        }

        @Test("a rejected URL is an invalid request, anything else an invalid response with libcurl's reason")
        func others() {
            guard
                case .invalidRequest(let detail) = NetworkError(
                    curlCode: CURLE_URL_MALFORMAT, systemError: 0, host: "h:1")
            else {
                Issue.record("expected invalidRequest")
                return
            }
            #expect(detail.contains("libcurl rejected the URL"))
            let error = NetworkError(curlCode: CURLE_RANGE_ERROR, systemError: 0, host: "h:1")
            guard case .invalidResponse(let reason) = error else {
                Issue.record("expected invalidResponse")
                return
            }
            #expect(reason.hasPrefix("The transfer failed ("))
            #expect(!error.message.contains("\n"))
        }
    }
#endif
