#if os(Linux)
    internal import CCurlLoader
    import CEventPoll
    import Foundation
    import Glibc

    /// One libcurl multi handle, driven through libcurl's socket interface, and the thread that waits on it.
    ///
    /// Every libcurl call on the multi handle and on its transfers is made under `lock`, by whichever thread
    /// needs it. The caller adds its transfer and runs libcurl's "time out now" in place, which sends the
    /// request on a kept connection (or starts a new one) on the caller's thread; a cancellation removes its
    /// transfer at once, on the cancelling thread. The loop's thread sleeps in `epoll_wait` on the sockets
    /// libcurl asked to watch and on a timerfd holding libcurl's next time-out, and handles what comes. Adding
    /// a socket or moving the timer does not wake it, so one request wakes it once, for the answer; an idle
    /// loop sleeps with no time limit. The thread starts with the first transfer and ends with ``shutDown()``.
    final class CurlMultiLoop: @unchecked Sendable {
        // Safe: every stored `var` is read and written only while `lock` is held. libcurl's socket and
        // timer callbacks run inside libcurl calls made under it; `events` is set once, before the thread
        // starts, under the lock, and its descriptors are safe to use from any thread.
        private let lock = NSLock()
        private var multi: UnsafeMutableRawPointer?
        private var events: CurlEventPoll?
        private var isStarted = false
        private var isShuttingDown = false
        /// The transfers in the multi handle, by easy handle; each holds its transfer alive.
        private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        /// libcurl asked, through its timer callback, for a time-out action as soon as possible.
        private var isTimeoutDue = false
        /// When libcurl last asked its timer to fire (CLOCK_MONOTONIC nanoseconds), nil for never.
        private var requestedDeadline: UInt64?
        /// When the timerfd fires, or nil when it may not be armed.
        private var armedDeadline: UInt64?

        /// How many "time out now" rounds a thread runs in place before leaving the rest to the loop's thread.
        private static let inPlaceRounds = 8

        /// Starts `transfer`; its result arrives through its `onFinish`, on the loop's thread, or on this one
        /// when the transfer ends at once (refused, cancelled already, or failed while starting).
        func start(_ transfer: CurlTransfer) {
            let finished = withLock { () -> [Finished] in
                guard !isShuttingDown, let multi = startedMulti() else {
                    return [
                        (transfer, .failure(.invalidRequest("The HTTP transport is shut down or could not start.")))
                    ]
                }
                guard !transfer.isCancellationRequested else { return [(transfer, .failure(.cancelled))] }
                guard atomic_curl_multi_add_handle(multi, transfer.handle) == CURLM_OK else {
                    return [(transfer, .failure(.invalidRequest("libcurl refused the transfer.")))]
                }
                active[transfer.handle] = transfer
                return drive(multi)
            }
            deliver(finished)
        }

        /// Stops `transfer` (before or after it started) with ``NetworkError/cancelled``; removing a transfer
        /// mid-way closes its connection.
        func cancel(_ transfer: CurlTransfer) {
            let finished = withLock { () -> [Finished] in
                transfer.isCancellationRequested = true
                // The identity check matters: a finished transfer's handle address may be reused by another.
                guard let multi, active[transfer.handle] === transfer else { return [] }
                active[transfer.handle] = nil
                atomic_curl_multi_remove_handle(multi, transfer.handle)
                transfer.cleanUp()
                return [(transfer, .failure(.cancelled))] + drive(multi)
            }
            deliver(finished)
        }

        /// Ends every transfer with ``NetworkError/cancelled`` and lets the thread finish.
        func shutDown() {
            let (finished, poll) = withLock { () -> ([Finished], CurlEventPoll?) in
                isShuttingDown = true
                guard let multi else { return ([], nil) }
                let stopped = active.values.map { transfer -> Finished in
                    atomic_curl_multi_remove_handle(multi, transfer.handle)
                    transfer.cleanUp()
                    return (transfer, .failure(.cancelled))
                }
                active = [:]
                return (stopped, events)
            }
            deliver(finished)
            poll?.wake()
        }

        // MARK: - Under the lock

        private typealias Finished = (CurlTransfer, Result<TransportResponse, NetworkError>)

        private func withLock<T>(_ body: () -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body()
        }

        /// The multi handle, made (with its descriptors and its thread) on first use; nil when that fails.
        private func startedMulti() -> UnsafeMutableRawPointer? {
            guard !isStarted else { return multi }
            isStarted = true
            // CurlTransport loaded libcurl (and ran `curl_global_init`) before the first transfer.
            guard let events = CurlEventPoll() else { return nil }
            guard let multi = atomic_curl_multi_init() else {
                events.close()
                return nil
            }
            let context = Unmanaged.passUnretained(self).toOpaque()
            _ = atomic_curl_multi_setopt_pointer(multi, CURLMOPT_SOCKETDATA, context)
            _ = atomic_curl_multi_setopt_pointer(multi, CURLMOPT_TIMERDATA, context)
            _ = atomic_curl_multi_setopt_socket_callback(multi) { _, socket, what, context, socketContext in
                guard let context else { return -1 }
                let loop = Unmanaged<CurlMultiLoop>.fromOpaque(context).takeUnretainedValue()
                loop.watch(socket, what: what, isKnown: socketContext != nil)
                return 0
            }
            _ = atomic_curl_multi_setopt_timer_callback(multi) { _, milliseconds, context in
                guard let context else { return -1 }
                Unmanaged<CurlMultiLoop>.fromOpaque(context).takeUnretainedValue().setTimer(milliseconds)
                return 0
            }
            self.multi = multi
            self.events = events
            let thread = Thread { [self] in run(events) }
            thread.name = "CurlTransport"
            thread.start()
            return multi
        }

        /// libcurl's socket callback: watch `socket` as `what` says, or stop watching it.
        private func watch(_ socket: Int32, what: Int32, isKnown: Bool) {
            guard let events, let multi else { return }
            if what == CURL_POLL_REMOVE {
                events.forget(socket)
                return
            }
            events.watch(
                socket, readable: what & CURL_POLL_IN != 0, writable: what & CURL_POLL_OUT != 0, isKnown: isKnown)
            if !isKnown {
                // Any non-nil value marks the socket as in the set; libcurl forgets it when the socket goes.
                _ = atomic_curl_multi_assign(multi, socket, UnsafeMutableRawPointer(bitPattern: 1))
            }
        }

        /// libcurl's timer callback, which moves its one timer: 0 asks for an action now (run in place by
        /// ``drive(_:)``, so that no thread needs waking), more for one that many milliseconds from now, -1
        /// stops it.
        ///
        /// The timerfd is only moved earlier here, never later or off: firing early costs one wake-up of the
        /// loop's thread, which then sets it to what libcurl asked last (``rearmTimer()``), while following
        /// every call would cost two or three system calls per request (each request sets its time-out, and
        /// clears it when done).
        private func setTimer(_ milliseconds: Int) {
            isTimeoutDue = milliseconds == 0
            guard milliseconds >= 0 else {
                requestedDeadline = nil
                return
            }
            let deadline = Self.now() + UInt64(milliseconds) * 1_000_000
            requestedDeadline = deadline
            if milliseconds > 0 {
                arm(at: deadline)
            }
        }

        /// After the timer fired: sets it to libcurl's last request, if any (at least a millisecond ahead,
        /// so that a request already past can never make the loop spin).
        private func rearmTimer() {
            guard armedDeadline == nil, let requestedDeadline else { return }
            arm(at: max(requestedDeadline, Self.now() + 1_000_000))
        }

        private func arm(at deadline: UInt64) {
            if let armedDeadline, armedDeadline <= deadline {
                return
            }
            armedDeadline = deadline
            let now = Self.now()
            events?.setTimer(milliseconds: deadline > now ? Int((deadline - now + 999_999) / 1_000_000) : 0)
        }

        private static func now() -> UInt64 {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
        }

        /// Runs the time-out actions libcurl asked for in place, then takes the finished transfers out of the
        /// multi handle with their results.
        private func drive(_ multi: UnsafeMutableRawPointer) -> [Finished] {
            var finished: [Finished] = []
            var rounds = 0
            var running: Int32 = 0
            repeat {
                while isTimeoutDue, rounds < Self.inPlaceRounds {
                    isTimeoutDue = false
                    rounds += 1
                    atomic_curl_multi_socket_action(multi, CURL_SOCKET_TIMEOUT, 0, &running)
                }
                var queued: Int32 = 0
                while let message = atomic_curl_multi_info_read(multi, &queued) {
                    guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else {
                        continue
                    }
                    let code = message.pointee.data.result
                    atomic_curl_multi_remove_handle(multi, handle)
                    if let transfer = active.removeValue(forKey: handle) {
                        finished.append((transfer, transfer.complete(code)))
                    }
                }
            } while isTimeoutDue && rounds < Self.inPlaceRounds
            if isTimeoutDue {
                // libcurl keeps asking: let the loop's thread go on with it.
                isTimeoutDue = false
                armedDeadline = nil
                arm(at: Self.now())
            }
            return finished
        }

        // MARK: - The loop's thread

        /// The thread's body: sleep until a socket, the timer or a wake-up needs attention, let libcurl act
        /// on it, hand out what finished; at shutdown, clean up the multi handle and the descriptors.
        private func run(_ events: CurlEventPoll) {
            // libcurl passes MSG_NOSIGNAL to every socket write it makes, on whichever thread; blocking
            // SIGPIPE on this thread as well, where most of them happen, keeps a write to a connection the
            // server closed an EPIPE error whatever makes it, and leaves the signal's default as it is for
            // the rest of the program.
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
            var buffer = [epoll_event](repeating: epoll_event(), count: 32)
            while true {
                let ready = events.wait(into: &buffer)
                lock.lock()
                guard !isShuttingDown, let multi else { break }
                var running: Int32 = 0
                var timerFired = false
                for event in ready {
                    switch event {
                    case .timer:
                        timerFired = true
                        armedDeadline = nil
                        atomic_curl_multi_socket_action(multi, CURL_SOCKET_TIMEOUT, 0, &running)
                    case .wake:
                        break
                    case .socket(let socket, let readable, let writable, let failed):
                        let mask =
                            (readable ? CURL_CSELECT_IN : 0) | (writable ? CURL_CSELECT_OUT : 0)
                            | (failed ? CURL_CSELECT_ERR : 0)
                        atomic_curl_multi_socket_action(multi, socket, mask, &running)
                    }
                }
                let finished = drive(multi)
                if timerFired {
                    rearmTimer()
                }
                lock.unlock()
                deliver(finished)
            }
            // Still under the lock, taken in the loop: no other thread reaches libcurl any more.
            if let multi {
                atomic_curl_multi_cleanup(multi)
            }
            multi = nil
            self.events = nil
            lock.unlock()
            events.close()
        }

        // MARK: - Outside the lock

        /// Resumes the callers of finished transfers; outside the lock, so that a woken caller never waits on it.
        private func deliver(_ finished: [Finished]) {
            for (transfer, result) in finished {
                transfer.finish(result)
            }
        }
    }
#endif
