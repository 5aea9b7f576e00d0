#if os(Linux)
    import Foundation
    import Testing

    @testable import Networking

    @Suite("libcurl loaded on first use")
    struct CurlLibraryTests {
        @Test("a library that cannot be loaded gives one line naming it and the package to install")
        func missingLibraryMessage() throws {
            let message = try #require(CurlLibrary.unavailableMessage(loading: "libcurl-missing-for-test.so.4"))
            #expect(message.hasPrefix("Cannot load libcurl (libcurl-missing-for-test.so.4: "))
            #expect(message.contains("cannot open shared object file"))
            #expect(message.hasSuffix("; install the libcurl4 package (apt-get install libcurl4)."))
            #expect(!message.contains("\n"))
            #expect(NetworkError.transportUnavailable(message).message == message)
        }

        @Test("the installed libcurl opens, and loads for the transport")
        func installedLibraryLoads() throws {
            #expect(CurlLibrary.unavailableMessage(loading: CurlLibrary.fileName) == nil)
            try CurlLibrary.load()
        }

        @Test("line breaks in the loader's reason do not reach the message")
        func reasonOnOneLine() {
            let message = CurlLibrary.unavailableMessage(reason: "first\nsecond")
            #expect(!message.contains("\n"))
            #expect(message.contains("first"))
            #expect(message.contains("second"))
        }

        @Test("a transport whose libcurl cannot be loaded fails the request with that message, never retried")
        func unavailableIsNotRetried() {
            let error = NetworkError.transportUnavailable(CurlLibrary.unavailableMessage(reason: "gone"))
            #expect(!RetryPolicy.standard.isRetryable(error))
            #expect(!error.isConnectivityFailure)
        }
    }
#endif
