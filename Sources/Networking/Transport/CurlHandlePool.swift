#if os(Linux)
    internal import CCurlLoader
    import Foundation

    /// A few libcurl easy handles kept between transfers, so that a request does not make and free a handle.
    ///
    /// A handle comes back reset with `curl_easy_reset`: no option, callback or header list of the transfer
    /// before remains on it. Connections and the DNS cache belong to the multi handle, not to an easy handle,
    /// so they are kept as before. At most ``capacity`` handles wait; the others are freed on return.
    final class CurlHandlePool: @unchecked Sendable {
        // Safe: `idle` is read and written only while `lock` is held.
        private let lock = NSLock()
        private var idle: [UnsafeMutableRawPointer] = []

        /// How many handles wait at most; more transfers at once than this make handles of their own.
        static let capacity = 8

        deinit {
            for handle in idle {
                atomic_curl_easy_cleanup(handle)
            }
        }

        /// A waiting handle, or a new one; nil when libcurl cannot make one.
        func take() -> UnsafeMutableRawPointer? {
            lock.lock()
            let handle = idle.popLast()
            lock.unlock()
            return handle ?? atomic_curl_easy_init()
        }

        /// Takes back `handle`, which is in no multi handle, reset; frees it when enough handles wait.
        func give(_ handle: UnsafeMutableRawPointer) {
            atomic_curl_easy_reset(handle)
            lock.lock()
            let isKept = idle.count < Self.capacity
            if isKept {
                idle.append(handle)
            }
            lock.unlock()
            if !isKept {
                atomic_curl_easy_cleanup(handle)
            }
        }
    }
#endif
