import AtomicTestSupport
import Dispatch
import Foundation
import ImagePipeline
import Networking
import NetworkingURLSession
import Testing

@Suite struct ImagePipelineLoadingTests {
    let server: TestHTTPServer
    let png: Data

    init() throws {
        server = try TestHTTPServer()
        png = try TestImages.png(TestImages.gradient)
    }

    /// A pipeline over real HTTP to the loopback server; the client's own coalescing is off, so that what is
    /// tested is the pipeline's. Its time-outs (600 s) outlast ``loopbackPatience``, so a disconnect the server sees
    /// while a test waits comes from a cancellation, never from a time-out.
    func pipeline(diskCache: ImageDiskCache? = nil, memoryCache: ImageMemoryCache = ImageMemoryCache()) -> ImagePipeline
    {
        // The transport the app uses: libcurl on Linux, URLSession elsewhere.
        #if os(Linux)
            let transport: any HTTPTransport = CurlTransport(timeout: .seconds(600))
        #else
            let transport: any HTTPTransport = URLSessionTransport(timeout: .seconds(600))
        #endif
        let client = HTTPClient(
            transport: transport,
            configuration: HTTPClient.Configuration(
                retryPolicy: .never, limits: TransportLimits(timeout: .seconds(600)), deadline: .seconds(600),
                coalescesIdenticalRequests: false))
        return ImagePipeline(
            configuration: .init(
                httpClient: client, memoryCache: memoryCache, diskCache: diskCache, sizeParameterHosts: ["127.0.0.1"]))
    }

    func request(_ path: String, query: String = "v=4", side: Int = 32) -> ImageRequest {
        let url = URL(string: "\(server.baseURL.absoluteString)\(path)?\(query)")!
        return ImageRequest(url: url, targetSize: PixelSize(width: side, height: side))
    }

    func pngResponse() -> TestResponse {
        TestResponse(headers: [("Content-Type", "image/png")], body: png)
    }

    @Test func anImageIsDownloadedDecodedAndScaledToItsBox() async throws {
        server.route("/u/1", pngResponse())
        let image = try await pipeline().image(for: request("/u/1"))
        #expect(image.size == PixelSize(width: 32, height: 24))
        let sent = try #require(server.requests(to: "/u/1").first)
        #expect(sent.queryItems == [URLQueryItem(name: "v", value: "4"), URLQueryItem(name: "s", value: "32")])
    }

    @Test func twoCallersMakeOneRequest() async throws {
        let gate = DispatchSemaphore(value: 0)
        let body = png
        server.route("/u/2") { _ in
            gate.wait()
            return TestResponse(headers: [("Content-Type", "image/png")], body: body)
        }
        let pipeline = pipeline()
        let request = request("/u/2")
        async let first = pipeline.image(for: request)
        #expect(await eventually { server.requestCount(to: "/u/2") == 1 })
        async let second = pipeline.image(for: request)
        #expect(await eventually { pipeline.waitingCallerCount == 2 })
        gate.signal()
        let images = try await [first, second]
        #expect(images[0] == images[1])
        #expect(server.requestCount(to: "/u/2") == 1)
        #expect(pipeline.runningLoadCount == 0)
    }

    @Test func aSecondCallAfterTheFirstIsAMemoryHit() async throws {
        server.route("/u/3", pngResponse())
        let pipeline = pipeline()
        let first = try await pipeline.image(for: request("/u/3"))
        #expect(pipeline.cachedImage(for: request("/u/3")) == first)
        #expect(try await pipeline.image(for: request("/u/3")) == first)
        #expect(server.requestCount(to: "/u/3") == 1)
    }

    @Test func theLastRequesterLeavingCancelsTheDownloadAndClosesTheConnection() async throws {
        server.route("/u/4", TestResponse(headers: [("Content-Type", "image/png")], body: png, delay: answerNever))
        let pipeline = pipeline()
        let request = request("/u/4")
        let first = Task { () -> ImagePipelineError? in
            do throws(ImagePipelineError) { _ = try await pipeline.image(for: request) } catch { return error }
            return nil
        }
        let second = Task { () -> ImagePipelineError? in
            do throws(ImagePipelineError) { _ = try await pipeline.image(for: request) } catch { return error }
            return nil
        }
        #expect(await eventually { server.requestCount(to: "/u/4") == 1 && pipeline.waitingCallerCount == 2 })
        first.cancel()
        #expect(await first.value == .cancelled)
        #expect(pipeline.runningLoadCount == 1, "the other requester still waits")
        #expect(server.clientDisconnectsBeforeResponse == 0)
        second.cancel()
        #expect(await second.value == .cancelled)
        #expect(await server.waitUntil(timeout: loopbackPatience) { $0.clientDisconnectsBeforeResponse == 1 })
        #expect(await eventually { pipeline.runningLoadCount == 0 })
        #expect(server.requestCount(to: "/u/4") == 1)
    }

