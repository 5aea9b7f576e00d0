#if os(Linux)
    import CEventPoll
    import Glibc

    /// The descriptors ``CurlMultiLoop``'s thread sleeps on: an epoll set holding the sockets libcurl asked to
    /// watch, a timerfd holding libcurl's next time-out, and an eventfd that wakes the thread to end it.
    ///
    /// Every method may be called from any thread (the kernel serializes `epoll_ctl`, `timerfd_settime` and
    /// eventfd writes); changing the set or the timer does not wake a thread asleep in ``wait(into:)`` unless
    /// the change itself makes a descriptor ready.
    struct CurlEventPoll: Sendable {
        /// One ready descriptor, as ``wait(into:)`` reports it.
        enum Event {
            /// libcurl's time-out is due.
            case timer
            /// ``wake()`` was called.
            case wake
            /// A socket is ready: readable, writable, or in error (hung up included).
            case socket(Int32, readable: Bool, writable: Bool, failed: Bool)
        }

        private let poll: Int32
        private let timer: Int32
        private let wakeUp: Int32

        /// Creates the three descriptors, close-on-exec and non-blocking; nil when the system refuses one.
        init?() {
            let poll = epoll_create1(Int32(EPOLL_CLOEXEC))
            let timer = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK) | Int32(TFD_CLOEXEC))
            let wakeUp = eventfd(0, Int32(EFD_NONBLOCK) | Int32(EFD_CLOEXEC))
            guard poll >= 0, timer >= 0, wakeUp >= 0 else {
                for descriptor in [poll, timer, wakeUp] where descriptor >= 0 {
                    Glibc.close(descriptor)
                }
                return nil
            }
            self.poll = poll
            self.timer = timer
            self.wakeUp = wakeUp
            guard add(timer, events: EPOLLIN.rawValue), add(wakeUp, events: EPOLLIN.rawValue) else {
                close()
                return nil
            }
        }

        /// Closes the descriptors; call once, after the last use.
        func close() {
            Glibc.close(poll)
            Glibc.close(timer)
            Glibc.close(wakeUp)
        }

        /// Watches `socket` for reading and/or writing (errors and hang-ups are always reported), adding it to
        /// the set or changing how it is watched. `isKnown` says which is likely; the other is tried when the
        /// kernel disagrees (a socket closed and its number reused).
        func watch(_ socket: Int32, readable: Bool, writable: Bool, isKnown: Bool) {
            var events: UInt32 = 0
            if readable { events |= EPOLLIN.rawValue }
            if writable { events |= EPOLLOUT.rawValue }
            if isKnown {
                if !change(socket, operation: EPOLL_CTL_MOD, events: events), errno == ENOENT {
                    _ = add(socket, events: events)
                }
            } else if !add(socket, events: events), errno == EEXIST {
                _ = change(socket, operation: EPOLL_CTL_MOD, events: events)
            }
        }

        /// Stops watching `socket`; a socket libcurl already closed has left the set by itself.
        func forget(_ socket: Int32) {
            _ = change(socket, operation: EPOLL_CTL_DEL, events: 0)
        }

        /// Makes the timer fire after `milliseconds` (at the earliest one nanosecond from now), replacing
        /// the time it was set to.
        func setTimer(milliseconds: Int) {
            var value = itimerspec()
            let clamped = max(0, milliseconds)
            value.it_value.tv_sec = clamped / 1000
            value.it_value.tv_nsec = clamped % 1000 * 1_000_000
            if clamped == 0 {
                value.it_value.tv_nsec = 1
            }
            timerfd_settime(timer, 0, &value, nil)
        }

        /// Wakes the thread asleep in ``wait(into:)``.
        func wake() {
            var one: UInt64 = 1
            _ = Glibc.write(wakeUp, &one, MemoryLayout<UInt64>.size)
        }

        /// Sleeps until at least one descriptor is ready (no time limit), and returns the ready ones; the
        /// timer's and the eventfd's counts are consumed. Returns no event when a signal interrupted the wait.
        func wait(into buffer: inout [epoll_event]) -> [Event] {
            let count = buffer.withUnsafeMutableBufferPointer { events in
                epoll_wait(poll, events.baseAddress, Int32(events.count), -1)
            }
            guard count > 0 else { return [] }
            var ready: [Event] = []
            ready.reserveCapacity(Int(count))
            for event in buffer[0..<Int(count)] {
                let descriptor = event.data.fd
                if descriptor == timer || descriptor == wakeUp {
                    var expirations: UInt64 = 0
                    _ = Glibc.read(descriptor, &expirations, MemoryLayout<UInt64>.size)
                    ready.append(descriptor == timer ? .timer : .wake)
                } else {
                    ready.append(
                        .socket(
                            descriptor,
                            readable: event.events & EPOLLIN.rawValue != 0,
                            writable: event.events & EPOLLOUT.rawValue != 0,
                            failed: event.events & (EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0))
                }
            }
            return ready
        }

        private func add(_ descriptor: Int32, events: UInt32) -> Bool {
            change(descriptor, operation: EPOLL_CTL_ADD, events: events)
        }

        private func change(_ descriptor: Int32, operation: Int32, events: UInt32) -> Bool {
            var event = epoll_event()
            event.events = events
            event.data.fd = descriptor
            return epoll_ctl(poll, operation, descriptor, &event) == 0
        }
    }
#endif
