#if os(Linux)
    import AtomicCore
    internal import CCurlLoader

    /// libcurl as the Linux transport finds it: loaded with `dlopen` on the first request, not linked.
    ///
    /// A program that never sends a request never loads libcurl and the ~29 libraries it needs, which were
    /// most of the start-up work of `atomic` (see `docs/decisions/0008-transport-request-and-lazy-libcurl.md`).
    /// Loading happens once per process; when it fails, every request fails with
    /// ``NetworkError/transportUnavailable(_:)`` and nothing else is affected.
    enum CurlLibrary {
        /// The file loaded: the soname of libcurl 7 and 8.
        static let fileName = "libcurl.so.4"

        /// Loads and initialises libcurl unless that was done already.
        ///
        /// - Throws: ``NetworkError/transportUnavailable(_:)`` naming the library and the package that
        ///   provides it, when it cannot be loaded or lacks a function the transport calls.
        static func load() throws(NetworkError) {
            guard let reason = atomic_curl_load() else { return }
            throw .transportUnavailable(unavailableMessage(reason: String(cString: reason)))
        }

        /// The one-line message for a libcurl that could not be loaded for `reason` (`dlerror`'s text).
        static func unavailableMessage(reason: String) -> String {
            "Cannot load libcurl (\(UntrustedText.oneLine(reason))); "
                + "install the libcurl4 package (apt-get install libcurl4)."
        }

        /// The message ``load()`` would give if libcurl were the library `name`, which is opened and closed
        /// again; `nil` when it opens. Nothing of the loaded libcurl is touched, so tests can try a name that
        /// does not exist.
        static func unavailableMessage(loading name: String) -> String? {
            let reason = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer -> String? in
                guard let start = buffer.baseAddress else { return "no memory for the message" }
                start.initialize(to: 0)
                guard atomic_curl_try_open(name, start, buffer.count) == 0 else { return nil }
                return String(cString: start)
            }
            return reason.map { unavailableMessage(reason: $0) }
        }
    }
#endif
