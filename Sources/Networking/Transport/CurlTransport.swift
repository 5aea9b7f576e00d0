#if os(Linux)
    import Foundation

    /// The Linux transport: libcurl's multi interface, driven by one thread of its own.
    ///
    /// Why not FoundationNetworking's `URLSession`: see `docs/decisions/0001-linux-http-transport.md`.
    /// The transport never follows a redirect and speaks only `http` and `https`. It asks for
    /// compressed answers and lets libcurl undo the encoding; the body limits of ``TransportLimits``
    /// are counted on the decoded bytes as they arrive, and the transfer stops the moment one is passed.
    /// ``TransportLimits/timeout`` (at most ``timeout``) bounds the whole exchange. Cancelling the
    /// calling task removes the transfer at once, which closes its connection.
    ///
    /// libcurl is not linked into the program: the first request loads it with `dlopen`, and when it
    /// cannot be loaded every request fails with ``NetworkError/transportUnavailable(_:)``.
    ///
    /// The calling thread sends the request itself (libcurl's socket interface, under a lock); the
    /// transport's thread sleeps in `epoll_wait` until an answer, a time-out or a cancellation needs it, and
    /// with nothing in flight it sleeps with no time limit. Connections to a host are kept and reused
    /// between calls.
    public final class CurlTransport: HTTPTransport {
        /// How long one exchange (connect, send, receive the whole answer) may take at most; a call's
        /// ``TransportLimits/timeout`` can only shorten it.
        public let timeout: Duration

        private let loop = CurlMultiLoop()
        private let handles = CurlHandlePool()

        /// Creates a transport; its thread starts with the first request.
        public init(timeout: Duration = .seconds(30)) {
            self.timeout = timeout > .zero ? timeout : .seconds(30)
        }

        deinit {
            loop.shutDown()
        }

        /// Sends `request` and returns the raw answer; see ``HTTPTransport/send(_:limits:)``.
        public func send(_ request: TransportRequest, limits: TransportLimits) async throws(NetworkError)
            -> TransportResponse
        {
            guard !Task.isCancelled else { throw .cancelled }
            try CurlLibrary.load()
            var limits = limits
            limits.timeout = min(timeout, limits.timeout)
            let transfer = try CurlTransfer(request: request, limits: limits, pool: handles)
            let loop = loop
            let result = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    transfer.onFinish = { continuation.resume(returning: $0) }
                    loop.start(transfer)
                }
            } onCancel: {
                loop.cancel(transfer)
            }
            return try result.get()
        }
    }
#endif
