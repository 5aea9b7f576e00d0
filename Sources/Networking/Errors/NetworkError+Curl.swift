#if os(Linux)
    internal import CCurlLoader
    import Foundation

    extension NetworkError {
        /// The typed error for a libcurl transfer that ended with `code`.
        ///
        /// - Parameters:
        ///   - systemError: the `errno` of the failed connection attempt (`CURLINFO_OS_ERRNO`), which
        ///     tells a refused connection from an unreachable network.
        ///   - host: `host:port` as the request addressed it, for the message.
        init(curlCode code: CURLcode, systemError: Int, host: String) {
            switch code {
            case CURLE_COULDNT_CONNECT:
                switch Int32(clamping: systemError) {
                case ENETUNREACH, EHOSTUNREACH, ENETDOWN: self = .noConnection
                default: self = .connectionRefused(host: host)
                }
            case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
                self = .noConnection
            case CURLE_OPERATION_TIMEDOUT:
                self = .timedOut
            case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_HTTP2_STREAM:
                self = .connectionLost
            case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
                CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED,
                CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR,
                CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_SHUTDOWN_FAILED,
                CURLE_SSL_CLIENTCERT, CURLE_USE_SSL_FAILED:
                self = .secureConnectionFailed(host: host)
            case CURLE_UNSUPPORTED_PROTOCOL:
                // The transport only ever asks for http or https, so this is the answer's fault: libcurl says so
                // for a reply that is not HTTP at all (HTTP/0.9 is refused).
                self = .invalidResponse("The answer is not HTTP.")
            case CURLE_WEIRD_SERVER_REPLY:
                self = .invalidResponse("The answer is not valid HTTP.")
            case CURLE_URL_MALFORMAT:
                self = .invalidRequest("libcurl rejected the URL (\(Self.reason(for: code))).")
            default:
                self = .invalidResponse("The transfer failed (\(Self.reason(for: code))).")
            }
        }

        /// libcurl's own short text for `code`, without a final period.
        private static func reason(for code: CURLcode) -> String {
            var text = atomic_curl_easy_strerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
            if text.hasSuffix(".") {
                text.removeLast()
            }
            return text.isEmpty ? "libcurl error \(code.rawValue)" : text
        }
    }
#endif