    @Test func theDiskCacheServesANewPipelineWithoutARequest() async throws {
        let folder = try TemporaryFolder()
        server.route("/u/5", pngResponse())
        let first = try await pipeline(diskCache: try ImageDiskCache(folder: folder.url)).image(for: request("/u/5"))
        let second = try await pipeline(diskCache: try ImageDiskCache(folder: folder.url)).image(for: request("/u/5"))
        #expect(first == second)
        #expect(server.requestCount(to: "/u/5") == 1)
        // Another size is another URL (s=64), hence another download and another entry.
        _ = try await pipeline(diskCache: try ImageDiskCache(folder: folder.url)).image(for: request("/u/5", side: 64))
        #expect(server.requestCount(to: "/u/5") == 2)
        let disk = try ImageDiskCache(folder: folder.url)
        for side in [32, 64] {
            let key = pipeline().sizedURL(for: request("/u/5", side: side)).absoluteString
            #expect(await disk.data(forKey: key) == png, "s=\(side)")
        }
    }

    @Test func aDiskEntryThatNoLongerDecodesIsDownloadedAgain() async throws {
        let folder = try TemporaryFolder()
        let disk = try ImageDiskCache(folder: folder.url)
        server.route("/u/6", pngResponse())
        let sized = pipeline().sizedURL(for: request("/u/6"))
        await disk.store(Data("a whole entry, but not an image".utf8), forKey: sized.absoluteString)
        let image = try await pipeline(diskCache: disk).image(for: request("/u/6"))
        #expect(image.size == PixelSize(width: 32, height: 24))
        #expect(server.requestCount(to: "/u/6") == 1)
        #expect(await disk.data(forKey: sized.absoluteString) == png)
    }

    @Test func dataThatIsNotAnImageIsATypedErrorAndIsNotCached() async throws {
        let folder = try TemporaryFolder()
        server.route("/u/7", TestResponse.text("<html>Not an image</html>", contentType: "text/html"))
        let disk = try ImageDiskCache(folder: folder.url)
        await #expect(throws: ImagePipelineError.decoding(.unsupportedFormat(nil))) {
            try await pipeline(diskCache: disk).image(for: request("/u/7"))
        }
        #expect(await disk.totalSize == 0)
    }

    @Test func aGIFAvatarIsRefusedSoThePlaceholderShows() async throws {
        server.route("/u/8", TestResponse(headers: [("Content-Type", "image/gif")], body: Data("GIF89a....".utf8)))
        await #expect(throws: ImagePipelineError.decoding(.unsupportedFormat(.gif))) {
            try await pipeline().image(for: request("/u/8"))
        }
    }

    @Test func anHTTPErrorIsANetworkError() async throws {
        await #expect {
            try await pipeline().image(for: request("/missing"))
        } throws: { error in
            guard case ImagePipelineError.network(.http(status: 404, _, _)) = error else { return false }
            return true
        }
    }

    @Test func prefetchingFillsTheCacheForTheRowAboutToAppear() async throws {
        server.route("/u/9", pngResponse())
        let pipeline = pipeline()
        let prefetcher = ImagePrefetcher(pipeline: pipeline)
        prefetcher.startPrefetching([request("/u/9")])
        prefetcher.startPrefetching([request("/u/9")])
        #expect(await eventually { prefetcher.pendingCount == 0 })
        #expect(pipeline.cachedImage(for: request("/u/9"))?.size == PixelSize(width: 32, height: 24))
        #expect(server.requestCount(to: "/u/9") == 1)
    }

    @Test func stoppingAPrefetchCancelsItsDownload() async throws {
        server.route("/u/10", TestResponse(headers: [("Content-Type", "image/png")], body: png, delay: answerNever))
        let pipeline = pipeline()
        let prefetcher = ImagePrefetcher(pipeline: pipeline)
        prefetcher.startPrefetching([request("/u/10")])
        #expect(await eventually { server.requestCount(to: "/u/10") == 1 })
        prefetcher.stopPrefetching([request("/u/10")])
        #expect(await server.waitUntil(timeout: loopbackPatience) { $0.clientDisconnectsBeforeResponse == 1 })
        #expect(pipeline.cachedImage(for: request("/u/10")) == nil)
    }

    /// The same without a server: the cancellation of a stopped prefetch reaches the transport, through the
    /// pipeline's coalescing and the client's (on and off).
    @Test(arguments: [false, true]) func stoppingAPrefetchCancelsTheTransportCall(clientCoalesces: Bool) async {
        let transport = ParkedTransport()
        let client = HTTPClient(
            transport: transport,
            configuration: HTTPClient.Configuration(retryPolicy: .never, coalescesIdenticalRequests: clientCoalesces))
        let pipeline = ImagePipeline(configuration: .init(httpClient: client, sizeParameterHosts: ["127.0.0.1"]))
        let prefetcher = ImagePrefetcher(pipeline: pipeline)
        let request = request("/u/11")
        prefetcher.startPrefetching([request])
        #expect(await eventually { transport.arrivedCount == 1 })
        prefetcher.stopPrefetching([request])
        #expect(await eventually { transport.cancelledCount == 1 })
        #expect(pipeline.runningLoadCount == 0)
        #expect(pipeline.cachedImage(for: request) == nil)
    }
}
