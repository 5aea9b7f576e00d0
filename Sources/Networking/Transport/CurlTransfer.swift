#if os(Linux)
    import AtomicCore
    internal import CCurlLoader
    import Foundation

    /// One exchange on a libcurl easy handle: the request as libcurl options, and the answer as it
    /// streams in through the header and write callbacks.
    ///
    /// Confinement, which makes the unchecked `Sendable` safe: the caller configures the handle and sets
    /// ``onFinish`` before handing the transfer to ``CurlMultiLoop/start(_:)``; from then on the handle, the
    /// answer and ``isCancellationRequested`` are touched only under the loop's lock (the callbacks run
    /// inside libcurl calls made under it), until the loop takes the transfer out of its multi handle; then
    /// the one thread that took it out calls ``finish(_:)``.
    final class CurlTransfer: @unchecked Sendable {
        /// The easy handle, taken from `pool` and given back to it reset once the transfer left the multi handle.
        let handle: UnsafeMutableRawPointer
        /// Receives the outcome exactly once, on the thread that took the transfer out of the loop (or refused it).
        var onFinish: (@Sendable (Result<TransportResponse, NetworkError>) -> Void)?

        /// The largest status line plus header section accepted, in bytes.
        static let maximumHeadSize = 256 * 1024

        private let pool: CurlHandlePool
        private let url: URL
        private let limits: TransportLimits
        private let expectsBody: Bool
        private var headerList: UnsafeMutablePointer<curl_slist>?
        private var head = CurlResponseHead()
        private var headBytes = 0
        private var body = Data()
        private var bodyLimit: Int?
        private var failure: NetworkError?
        private var isFinished = false
        private var isCleanedUp = false

        /// Prepares `request` for libcurl within `limits`.
        ///
        /// - Throws: ``NetworkError/invalidRequest(_:)`` when the request cannot be sent as described
        ///   (no URL, a scheme other than HTTP(S), a malformed header field).
        init(request: TransportRequest, limits: TransportLimits, pool: CurlHandlePool) throws(NetworkError) {
            guard let url = request.url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
            else {
                throw .invalidRequest("Only http and https URLs can be requested.")
            }
            let method = request.httpMethod ?? "GET"
            guard !method.isEmpty, method.utf8.allSatisfy(Self.isTokenByte) else {
                throw .invalidRequest("The request method is malformed.")
            }
            let lines = try Self.headerLines(for: request)
            guard let handle = pool.take() else {
                throw .invalidRequest("libcurl could not create a transfer.")
            }
            self.handle = handle
            self.pool = pool
            self.url = url
            self.limits = limits
            self.expectsBody = method != "HEAD"
            for line in lines {
                guard let appended = atomic_curl_slist_append(headerList, line) else {
                    throw .invalidRequest("libcurl could not take the header fields.")
                }
                headerList = appended
            }
            try configure(method: method, body: request.httpBody)
        }

        deinit {
            cleanUp()
        }

        /// Gives the easy handle back to the pool and frees the header list; called under the loop's lock
        /// right after the transfer left the multi handle (or from `deinit` for one that never entered it).
        func cleanUp() {
            guard !isCleanedUp else { return }
            isCleanedUp = true
            pool.give(handle)
            atomic_curl_slist_free_all(headerList)
            headerList = nil
        }

        /// Whether the caller cancelled; set and read under the loop's lock.
        var isCancellationRequested = false

        /// Ends the call with `result`; later calls do nothing.
        func finish(_ result: Result<TransportResponse, NetworkError>) {
            guard !isFinished else { return }
            isFinished = true
            let onFinish = onFinish
            self.onFinish = nil
            onFinish?(result)
        }

        /// The call's result once libcurl finished the transfer with `code` and it left the multi handle;
        /// frees the easy handle.
        func complete(_ code: CURLcode) -> Result<TransportResponse, NetworkError> {
            let result = outcome(code)
            cleanUp()
            return result
        }

        private func outcome(_ code: CURLcode) -> Result<TransportResponse, NetworkError> {
            if let failure {
                return .failure(failure)
            }
            guard code == CURLE_OK else {
                var systemError = 0
                _ = atomic_curl_getinfo_long(handle, CURLINFO_OS_ERRNO, &systemError)
                return .failure(NetworkError(curlCode: code, systemError: systemError, host: url.hostAndPort))
            }
            let status = responseCode()
            guard (100...999).contains(status) else {
                return .failure(.invalidResponse("The answer is not an HTTP response."))
            }
            let received = body
            body = Data()
            return .success(TransportResponse(status: status, headers: head.headers, body: received, url: url))
        }

        // MARK: - Callbacks (under the loop's lock)

        /// Takes one header line; returns `count` to go on, or 0 to stop the transfer (with ``failure`` set).
        fileprivate func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Int {
            headBytes += bytes.count
            guard headBytes <= Self.maximumHeadSize else {
                failure = .invalidResponse("The response header section is larger than \(Self.maximumHeadSize) bytes.")
                return 0
            }
            let wasComplete = head.isComplete
            head.consume(bytes: bytes)
            guard head.isComplete, !wasComplete else { return bytes.count }
            // The head just ended: choose the body limit for this status, and refuse at once a body
            // whose announced length is already over it.
            let status = responseCode()
            guard status >= 200 else { return bytes.count }
            let limit = limits.maximumBodySize(forStatus: status)
            bodyLimit = limit
            guard expectsBody, status != 204, status != 304 else { return bytes.count }
            let encoding = head.headers["content-encoding"].map(HeaderName.lowercased) ?? "identity"
            // A value that reads as a number has no white space to trim.
            if encoding == "identity", let text = head.headers["content-length"],
                let length = Int(text) ?? Int(text.trimmingCharacters(in: .whitespaces)), length >= 0
            {
                guard length <= limit else {
                    failure = .responseTooLarge(limit: limit)
                    return 0
                }
                body.reserveCapacity(length)
            }
            return bytes.count
        }

        /// Takes decoded body bytes; returns `count` to go on, or 0 to stop the transfer (with ``failure`` set).
        fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
            let limit = bodyLimit ?? limits.maximumBodySize(forStatus: responseCode())
            bodyLimit = limit
            guard bytes.count <= limit - body.count else {
                failure = .responseTooLarge(limit: limit)
                return 0
            }
            body.append(contentsOf: bytes)
            return bytes.count
        }

        // MARK: - Setup

        private func responseCode() -> Int {
            var code = 0
            _ = atomic_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &code)
            return code
        }

        private func configure(method: String, body: Data?) throws(NetworkError) {
            let context = Unmanaged.passUnretained(self).toOpaque()
            let timeout = Self.milliseconds(limits.timeout)
            var codes = [
                atomic_curl_setopt_string(handle, CURLOPT_URL, url.absoluteString),
                atomic_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"),
                atomic_curl_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"),
                atomic_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0),
                atomic_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1),
                atomic_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, timeout),
                atomic_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout),
                // An empty list asks for every encoding libcurl can undo, and has it undone.
                atomic_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""),
                atomic_curl_setopt_slist(handle, CURLOPT_HTTPHEADER, headerList),
                atomic_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context),
                atomic_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context),
                atomic_curl_setopt_callback(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
                    guard let context else { return 0 }
                    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                    return transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: size * count))
                },
                atomic_curl_setopt_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
                    guard let context else { return 0 }
                    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                    return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
                },
            ]
            switch (method, body) {
            case ("GET", nil):
                codes.append(atomic_curl_setopt_long(handle, CURLOPT_HTTPGET, 1))
            case ("HEAD", nil):
                codes.append(atomic_curl_setopt_long(handle, CURLOPT_NOBODY, 1))
            case (_, nil) where method != "POST" && method != "PUT" && method != "PATCH":
                codes.append(atomic_curl_setopt_string(handle, CURLOPT_CUSTOMREQUEST, method))
            default:
                let body = body ?? Data()
                codes.append(atomic_curl_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
                // libcurl copies the bytes (as many as the size just set).
                if body.isEmpty {
                    codes.append(atomic_curl_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, ""))
                } else {
                    codes.append(
                        body.withUnsafeBytes { raw in
                            atomic_curl_setopt_pointer(
                                handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: raw.baseAddress))
                        })
                }
                if method != "POST" {
                    codes.append(atomic_curl_setopt_string(handle, CURLOPT_CUSTOMREQUEST, method))
                }
            }
            if let failed = codes.first(where: { $0 != CURLE_OK }) {
                throw .invalidRequest("libcurl rejected an option (\(failed.rawValue)).")
            }
            // A transfer removed while its host name is still being looked up (cancelled, say) must not wait for the
            // lookup, up to the resolver's time-out (5 s by default), in the thread that removes it: libcurl 7.87
            // and later then leave the lookup's thread to end on its own. An older libcurl ignores the option.
            _ = atomic_curl_setopt_long(handle, CURLOPT_QUICK_EXIT, 1)
        }

        /// The request's header fields as libcurl lines, plus lines that stop libcurl from adding
        /// `Expect: 100-continue` and a form `Content-Type` of its own.
        private static func headerLines(for request: TransportRequest) throws(NetworkError) -> [String] {
            var lines: [String] = []
            // A request has a handful of fields: a list is searched faster than a set is hashed.
            var names: [String] = []
            for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard !name.isEmpty, name.utf8.allSatisfy(isTokenByte) else {
                    throw .invalidRequest("A header field name is malformed.")
                }
                guard !value.utf8.contains(where: Self.isLineBreakOrNull) else {
                    throw .invalidRequest("The value of the header field \(name) contains a line break.")
                }
                let lowered = HeaderName.lowercased(name)
                guard lowered != "expect", !names.contains(lowered) else { continue }
                names.append(lowered)
                // `Name;` is libcurl's way of sending a field with an empty value.
                lines.append(value.isEmpty ? "\(name);" : "\(name): \(value)")
            }
            lines.append("Expect:")
            if !names.contains("content-type") {
                lines.append("Content-Type:")
            }
            return lines
        }

        private static func isLineBreakOrNull(_ byte: UInt8) -> Bool {
            byte == 13 || byte == 10 || byte == 0
        }

        private static func isTokenByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
        }

        private static func milliseconds(_ duration: Duration) -> Int {
            let (seconds, attoseconds) = duration.components
            let partial = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
            let total = seconds.multipliedReportingOverflow(by: 1000)
            guard !total.overflow else { return 86_400_000 }
            // libcurl takes a C long; a day is far beyond any deadline this project sets.
            return min(max(1, Int(clamping: total.partialValue + partial)), 86_400_000)
        }
    }
#endif
