#if os(Linux)
    import AtomicCore
    internal import CCurlLoader
    import Foundation

    /// One libcurl multi handle and the thread that drives it.
    ///
    /// Only that thread touches the multi handle and the transfers in it. Other threads hand it work
    /// (a transfer to start, a cancellation, the end) through `inbox` and wake it with
    /// `curl_multi_wakeup`. Between events the thread sleeps in `curl_multi_poll`, which waits on the
    /// transfers' sockets and libcurl's own timers, so an idle loop, or one whose server says nothing,
    /// costs no CPU. The thread starts with the first transfer and ends with ``shutDown()``.
    final class CurlMultiLoop: Sendable {
        private struct Inbox {
            var multi: UnsafeMutableRawPointer?
            var threadStarted = false
            var closed = false
            var shuttingDown = false
            var pending: [CurlTransfer] = []
        }

        /// The longest `curl_multi_poll` sleeps when nothing at all happens; any event wakes it earlier.
        private static let idleWait: Int32 = 60_000

        private let inbox = Locked(Inbox())

        /// Starts `transfer`; its result arrives through its `onFinish` on the loop's thread.
        ///
        /// The caller must keep the loop's owner alive until the call returns (``CurlTransport/send(_:limits:)``
        /// does): ``shutDown()`` runs only from its `deinit`, so the multi handle outlives the wake-up, which
        /// is therefore made after the lock is released. Waking under the lock would let the loop's thread,
        /// woken at once, block on that same lock: two more thread switches per request.
        func start(_ transfer: CurlTransfer) {
            let multi = inbox.withLock { inbox -> UnsafeMutableRawPointer? in
                guard !inbox.closed, !inbox.shuttingDown else { return nil }
                if !inbox.threadStarted {
                    guard let multi = Self.makeMulti() else { return nil }
                    inbox.multi = multi
                    inbox.threadStarted = true
                    let thread = Thread { [self] in run() }
                    thread.name = "CurlTransport"
                    thread.start()
                }
                guard let multi = inbox.multi else { return nil }
                inbox.pending.append(transfer)
                return multi
            }
            guard let multi else {
                transfer.finish(.failure(.invalidRequest("The HTTP transport is shut down or could not start.")))
                return
            }
            atomic_curl_multi_wakeup(multi)
        }

        /// Stops `transfer` (before or after it started) with ``NetworkError/cancelled``.
        func cancel(_ transfer: CurlTransfer) {
            guard transfer.requestCancellation() else { return }
            wake()
        }

        /// Ends every transfer with ``NetworkError/cancelled`` and lets the thread finish.
        func shutDown() {
            inbox.withLock { inbox in
                inbox.shuttingDown = true
            }
            wake()
        }

        /// Interrupts `curl_multi_poll`; under the lock, so the multi handle cannot be cleaned up meanwhile.
        private func wake() {
            inbox.withLock { inbox in
                if let multi = inbox.multi, !inbox.closed {
                    atomic_curl_multi_wakeup(multi)
                }
            }
        }

        private static func makeMulti() -> UnsafeMutableRawPointer? {
            // CurlTransport loaded libcurl (and ran `curl_global_init`) before the first transfer.
            return atomic_curl_multi_init()
        }

        /// The thread's body: add new transfers, drop cancelled ones, let libcurl work, collect what
        /// finished, then sleep until a socket, a timer or a wake-up needs attention.
        private func run() {
            guard let multi = inbox.withLock({ $0.multi }) else { return }
            // Every socket operation of libcurl happens on this thread; with SIGPIPE blocked here, a
            // write to a connection the server closed (TLS included) fails with EPIPE instead of
            // killing the process, and the signal's default stays as it is for the rest of the program.
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
            while true {
                let (arrivals, shuttingDown) = inbox.withLock { inbox in
                    defer { inbox.pending = [] }
                    return (inbox.pending, inbox.shuttingDown)
                }
                for transfer in arrivals {
                    if shuttingDown || transfer.isCancellationRequested {
                        transfer.finish(.failure(.cancelled))
                    } else if atomic_curl_multi_add_handle(multi, transfer.handle) == CURLM_OK {
                        active[transfer.handle] = transfer
                    } else {
                        transfer.finish(.failure(.invalidRequest("libcurl refused the transfer.")))
                    }
                }
                for (handle, transfer) in active where shuttingDown || transfer.isCancellationRequested {
                    // Removing a transfer mid-way closes its connection.
                    atomic_curl_multi_remove_handle(multi, handle)
                    active[handle] = nil
                    transfer.cleanUp()
                    transfer.finish(.failure(.cancelled))
                }
                if shuttingDown {
                    break
                }
                var running: Int32 = 0
                atomic_curl_multi_perform(multi, &running)
                var queued: Int32 = 0
                while let message = atomic_curl_multi_info_read(multi, &queued) {
                    guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else {
                        continue
                    }
                    let code = message.pointee.data.result
                    atomic_curl_multi_remove_handle(multi, handle)
                    active.removeValue(forKey: handle)?.complete(code)
                }
                atomic_curl_multi_poll(multi, nil, 0, Self.idleWait, nil)
            }
            let stranded = inbox.withLock { inbox in
                defer { inbox.pending = [] }
                inbox.closed = true
                inbox.multi = nil
                return inbox.pending
            }
            for transfer in stranded {
                transfer.finish(.failure(.cancelled))
            }
            atomic_curl_multi_cleanup(multi)
        }
    }
#endif
